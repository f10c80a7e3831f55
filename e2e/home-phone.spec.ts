import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';
import { expectNotCovering, PHONE, SHOTS } from './pitch-helpers';
import { scheduleToday } from './today-helpers';

/** Home on a phone: today's training first with a big Run button, then the week; a bottom bar to the main places. */

test.describe('home on a phone', () => {
  test.use({ viewport: PHONE });

  test("today's training comes first with a big Run button and the register status, then the week", async ({ page, request }) => {
    const title = `Pitch Today ${Date.now()}`;
    await scheduleToday(request, title);
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);

    const today = page.getByRole('region', { name: 'Today' });
    await expect(today).toContainText('Junior Academy');
    await expect(today).toContainText('00:01');
    await expect(today).toContainText(title);
    await expect(today).toContainText('Register not taken yet (12 players)');
    const run = today.getByRole('button', { name: 'Run Session' });
    // On the first screen, above the week and the tool cards.
    const runBox = (await run.boundingBox())!;
    expect(runBox.y + runBox.height).toBeLessThanOrEqual(PHONE.height - 60);
    expect(runBox.height).toBeGreaterThanOrEqual(44);
    const weekBox = (await page.getByRole('region', { name: 'Weekly Training Schedule' }).boundingBox())!;
    expect(weekBox.y).toBeGreaterThan(runBox.y);
    const cardsBox = (await page.getByRole('list', { name: 'What would you like to do?' }).boundingBox())!;
    expect(cardsBox.y).toBeGreaterThan(weekBox.y);
    await page.screenshot({ path: `${SHOTS}/home-today-phone.png` });

    // The bottom bar reaches the main places without the menu.
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    for (const tab of ['Home', 'Plan', 'Sessions', 'Drills', 'Team']) await expect(bar.getByRole('link', { name: tab, exact: true })).toBeVisible();
    await bar.getByRole('link', { name: 'Drills', exact: true }).click();
    await expect(page).toHaveURL(/\/activity-library$/);
    await bar.getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await bar.getByRole('link', { name: 'Home', exact: true }).click();

    // Run: a copy of the session, the run-through without the bottom bar over its controls.
    await page.getByRole('region', { name: 'Today' }).getByRole('button', { name: 'Run Session' }).click();
    await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Today' }).getByRole('button', { name: 'Continue Session' })).toBeVisible();
  });

  test('a toast shows above the bottom bar, never over it', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Team', exact: true }).click();
    await page.getByRole('region', { name: 'Junior Academy' }).getByRole('link', { name: 'Players of Junior Academy' }).click();
    const form = page.getByRole('region', { name: 'Add a player' });
    const name = `Toast Kid ${Date.now()}`;
    await form.getByLabel('Player name').fill(name);
    await form.getByRole('button', { name: 'Add Player' }).click();
    const shown = toastWith(page, `${name} added`);
    await expect(shown).toBeVisible();
    await expectNotCovering(shown, { 'the bottom bar': page.getByRole('navigation', { name: 'Quick navigation' }) });
  });
});

test('desktop keeps its header links and shows no bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  await expect(page.getByRole('region', { name: 'Weekly Training Schedule' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'My teams' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/home-today-desktop.png` });
});
