import type { Page } from '@playwright/test';
import type { Activity } from '@pitchside/shared';
import AxeBuilder from '@axe-core/playwright';
import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/**
 * A session's share link at phone size: made from the session library, it opens signed out
 * (a plain page, no app script) with the pitch card; revoked, it answers 404. The run-through
 * offers the same link for the session it runs.
 */

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, reducedMotion: 'reduce' });

const shots = 'test-results/shots-share';

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a share link opens the pitch card signed out, and 404s after revoke', async ({ page, context, browser, request }) => {
  const planner = await api(request, DEMO.planner);
  const title = `Shared rondos ${Date.now()}`;
  const session = await librarySession(planner, title);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);

  await page.getByRole('link', { name: 'View Sessions' }).click();
  const card = page.getByRole('article', { name: title });
  await card.screenshot({ path: `${shots}/library-card-phone.png` });
  await card.getByRole('button', { name: `Share link of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  await expect(dialog.getByText('This session is not shared.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(toastWith(page, 'Link Created')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(toastWith(page, 'Link Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^https?:\/\/[^/]+\/share\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByLabel('Share link')).toHaveValue(link);
  await page.screenshot({ path: `${shots}/share-dialog-phone.png` });
  expect(await axeViolations(page)).toEqual([]);

  // Someone with no account, on a phone, with scripts off: the card is all there.
  const visitor = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  const shared = await visitor.newPage();
  const opened = await shared.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(shared.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shared.locator('.pitch-card__activity')).toHaveCount(2);
  await expect(shared.locator('.pitch-card__facts').first()).toContainText('10 min');
  await expect(shared.locator('.pitch-card__facts').nth(1)).toContainText('20 min');
  await expect(shared.getByRole('region', { name: 'Kit list' })).toBeVisible();
  expect(await shared.locator('script').count()).toBe(0);
  // The whole session, not the one-page card: every coaching point, the setup and instructions of each drill.
  const all = (await (await planner.request.get('/api/activities', { headers: planner.headers })).json()) as Activity[];
  const drills = session.activityIds.map((id) => all.find((a) => a.id === id)!);
  await expect(shared.getByText(/more in the app/)).toHaveCount(0);
  for (const [i, drill] of drills.entries()) {
    const block = shared.locator('.pitch-card__activity').nth(i);
    await expect(block.locator('.pitch-card__points li')).toHaveCount(drill.coachingPoints.filter((p) => p.trim()).length);
    if (drill.setup.trim()) await expect(block.getByRole('heading', { name: 'Setup' })).toBeVisible();
    if (drill.instructions.trim()) await expect(block.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  }
  expect(drills.some((d) => d.coachingPoints.length > 4)).toBe(true);
  await shared.screenshot({ path: `${shots}/shared-card-phone.png`, fullPage: true });
  // Printed, every drill and every point is on paper.
  await shared.emulateMedia({ media: 'print' });
  await expect(shared.locator('.pitch-card__points li').last()).toBeVisible();
  await shared.pdf({ path: `${shots}/shared-card.pdf`, format: 'A4' });
  await shared.emulateMedia({ media: 'screen' });
  // axe runs as a script: a second look with scripts allowed past the page's own no-script policy.
  const checker = await browser.newContext({ viewport: phone, bypassCSP: true });
  const checked = await checker.newPage();
  await checked.goto(link);
  expect(await axeViolations(checked)).toEqual([]);
  await checker.close();

  // Revoke: confirmed, and the same link now answers 404 with a page that names nothing.
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke share link' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(toastWith(page, 'Link Revoked')).toBeVisible();
  await expect(dialog.getByText('This session is not shared.')).toBeVisible();
  const gone = await shared.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(shared.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(shared.getByText(title)).toHaveCount(0);
  await shared.screenshot({ path: `${shots}/shared-card-revoked-phone.png` });
  await visitor.close();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The run-through offers the link for the session it runs.
  await card.getByRole('button', { name: 'View Session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
  await waitForSynced(page);
  await page.getByRole('button', { name: `Share link of ${title}` }).click();
  await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeVisible();
  await page.screenshot({ path: `${shots}/share-dialog-run-phone.png` });

  // Offline, the dialog says it needs a connection.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await context.setOffline(true);
  await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Share link of ${title}` }).click();
  await expect(dialog.getByText('You are offline. Share links need a connection')).toBeVisible();
  await page.screenshot({ path: `${shots}/share-dialog-offline-phone.png` });
  await context.setOffline(false);
});
