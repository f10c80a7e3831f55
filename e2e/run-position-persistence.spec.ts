import type { Page } from '@playwright/test';
import { api } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { createSession, PHONE, SHOTS } from './pitch-helpers';
import { storedActivityIndex } from './device-store-helpers';

/**
 * The activity a run-through is on is kept on the device with its timers. The phone killing the
 * tab the moment after Next reopens on the activity Next moved to, with that activity's
 * countdown, even when the synced write of the move never landed; a run moved on later by
 * another device opens where that device left it. Each test its own session.
 */

test.use({ viewport: PHONE });

const ui = (page: Page) => ({
  title: page.locator('#run-current-title'),
  timer: page.getByRole('timer', { name: /Time left/ }),
  state: page.locator('.run-timer__state'),
  position: page.locator('.run__position'),
  next: page.getByRole('button', { name: 'Next Activity' }),
  elsewhere: page.locator('.run__elsewhere'),
});

/**
 * Keeps the device's store busy with a write of its own (as a sync in progress does), so the
 * synced write of the next move waits behind it: the tab killed after the tap then loses that
 * write every time, not only when the kill wins the race.
 */
function holdTheOutbox(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const outbox = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
          // A transaction stays open while each request asks the next.
          const keepBusy = () => {
            outbox.count().onsuccess = keepBusy;
          };
          outbox.count().onsuccess = () => {
            keepBusy();
            resolve();
          };
        };
      }),
  );
}

test('the tab killed right after Next reopens on the next activity with its running countdown; a run moved on elsewhere later opens there', async ({ page, context }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const { id, activities } = await createSession(page, `Position kept ${Date.now()}`);
  await page.goto(`/session-execution/${id}`);
  const { timer, state, position, next } = ui(page);
  await expect(position).toHaveText('Activity 1 of 3');
  await expect(timer).toHaveText('05:00');

  // The drill runs; Next carries the countdown on to the next drill (on by default).
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(state).toHaveText('Running');
  await waitForSynced(page);
  await holdTheOutbox(page);
  await next.click();
  await expect(position).toHaveText('Activity 2 of 3');
  // Killed at once: the synced write of the move (not awaited) never lands.
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto(`/session-execution/${id}`);
  const again = ui(reopened);
  await expect(again.position).toHaveText('Activity 2 of 3');
  await expect(again.title).toHaveText(activities[1]!.title);
  await expect(again.state).toHaveText('Running');
  await expect(again.timer).toHaveText(/^09:[45]\d$/);
  // Activity 1's countdown was paused by the move, so nothing runs elsewhere.
  await expect(again.elsewhere).toHaveCount(0);
  // The synced position still says activity 1: the move's write died with the tab.
  expect(await storedActivityIndex(reopened, id)).toBe(0);
  await reopened.screenshot({ path: `${SHOTS}/run-position-reopened-phone.png` });

  // Another device moves the run on to activity 3, after this device's last move.
  const other = await api(reopened.request, DEMO.coach);
  const moved = await other.request.put(`/api/sessions/${id}`, { headers: other.headers, data: { currentActivityIndex: 2 } });
  expect(moved.status()).toBe(200);
  // The app pulls on start: reopen until the device holds the other device's move, then once more.
  await expect
    .poll(async () => {
      await reopened.reload();
      return storedActivityIndex(reopened, id);
    })
    .toBe(2);
  await reopened.reload();
  await expect(again.position).toHaveText('Activity 3 of 3');
  await expect(again.title).toHaveText(activities[2]!.title);
  // Activity 2's countdown still runs, as its drill does.
  await expect(again.elsewhere).toContainText('Timer running for activity 2');
});
