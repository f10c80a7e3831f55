import type { Page } from '@playwright/test';
import { localIsoDate, type Activity, type CoachGroup, type LoginResponse, type Session } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { PHONE } from './pitch-helpers';

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

async function scheduleToday(page: Page, title: string): Promise<void> {
  const request = page.request;
  const login = await request.post('/api/auth/login', { data: { email: DEMO.coach, password: demoPassword() } });
  const headers = { Authorization: `Bearer ${((await login.json()) as LoginResponse).token}` };
  const activities = (await (await request.get('/api/activities', { headers })).json()) as Activity[];
  const session = (await (
    await request.post('/api/sessions', {
      headers,
      data: { title, description: 'Today', focus: 'Support', abilityLevel: 'Intermediate', activityIds: [activities[0]!.id], activityDurations: [20], duration: 20, savedToLibrary: true },
    })
  ).json()) as Session;
  const groups = (await (await request.get('/api/coach-groups', { headers })).json()) as CoachGroup[];
  const entry = await request.post('/api/schedule/date', { headers, data: { sessionId: session.id, groupId: groups[0]!.id, date: localIsoDate(), startTime: '00:02', durationMinutes: 60 } });
  expect(entry.status()).toBe(201);
}

test.describe('home layout on a phone', () => {
  test.use({ viewport: PHONE });

  test('opening the signed-in home shifts nothing on screen (CLS below 0.1)', async ({ page, context }) => {
    const title = `Steady Home ${Date.now()}`;
    await scheduleToday(page, title);
    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);

    // A slow phone, as Lighthouse's mobile preset has it: the parts of home arrive one by one.
    const phone = await context.newPage();
    const cdp = await context.newCDPSession(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await phone.addInitScript(RECORD_SHIFTS);
    await phone.goto('/');
    await expect(phone.getByRole('region', { name: 'Today' })).toContainText(title);
    await expect(phone.getByRole('region', { name: 'Weekly Training Schedule' })).toContainText(title);
    await expect(phone.getByRole('list', { name: 'What would you like to do?' })).toBeVisible();
    await waitForSynced(phone);

    const shifts = await phone.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const unprompted = shifts.filter((s) => !s.hadRecentInput);
    const cls = unprompted.reduce((sum, s) => sum + s.value, 0);
    expect(cls, `layout shifts: ${JSON.stringify(unprompted)}`).toBeLessThan(0.1);
  });
});
