import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { createSession } from './pitch-helpers';

/** The header's sync state never says "All changes saved" while a change is still on the device. */

test('after a reload, a change not yet sent is never called saved', async ({ page }) => {
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const { id } = await createSession(page, `Header reload ${Date.now()}`);
  await page.goto(`/session-execution/${id}`);
  await expect(page.locator('.run__position')).toHaveText('Activity 1 of 3');
  await waitForSynced(page);

  // The server refuses every push for now, so the change below stays in the device's outbox.
  await page.route('**/api/sync/push', (route) => route.fulfill({ status: 503, json: { message: 'Down for maintenance', code: 'unavailable' } }));
  await page.getByRole('button', { name: 'Next Activity' }).click();
  const header = page.locator('header.app-header');
  await expect(header.getByText('1 change waiting')).toBeVisible();

  // Every header text the reloaded page ever shows, from its first render on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenSyncStates: string[] }).seenSyncStates = seen;
    new MutationObserver(() => {
      const text = document.querySelector('header.app-header .sync-wrap')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.reload();
  await expect(page.locator('.run__position')).toHaveText('Activity 2 of 3');
  await expect(header.getByText('1 change waiting')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seenSyncStates: string[] }).seenSyncStates);
  expect(seen).not.toContain('All changes saved');

  // Once the server takes it, the header says so.
  await page.unroute('**/api/sync/push');
  // (The "back online" signal makes the app try again at once rather than after its back-off.)
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitForSynced(page);
});
