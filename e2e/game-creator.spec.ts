import type { Locator, Page } from '@playwright/test';
import { formationCoachingTips } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/** The Game Creator dialog (docs/spec/coaching.md "Team-formation generator", sections 4, 5 and 9): no network call. */

async function openGameCreator(page: Page): Promise<Locator> {
  await page.getByRole('group', { name: 'Game Creator' }).getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team Formation Tool' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const suggestions = (dialog: Locator) => dialog.locator('.formation-card');

/** Every input, the disabled states, the results and the tips. */
async function exerciseGameCreator(dialog: Locator): Promise<void> {
  const players = dialog.getByRole('spinbutton', { name: 'Players' });
  const fields = dialog.getByRole('spinbutton', { name: 'Fields' });
  const generate = dialog.getByRole('button', { name: 'Generate Team Formations' });

  await expect(players).toHaveValue('6');
  await expect(fields).toHaveValue('1');
  await expect(players).toHaveAttribute('min', '6');
  await expect(players).toHaveAttribute('max', '16');
  await expect(fields).toHaveAttribute('min', '1');
  await expect(fields).toHaveAttribute('max', '3');
  // The list starts empty; the tips are always there.
  await expect(dialog.getByRole('heading', { name: 'Formation Suggestions' })).toHaveCount(0);
  const tips = dialog.getByRole('complementary', { name: 'Coaching Tips' });
  for (const tip of formationCoachingTips) await expect(tips).toContainText(tip);

  // Invalid inputs disable the button: players under 6, over 16, or not a number (0); fields 0 or 4.
  for (const value of ['5', '17', '']) {
    await players.fill(value);
    await expect(generate).toBeDisabled();
  }
  await players.fill('10');
  await expect(generate).toBeEnabled();
  for (const value of ['0', '4']) {
    await fields.fill(value);
    await expect(generate).toBeDisabled();
  }
  // A blank Fields input counts as 1 field.
  await fields.fill('');
  await expect(generate).toBeEnabled();

  await generate.click();
  await expect(dialog.getByRole('heading', { name: 'Formation Suggestions' })).toBeVisible();
  const count = await suggestions(dialog).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  const firstCard = suggestions(dialog).first();
  await expect(firstCard.getByRole('heading', { level: 4 })).not.toBeEmpty();
  await expect(firstCard.getByRole('heading', { name: 'Game Setup' })).toBeVisible();
  await expect(firstCard.getByRole('heading', { name: 'Adaptations' })).toBeVisible();
  await expect(firstCard.locator('.formation-game').first()).toContainText(/\d+ players?/);
  await expect(firstCard.locator('.formation-game .badge').first()).not.toBeEmpty();

  // Every suggestion places all ten players.
  for (const suggestion of await suggestions(dialog).all()) {
    const rows = await suggestion.locator('.formation-game__players').allTextContents();
    expect(rows.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBe(10);
  }

  // Generate replaces the list for the new numbers.
  await players.fill('12');
  await fields.fill('2');
  await generate.click();
  await expect(dialog.getByText('For 12 players on 2 fields')).toBeVisible();
  const twoFields = await suggestions(dialog).count();
  expect(twoFields).toBeGreaterThan(0);
  expect(twoFields).toBeLessThanOrEqual(4);
  await expect(suggestions(dialog).first()).toContainText('Field');

  // A valid combination outside the catalogue (16 players on 3 fields) gives an empty list.
  await players.fill('16');
  await fields.fill('3');
  await generate.click();
  await expect(dialog.getByText('No formations for 16 players on 3 fields')).toBeVisible();
  await expect(suggestions(dialog)).toHaveCount(0);
}

test.describe('Game Creator', () => {
  test.describe.configure({ timeout: 90_000 });
  test('valid and invalid inputs, suggestions and coaching tips, without a network call', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && !r.url().includes('/api/sync/')) calls.push(r.url());
    });
    const dialog = await openGameCreator(page);
    await exerciseGameCreator(dialog);
    expect(calls).toEqual([]);
    await dialog.locator('.dialog__footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('works offline', async ({ page, context }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
    await exerciseGameCreator(await openGameCreator(page));
    await context.setOffline(false);
  });
});

for (const vp of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test.describe(`Game Creator screenshots (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    test(`results (${vp.name})`, async ({ page }) => {
      await signIn(page, DEMO.coach, demoPassword());
      const dialog = await openGameCreator(page);
      await page.screenshot({ path: `test-results/screenshots/game-creator-empty-${vp.name}.png` });
      await dialog.getByRole('spinbutton', { name: 'Players' }).fill('11');
      await dialog.getByRole('button', { name: 'Generate Team Formations' }).click();
      await expect(dialog.getByRole('heading', { name: 'Formation Suggestions' })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/game-creator-${vp.name}.png` });
    });
  });
}
