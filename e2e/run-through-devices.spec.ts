import type { Page } from '@playwright/test';
import type { CoachGroup, Player } from '@pitchside/shared';
import { api } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { boxOf, createSession, intersects, type LibraryActivity } from './pitch-helpers';

/**
 * The run-through on a tablet on a tripod (1024x768) and on a phone (390x844): the countdown
 * and the diagram show together on the tablet; on the phone the countdown stays in view while
 * scrolling, without covering the header or the bottom bar, and the drill's title shows after
 * Next. Next Activity carries a running countdown on to the next drill (a setting kept on the
 * device turns it off); the register stays open after All present and folds when a drill starts.
 * Each test its own session (and group).
 */

const shots = 'test-results/shots-coach-run';
const TABLET = { width: 1024, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;
const withDiagram = { pick: (listed: LibraryActivity[]) => listed.filter((a) => a.diagram) };

async function openRun(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/session-execution/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
}

const timerState = (page: Page) => page.getByRole('region', { name: 'Activity timer' }).locator('.run-timer__state');
const bar = (page: Page) => page.getByRole('navigation', { name: 'Activity steps' });

test.describe('tablet', () => {
  test.use({ viewport: TABLET, reducedMotion: 'reduce' });

  test('the diagram stands beside the countdown and the points; Next carries a running countdown on, unless turned off', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const title = `Tablet run ${Date.now()}`;
    const { id, activities } = await createSession(page, title, { category: null, durations: [5, 10, 15], ...withDiagram });
    await waitForSynced(page);
    await openRun(page, id, title);

    const current = page.getByRole('article', { name: activities[0]!.title });
    const timer = current.getByRole('timer');
    const diagram = current.locator('.activity-diagram').first();
    await expect(timer).toBeInViewport({ ratio: 1 });
    await expect(diagram).toBeInViewport({ ratio: 1 });
    const [timerBox, diagramBox] = [await boxOf(timer), await boxOf(diagram)];
    expect(diagramBox.x + diagramBox.width).toBeLessThanOrEqual(timerBox.x);
    await page.screenshot({ path: `${shots}/run-tablet.png` });

    // Scrolled down to the coaching points, the diagram is still beside them.
    const points = current.getByRole('heading', { name: 'Coaching Points' });
    await points.scrollIntoViewIfNeeded();
    await expect(points).toBeInViewport();
    await expect(diagram).toBeInViewport({ ratio: 0.9 });
    expect((await boxOf(diagram)).x + (await boxOf(diagram)).width).toBeLessThanOrEqual((await boxOf(points)).x);
    await page.screenshot({ path: `${shots}/run-tablet-points.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);

    // Start, then one tap on Next: the next drill's countdown runs.
    await current.getByRole('button', { name: 'Start' }).click();
    await expect(timerState(page)).toHaveText('Running');
    await bar(page).getByRole('button', { name: 'Next Activity' }).click();
    await expect(page.getByRole('heading', { level: 2, name: activities[1]!.title })).toBeVisible();
    await expect(timerState(page)).toHaveText('Running');
    await expect(page.getByText(/^Timer running for activity/)).toHaveCount(0);

    // Turned off (and kept on this device): Next leaves the next countdown to the coach.
    const setting = page.getByRole('switch', { name: /Next Activity starts the next countdown/ });
    await setting.uncheck();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Next Activity starts the next countdown/ })).not.toBeChecked();
    await expect(timerState(page)).toHaveText('Running');
    await bar(page).getByRole('button', { name: 'Next Activity' }).click();
    await expect(page.getByRole('heading', { level: 2, name: activities[2]!.title })).toBeVisible();
    await expect(timerState(page)).toHaveText('15 minutes planned');
    await expect(page.getByText('Timer running for activity 2')).toBeVisible();
    await page.getByRole('switch', { name: /Next Activity starts the next countdown/ }).check();
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('the countdown stays in view while scrolling, clear of the header and the bottom bar; the title shows after Next', async ({ page }) => {
    await signIn(page, DEMO.coach, demoPassword());
    const title = `Phone run ${Date.now()}`;
    const { id, activities } = await createSession(page, title, { category: null, durations: [5, 10, 15], ...withDiagram });
    await waitForSynced(page);
    await openRun(page, id, title);
    const header = page.locator('header.app-header');

    const current = page.getByRole('article', { name: activities[0]!.title });
    const points = current.getByRole('heading', { name: 'Coaching Points' });
    await points.scrollIntoViewIfNeeded();
    const timer = page.getByRole('region', { name: 'Activity timer' });
    await expect(timer).toBeInViewport({ ratio: 1 });
    const timerBox = await boxOf(timer);
    expect(intersects(timerBox, await boxOf(header)), 'the countdown covers the header').toBe(false);
    expect(intersects(timerBox, await boxOf(bar(page))), 'the countdown covers the bottom bar').toBe(false);
    // Its own Start button stays in reach.
    await expect(timer.getByRole('button', { name: 'Start' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${shots}/run-phone-scrolled.png` });

    // Next from far down: the next drill's title shows below the header, not under it.
    await bar(page).getByRole('button', { name: 'Next Activity' }).click();
    const next = page.getByRole('heading', { level: 2, name: activities[1]!.title });
    await expect(next).toBeInViewport({ ratio: 1 });
    const headerBottom = (await boxOf(header)).y + (await boxOf(header)).height;
    expect((await boxOf(next)).y).toBeGreaterThanOrEqual(headerBottom);
    await page.screenshot({ path: `${shots}/run-phone-after-next.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the register stays open after All present for one-tap absentees, and folds when the first drill starts', async ({ page, request }) => {
    const stamp = Date.now();
    const admin = await api(request, DEMO.orgAdmin);
    const created = await request.post('/api/coach-groups', { headers: admin.headers, data: { name: `Register U10 ${stamp}` } });
    expect(created.status()).toBe(201);
    const group = (await created.json()) as CoachGroup;
    const names = ['Ada', 'Bea', 'Cal'].map((n) => `${n} ${stamp}`);
    for (const name of names) {
      const added = await request.post(`/api/coach-groups/${group.id}/players`, { headers: admin.headers, data: { name, shirtNumber: null, position: null } });
      expect(added.status()).toBe(201);
      expect(((await added.json()) as Player).name).toBe(name);
    }
    await signIn(page, DEMO.coach, demoPassword());
    const title = `Register run ${stamp}`;
    const { id } = await createSession(page, title);
    await waitForSynced(page);
    await openRun(page, id, title);

    const register = page.getByRole('region', { name: /^Attendance/ });
    await register.getByLabel('Group').selectOption({ label: group.name });
    await register.getByRole('button', { name: 'All present' }).click();
    await expect(register.getByRole('status')).toHaveText('3 of 3 here');
    // Still open: one tap per absentee.
    await register.getByRole('checkbox', { name: names[1]! }).uncheck();
    await expect(register.getByRole('status')).toHaveText('2 of 3 here');
    await expect(register.getByRole('checkbox')).toHaveCount(3);
    await register.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/run-register-open-phone.png` });

    // The first drill starts: the register folds to its count.
    await page.getByRole('region', { name: 'Activity timer' }).getByRole('button', { name: 'Start' }).click();
    await expect(register.getByRole('checkbox')).toHaveCount(0);
    await expect(register.getByRole('status')).toHaveText('2 of 3 here');
    // Opened again, Done folds it.
    await register.getByRole('button', { name: 'Change' }).click();
    await expect(register.getByRole('checkbox')).toHaveCount(3);
    await register.getByRole('button', { name: 'Done' }).click();
    await expect(register.getByRole('checkbox')).toHaveCount(0);
  });
});
