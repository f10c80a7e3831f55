import type { Page } from '@playwright/test';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { createSession, PHONE, SHOTS } from './pitch-helpers';

/**
 * Each activity keeps its own countdown on the device. Moving through the
 * plan never resets a timer (a running one keeps running, as the drill on the pitch does),
 * and a reload or an app restart, online or offline, returns to the same time.
 */

test.use({ viewport: PHONE });

const ui = (page: Page) => ({
  timer: page.getByRole('timer', { name: /Time left/ }),
  state: page.locator('.run-timer__state'),
  position: page.locator('.run__position'),
  next: page.getByRole('button', { name: 'Next Activity' }),
  previous: page.getByRole('button', { name: 'Previous Activity' }),
  elsewhere: page.locator('.run__elsewhere'),
});

test('moving through the plan keeps every activity its own timer; a running one keeps running and survives a reload', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const { id, activities } = await createSession(page, `Timers kept ${Date.now()}`);
  await page.goto(`/session-execution/${id}`);
  const { timer, state, position, next, previous, elsewhere } = ui(page);
  await expect(position).toHaveText('Activity 1 of 3');
  await expect(timer).toHaveText('05:00');
  // Reading ahead while a drill runs: Next must not carry the countdown on (that is run-through-devices.spec.ts).
  await page.getByRole('switch', { name: /Next Activity starts the next countdown/ }).uncheck();

  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(30_000);
  await expect(timer).toHaveText('04:30');

  // Reading ahead: the next activity has its own fresh timer; the running one is not reset.
  await next.click();
  await expect(position).toHaveText('Activity 2 of 3');
  await expect(timer).toHaveText('10:00');
  await expect(state).toHaveText('10 minutes planned');
  await expect(elsewhere).toContainText('Timer running for activity 1');
  await expect(elsewhere).toContainText(activities[0]!.title);
  await page.clock.fastForward(10_000);
  // 04:20 on an idle machine; the page clock also runs on in real time, so a busy one shows a little less.
  await expect(elsewhere).toContainText(/04:[0-2]\d/);
  await page.screenshot({ path: `${SHOTS}/run-timer-elsewhere-phone.png` });

  await elsewhere.getByRole('button', { name: 'Back to activity 1' }).click();
  await expect(position).toHaveText('Activity 1 of 3');
  await expect(timer).toHaveText(/^04:[0-2]\d$/);
  await expect(state).toHaveText('Running');
  await expect(elsewhere).toHaveCount(0);

  // A reload (or the phone killing the tab) comes back to the same running timer, at once after
  // the tap: the move back is kept with the timers in the tap itself, whether or not its synced
  // write has landed (run-position-persistence.spec.ts holds that write back to prove it).
  await page.reload();
  await expect(position).toHaveText('Activity 1 of 3');
  await expect(state).toHaveText('Running');
  // Not back to 05:00: the time it had, less the moments the reload took (the page clock runs on).
  await expect(timer).toHaveText(/^04:[0-2]\d$/);

  // Paused on activity 1, then activity 2 is started: activity 1 keeps its paused time.
  await page.getByRole('button', { name: 'Pause' }).click();
  const pausedAt = await timer.textContent();
  await next.click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(60_000);
  await expect(timer).toHaveText(/^0[89]:\d\d$/);
  await expect(elsewhere).toHaveCount(0);
  await previous.click();
  await expect(timer).toHaveText(pausedAt ?? '');
  await expect(state).toHaveText('Paused');
  // Starting activity 1 again pauses activity 2: one drill runs at a time.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(elsewhere).toHaveCount(0);
  await next.click();
  await expect(state).toHaveText('Paused');
  const secondPaused = await timer.textContent();
  expect(secondPaused).toMatch(/^0[89]:\d\d$/);
  await page.clock.fastForward(5_000);
  await expect(timer).toHaveText(secondPaused ?? '');
  await expect(elsewhere).toContainText('Timer running for activity 1');

  // Finishing the session leaves nothing to resume on this device.
  await page.getByRole('button', { name: 'Finish Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish Session' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((sessionId) => Object.keys(localStorage).some((k) => k.startsWith('pitchside.runTimers:') && localStorage.getItem(k)?.includes(sessionId)), id)).toBe(false);
});

test('offline: a running timer survives a reload and an app restart with the network cut', async ({ page, context }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const { id } = await createSession(page, `Timers offline ${Date.now()}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/session-execution/${id}`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  const { timer, state, position, next } = ui(page);
  await expect(position).toHaveText('Activity 1 of 3');
  await waitForSynced(page);

  await context.setOffline(true);
  await next.click();
  await expect(timer).toHaveText('10:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(timer).toHaveText(/^09:5\d$/);

  await page.reload();
  await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
  await expect(position).toHaveText('Activity 2 of 3');
  await expect(state).toHaveText('Running');
  await expect(timer).toHaveText(/^09:5\d$/);

  // The app closed and opened again, still offline: the time went on while it was closed.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(`/session-execution/${id}`);
  const again = ui(reopened);
  await expect(again.position).toHaveText('Activity 2 of 3');
  await expect(again.state).toHaveText('Running');
  await expect(again.timer).toHaveText(/^09:[45]\d$/);
  await reopened.getByRole('button', { name: 'Pause' }).click();
  await expect(again.state).toHaveText('Paused');
  await reopened.reload();
  await expect(again.state).toHaveText('Paused');
  await context.setOffline(false);
});
