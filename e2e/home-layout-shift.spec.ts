import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { PHONE } from './pitch-helpers';
import { scheduleToday } from './today-helpers';

/**
 * A returning coach opens the app on a phone: the home screen builds up without pushing what
 * is already on screen (today's card, the week, the tool cards). Measured as the browser
 * does for Core Web Vitals: the sum of the page's layout-shift entries (a layout value, not a
 * time), which must stay below 0.1, the "good" limit.
 */

type Shift = { value: number; hadRecentInput: boolean; sources: string[] };

/** Runs before the app: keeps every layout shift with the elements that moved. */
const RECORD_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((s) => (s.node && s.node.className ? String(s.node.className) : String(s.node && s.node.nodeName))),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

test.describe('home layout on a phone', () => {
  test.use({ viewport: PHONE });

  test('opening the signed-in home shifts nothing on screen (CLS below 0.1)', async ({ page, context }) => {
    const title = `Steady Home ${Date.now()}`;
    // After the first training of today (another spec's): this test reads no card's content.
    await scheduleToday(page.request, title, '00:02');
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);

    // A slow phone, as Lighthouse's mobile preset has it: the parts of home arrive one by one.
    const phone = await context.newPage();
    const cdp = await context.newCDPSession(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await phone.addInitScript(RECORD_SHIFTS);
    await phone.goto('/');
    await expect(phone.getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Weekly Training Schedule' })).toContainText(title);
    await expect(phone.getByRole('list', { name: 'What would you like to do?' })).toBeVisible();
    await waitForSynced(phone);

    const shifts = await phone.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const unprompted = shifts.filter((s) => !s.hadRecentInput);
    const cls = unprompted.reduce((sum, s) => sum + s.value, 0);
    expect(cls, `layout shifts: ${JSON.stringify(unprompted)}`).toBeLessThan(0.1);
  });
});
