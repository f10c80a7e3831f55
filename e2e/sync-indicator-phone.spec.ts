import { DEMO, demoPassword, expect, signIn, test, waitForAppCached, waitForSynced } from './fixtures';
import { boxOf, createSession, intersects, SHOTS } from './pitch-helpers';

/** On the narrowest phones the header still says that changes are queued. */

for (const width of [390, 360]) {
  test.describe(`header sync indicator at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`offline, the queued changes stay visible and named at ${width} px`, async ({ page, context }) => {
      await signIn(page, DEMO.coach, demoPassword());
      await waitForSynced(page);
      const { id } = await createSession(page, `Header count ${width} ${Date.now()}`);
      await page.goto(`/session-execution/${id}`);
      await expect(page.locator('.run__position')).toHaveText('Activity 1 of 3');
      // The installed app: a change made offline loads its schemas from the worker's cache.
      await waitForAppCached(page);
      await expect(page.locator('.run__position')).toHaveText('Activity 1 of 3');
      await waitForSynced(page);

      await context.setOffline(true);
      const header = page.locator('header.app-header');
      const status = header.getByRole('status');
      await expect(status).toHaveText('Offline');
      await expect(header.locator('.sync__count')).toBeHidden();

      // Two changes made offline (moving through the plan is saved and synced).
      await page.getByRole('button', { name: 'Next Activity' }).click();
      await expect(page.locator('.run__position')).toHaveText('Activity 2 of 3');
      await expect(header.locator('.sync__count')).toHaveText('1');
      await expect(status).toContainText('Offline · 1 change waiting');
      await page.getByRole('button', { name: 'Next Activity' }).click();
      const badge = header.locator('.sync__count');
      await expect(badge).toHaveText('2');
      await expect(badge).toBeVisible();
      await expect(status).toContainText('2 changes waiting');

      // It fits: nothing in the bar overflows or overlaps, and the badge is readable.
      const bar = header.locator('.app-header__bar');
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await fits()).toBe(true);
      const pill = await boxOf(header.locator('.sync'));
      expect(pill.x + pill.width).toBeLessThanOrEqual(width);
      expect(intersects(pill, await boxOf(header.getByRole('link', { name: 'Pitchside home' })))).toBe(false);
      expect((await boxOf(header.locator('.brand__mark'))).width).toBeGreaterThanOrEqual(30);
      expect(intersects(pill, await boxOf(header.getByRole('button', { name: 'Open menu' })))).toBe(false);
      const badgeBox = await boxOf(badge);
      expect(badgeBox.height).toBeGreaterThanOrEqual(20);
      expect(await badge.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
      await page.screenshot({ path: `${SHOTS}/header-offline-waiting-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });

      // Back online the changes go out and the header says so.
      await context.setOffline(false);
      await waitForSynced(page, 30_000);
      expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await fits()).toBe(true);
      await expect(header.getByText('All changes saved')).toBeVisible();
      expect((await boxOf(header.locator('.brand__mark'))).width).toBeGreaterThanOrEqual(30);
      await page.screenshot({ path: `${SHOTS}/header-saved-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
    });
  });
}
