import type { BrowserContext } from '@playwright/test';
import { addDays, localIsoDate, weekStart, type CoachGroup } from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/**
 * Issue 36, "every door leads somewhere": a page's Back goes where the user came from inside
 * the app, and on a page opened directly (a link, a fresh tab: nothing of the app to go back
 * to) to the page it belongs under, never off the app.
 */

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

/** A week far ahead that no other spec schedules into. */
const farWeek = addDays(weekStart(localIsoDate()), 7 * 33);
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A fresh tab of the signed-in browser opened straight at `path`. */
async function freshTab(context: BrowserContext, path: string) {
  const tab = await context.newPage();
  await tab.goto(path);
  return tab;
}

test('after scheduling from the Session Library, Back goes back to the home the coach came from', async ({ page, request }) => {
  const planner = await api(request, DEMO.planner);
  const title = `Back door ${unique()}`;
  await librarySession(planner, title);

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.getByRole('link', { name: 'View Sessions' }).click();
  await expect(page).toHaveURL(/\/session-library$/);

  // Twice: once pressing Back as soon as the toast says so, once after the dialog is gone.
  for (const waitForClose of [false, true]) {
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Schedule for Training' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
    await dialog.getByLabel('Coach Group').selectOption({ label: 'Academy' });
    await dialog.getByLabel(/^Date/).fill(addDays(farWeek, waitForClose ? 3 : 2));
    await dialog.getByLabel('Start Time').fill('18:30');
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
    const back = page.getByRole('button', { name: 'Back', exact: true });
    if (waitForClose) {
      await expect(dialog).toBeHidden();
      // Where the coach's thumb goes next: up to Back, while the toast still shows. The toast
      // moves clear of the card it is about, but never onto Back (a tap there would hit the toast).
      await back.scrollIntoViewIfNeeded();
      const covered = await back.evaluate(async (button) => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const toast = document.querySelector('.toaster .toast');
        if (!toast) return 'no toast';
        const a = toast.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(covered, 'the toast covers Back').toBe(false);
    }

    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'View Sessions' })).toBeVisible();
    if (!waitForClose) {
      await page.getByRole('link', { name: 'View Sessions' }).click();
      await expect(page).toHaveURL(/\/session-library$/);
    }
  }
});

test('a session page opened directly: Back leads to the Session Library, and from there to the home', async ({ page, context, request }) => {
  const planner = await api(request, DEMO.planner);
  const session = await librarySession(planner, `Deep link ${unique()}`);
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);

  for (const path of [`/session-library/${session.id}/edit`, `/pitch-card/${session.id}`, '/session-history']) {
    const tab = await freshTab(context, path);
    await tab.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(tab, `Back from ${path}`).toHaveURL(/\/session-library$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Session Library' })).toBeVisible();
    // The library then goes back to where the tab came from: its previous page.
    await tab.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(tab, `Back again from ${path}`).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    await tab.close();
  }

  const library = await freshTab(context, '/session-library');
  await library.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(library).toHaveURL(/\/$/);
  await library.close();
});

test("a group's players opened directly: Back leads to My teams", async ({ page, context, request }) => {
  const planner = await api(request, DEMO.planner);
  const groups = (await (await request.get('/api/coach-groups', { headers: planner.headers })).json()) as CoachGroup[];
  const academy = groups.find((g) => g.name === 'Academy');
  expect(academy).toBeDefined();
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);

  const tab = await freshTab(context, `/coach-groups/${academy!.id}/roster`);
  await expect(tab.getByRole('heading', { level: 1, name: 'Academy players' })).toBeVisible();
  await tab.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(tab).toHaveURL(/\/teams$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
});

test.describe('the curriculum on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("opened directly: Back leads to Org Admin; the template form's Back returns to the list, not off the page", async ({ page, context }) => {
    await signIn(page, DEMO.orgAdmin, demoPassword());
    const tab = await freshTab(context, '/org-admin/curriculum');
    await expect(tab.getByRole('heading', { level: 1, name: 'Season Curriculum' })).toBeVisible();

    await tab.getByRole('button', { name: 'New Template' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'New Curriculum Template' })).toBeVisible();
    await tab.getByRole('button', { name: 'Back to templates' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Season Curriculum' })).toBeVisible();
    await expect(tab).toHaveURL(/\/org-admin\/curriculum$/);

    await tab.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(tab).toHaveURL(/\/org-admin$/);
  });
});
