import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { PHONE } from './pitch-helpers';

/**
 * A coach taps the next tab while a screen is still opening (a slow phone, a cold chunk). A screen
 * that rewrites the address as it arrives (replaceState) would put its own address back over the
 * one just tapped, and the tap would be lost: arriving on a main place rewrites nothing.
 */
test.use({ viewport: PHONE });

test('arriving on each main place leaves the address as tapped, so a quick next tap is never undone', async ({ page }) => {
  await page.addInitScript(() => {
    const replace = history.replaceState.bind(history);
    const rewrites: string[] = [];
    Object.assign(window, { rewrites });
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      rewrites.push(String(args[2]));
      replace(...args);
    };
  });
  await signIn(page, DEMO.coach, demoPassword());
  await waitForSynced(page);
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  const places = [
    { tab: 'Drills', path: /\/activity-library$/, heading: 'Activity Library' },
    { tab: 'Sessions', path: /\/session-library$/, heading: 'Session Library' },
    { tab: 'Plan', path: /\/session-builder$/, heading: 'Session Builder' },
    { tab: 'Team', path: /\/teams$/, heading: 'My teams' },
    { tab: 'Home', path: /\/$/, heading: null },
  ];
  for (const place of places) {
    await page.evaluate(() => ((window as unknown as { rewrites: string[] }).rewrites.length = 0));
    await bar.getByRole('link', { name: place.tab, exact: true }).click();
    await expect(page).toHaveURL(place.path);
    if (place.heading) await expect(page.getByRole('heading', { level: 1, name: place.heading })).toBeVisible();
    else await expect(page.getByRole('region', { name: 'Weekly Training Schedule' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { rewrites: string[] }).rewrites), `arriving on ${place.tab}`).toEqual([]);
  }

  // The flow that lost its tap: Drills, then Team before the library has settled, on a slow phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await bar.getByRole('link', { name: 'Drills', exact: true }).click();
  await expect(page).toHaveURL(/\/activity-library$/);
  await bar.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
  await expect(page).toHaveURL(/\/teams$/);
});
