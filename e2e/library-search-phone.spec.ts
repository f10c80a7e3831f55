import type { Page } from '@playwright/test';
import type { Activity } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { authHeader, boxOf, DESKTOP, PHONE, SHOTS } from './pitch-helpers';

/**
 * The drill library on a phone: search finds what coaches type (category names, hyphens,
 * plurals, small typos), the builder offers every warm-up for the Warm-up phase, and each
 * card shows a small diagram, one action pair, a labelled timer button and takes any
 * "Fits N players".
 */

test.use({ viewport: PHONE });

const cards = (page: Page) => page.locator('.activity-card');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search activities' });

async function listed(page: Page, query: string): Promise<Activity[]> {
  const answer = await page.request.get(`/api/activities${query}`, { headers: await authHeader(page) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Activity[];
}

async function openLibrary(page: Page): Promise<void> {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  await page.goto('/activity-library');
  await expect(cards(page).first()).toBeVisible();
}

test('search finds every warm-up however it is typed, plurals and small typos too', async ({ page }) => {
  await openLibrary(page);
  const warmUps = (await listed(page, '?category=Warm-up')).map((a) => a.title);
  expect(warmUps.length).toBeGreaterThan(3);
  for (const typed of ['warm-up', 'warmup', 'Warm up', 'warm-ups']) {
    await search(page).fill(typed);
    await expect(page.getByRole('status').filter({ hasText: /activit/ })).toHaveText(/^\d+ activit/);
    for (const title of warmUps) await expect(cards(page).filter({ hasText: title }).first(), `${typed}: ${title}`).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/library-search-warm-up-phone.png` });

  // A slip of the thumb still finds the drill; a word that is nowhere finds nothing.
  const [dribble] = (await listed(page, '?category=Dribbling')).filter((a) => /dribble/i.test(a.title));
  await search(page).fill('dribbel');
  await expect(cards(page).filter({ hasText: dribble!.title }).first()).toBeVisible();
  await search(page).fill('qwertyuiop');
  await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
});

test('the builder offers every warm-up when filling the Warm-up phase', async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const warmUps = (await listed(page, '?category=Warm-up')).map((a) => a.title);
  const [main] = await listed(page, '?category=Support');
  await page.goto(`/session-builder?step=3&activities=${encodeURIComponent(JSON.stringify([main!.id]))}`);
  const warmUpPhase = page.locator('[data-phase="Warm-up"]');
  await expect(warmUpPhase.getByText(/^No warm-up yet\./)).toBeVisible();
  await warmUpPhase.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/builder-review-warm-up-phone.png` });
  await warmUpPhase.getByRole('button', { name: 'Show all warm-ups' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Activities/ })).toBeVisible();
  for (const title of warmUps) await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/builder-warm-ups-phone.png` });
});

test('cards: a diagram thumbnail drawn as it scrolls in, one action pair, a labelled timer button', async ({ page }) => {
  await openLibrary(page);
  const first = cards(page).first();
  await expect(first.locator('.activity-thumb svg')).toHaveCount(1);
  // Far down the list nothing is drawn until the card comes near.
  const far = cards(page).nth(50);
  await expect(far.locator('.activity-thumb svg, .activity-thumb img')).toHaveCount(0);
  await far.scrollIntoViewIfNeeded();
  await expect(far.locator('.activity-thumb svg, .activity-thumb img, .activity-thumb--empty')).toHaveCount(1);

  // One pair: View Full Activity and Select; no second way to the builder beside it.
  await expect(first.locator('.activity-card__actions').getByRole('button')).toHaveText(['View Full Activity', 'Select']);
  await expect(first.getByRole('link', { name: 'Add to Session' })).toHaveCount(0);
  // The clock says what it is.
  const tools = first.getByRole('button', { name: 'Timer & groups' });
  await expect(tools).toHaveText('Timer & groups');
  expect((await boxOf(tools)).height).toBeGreaterThanOrEqual(44);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/library-cards-phone.png` });
  await tools.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('Fits N players takes any number and says clearly when it cannot', async ({ page }) => {
  await openLibrary(page);
  const players = page.getByRole('textbox', { name: 'Number of players' });
  await players.fill('13');
  await expect(page).toHaveURL(/players=13/);
  await expect(page.getByRole('status').filter({ hasText: /activit/ })).toHaveText(/^\d+ activit/);
  await players.fill('41');
  await expect(page.getByText('Enter a whole number of players from 1 to 40.')).toBeVisible();
  await expect(players).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/players=/);
  await page.screenshot({ path: `${SHOTS}/library-players-error-phone.png` });
  await players.fill('');
  await expect(page.getByText('Enter a whole number of players from 1 to 40.')).toHaveCount(0);
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });
  test('screenshot of the library cards', async ({ page }) => {
    await openLibrary(page);
    await expect(cards(page).first().locator('.activity-thumb svg')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/library-cards-desktop.png` });
  });
});
