import AxeBuilder from '@axe-core/playwright';
import type { Activity, Session } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';
import { authHeader, PHONE, SHOTS } from './pitch-helpers';

/**
 * The builder's draft at phone size: coming back to an unfinished plan asks whether to go on
 * with it or start a new one; an adaptation applied in the library waits for a plan with its
 * drill and never lands in an unrelated one.
 */

test.use({ viewport: PHONE });

const planLink = (ids: string[]) => `/session-builder?step=3&activities=${encodeURIComponent(JSON.stringify(ids))}`;

async function twoDrills(page: import('@playwright/test').Page): Promise<[Activity, Activity]> {
  const listed = (await (await page.request.get('/api/activities?category=Support', { headers: await authHeader(page) })).json()) as Activity[];
  return [listed[0]!, listed[1]!];
}

test('an unfinished plan offers "Continue your draft" or "Start a new plan"; a reload goes straight on', async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const [a] = await twoDrills(page);
  await page.goto(planLink([a.id]));
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  // A reload mid-plan (a phone that locked) opens the plan as it was.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();

  // Left for home, then Start Planning again: asked.
  await page.goto('/');
  await page.goto('/session-builder');
  const choice = page.getByRole('region', { name: 'You have an unfinished plan' });
  await expect(choice).toContainText('1 activity');
  await expect(choice).toContainText('stopped at step 3');
  await page.screenshot({ path: `${SHOTS}/builder-draft-choice-phone.png` });
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id)).toEqual([]);
  await choice.getByRole('button', { name: 'Continue your draft' }).click();
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  await expect(page.getByText(a.title).first()).toBeVisible();

  await page.goto('/');
  await page.goto('/session-builder');
  await page.getByRole('button', { name: 'Start a new plan' }).click();
  await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
  // Nothing left of the old plan: the next visit starts at step 1 without asking.
  await page.goto('/');
  await page.goto('/session-builder');
  await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue your draft' })).toHaveCount(0);
});

test("an adaptation applied in the library is not carried into an unrelated plan, only into one with its drill", async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const [adapted, unrelated] = await twoDrills(page);
  await page.goto(`/activity-library?search=${encodeURIComponent(adapted.title)}`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: adapted.title, exact: true }) })
    .getByRole('button', { name: 'View Full Activity' })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(adapted.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await dialog.getByRole('button', { name: 'Simplify', exact: true }).click();
  await dialog.getByRole('button', { name: 'Make It Easier' }).click();
  const easier = page.getByRole('dialog', { name: 'Make It Easier' });
  await easier.getByRole('checkbox').first().check();
  await easier.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(toastWith(page, 'Saved for your next session plan')).toBeVisible();

  // A plan of another drill: no notes from the library, and none saved into it.
  await page.goto(planLink([unrelated.id]));
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
  await expect(page.getByText(/Notes from the library/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/builder-unrelated-plan-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  const title = `Unrelated plan ${Date.now()}`;
  await page.getByLabel('Session Name').fill(title);
  await page.getByRole('button', { name: 'Save Session' }).click();
  await expect(toastWith(page, 'Session Saved')).toBeVisible();
  await waitForSynced(page);
  const saved = ((await (await page.request.get('/api/sessions', { headers: await authHeader(page) })).json()) as Session[]).find((s) => s.title === title);
  expect(saved?.notes).toBe('');

  // A plan with the adapted drill gets it.
  await page.goto(planLink([adapted.id]));
  await expect(page.getByText('Notes from the library (1)')).toBeVisible();
  await expect(page.locator('details.plan-notes')).toContainText(`${adapted.title}: Made easier`);
});
