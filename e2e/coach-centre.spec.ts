import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  formatDayHeading,
  formatWeekHeading,
  localIsoDate,
  weekStart,
  type Activity,
  type CoachGroup,
  type Session,
} from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';
import { sharedWeekHeading } from './today-helpers';

/** The Coach Centre (/coachcentre) as docs/architecture.md has it: signed-in coach, this week with previous/next, offline. */

const shots = 'test-results/screenshots';
const monday = weekStart(localIsoDate());
const schedule = (page: Page) => page.getByRole('region', { name: 'Weekly Training Schedule' });
const day = (page: Page, date: string) =>
  page.locator('.schedule-day').filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) });

async function apiHeaders(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const answer = await request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

async function scheduleOne(request: APIRequestContext, date: string, groupName: string, title: string): Promise<Session> {
  const headers = await apiHeaders(request, DEMO.planner);
  const activities = (await (await request.get('/api/activities', { headers })).json()) as Activity[];
  const created = await request.post('/api/sessions', {
    headers,
    data: { title, focus: 'Support', activityIds: activities.slice(0, 1).map((a) => a.id), activityDurations: [15], duration: 15, savedToLibrary: true },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as Session;
  const groups = (await (await request.get('/api/coach-groups', { headers })).json()) as CoachGroup[];
  const group = groups.find((g) => g.name === groupName);
  expect(group).toBeDefined();
  const scheduled = await request.post('/api/schedule/date', { headers, data: { sessionId: session.id, date, groupId: group!.id } });
  expect(scheduled.status()).toBe(201);
  return session;
}

test.describe('coach centre', () => {
  test('the signed-in coach sees this week with group colours and TBD, moves between weeks, and opens the Game Generator', async ({
    page,
    request,
  }) => {
    // Five weeks ahead, so no other test's entries share the week.
    const later = addDays(monday, 35);
    const session = await scheduleOne(request, addDays(later, 1), '2010 Girls Team', `Centre Tuesday ${Date.now()}`);

    await signIn(page, DEMO.coach, demoPassword());
    await waitForSynced(page);
    await page.goto('/coachcentre');
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Centre' })).toBeVisible();
    const card = schedule(page);
    // Other specs schedule "today": on a weekend run this week shows its weekend too.
    await expect(card.getByText(sharedWeekHeading(monday))).toBeVisible();

    // The demo week: Monday's Junior Academy (blue) runs a session; the Academy (green) is TBD.
    const junior = day(page, monday).locator('.schedule-entry[data-colour="blue"]').first();
    await expect(junior.locator('button.schedule-entry__main')).toContainText('Junior Academy');
    const tbd = day(page, monday).locator('.schedule-entry[data-colour="green"]').filter({ hasText: 'TBD' }).first();
    await expect(tbd).toContainText('Academy');
    await expect(tbd.getByRole('link')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${shots}/coach-centre-desktop.png`, fullPage: true });

    // An empty week, then a week where only Tuesday has a session.
    await card.getByRole('button', { name: 'Previous week' }).click();
    await card.getByRole('button', { name: 'Previous week' }).click();
    await card.getByRole('button', { name: 'Previous week' }).click();
    await expect(card.getByText(formatWeekHeading(addDays(monday, -21)))).toBeVisible();
    await expect(card.getByText('No sessions scheduled for this week.')).toBeVisible();
    await expect(card.getByText('Check back later or contact your Head Coach.')).toBeVisible();
    // The spec's two parts read as two lines: the fact, then what to do.
    await expect
      .poll(() => card.getByText('No sessions scheduled for this week.').evaluate((el) => (el as HTMLElement).innerText))
      .toBe('No sessions scheduled for this week.\nCheck back later or contact your Head Coach.');
    await card.getByRole('button', { name: 'This week' }).click();
    await expect(card.getByText(sharedWeekHeading(monday))).toBeVisible();
    for (let i = 0; i < 5; i += 1) await card.getByRole('button', { name: 'Next week' }).click();
    await expect(card.getByText(formatWeekHeading(later))).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveCount(5);
    const entry = day(page, addDays(later, 1)).locator('.schedule-entry').filter({ hasText: session.title });
    await expect(entry).toHaveAttribute('data-colour', 'pink');
    for (const offset of [0, 2, 3, 4]) {
      await expect(day(page, addDays(later, offset)).getByText('No sessions scheduled', { exact: true })).toBeVisible();
    }

    // The Game Creator card opens the dialog titled Game Generator.
    await page.getByRole('button', { name: 'Open Game Creator' }).click();
    const generator = page.getByRole('dialog', { name: 'Game Generator' });
    await expect(generator).toBeVisible();
    await page.screenshot({ path: `${shots}/coach-centre-game-generator-desktop.png` });
    await page.keyboard.press('Escape');
    await expect(generator).toBeHidden();

    // The entry runs a copy, never the library session itself.
    await entry.getByRole('button', { name: new RegExp(`^Run 2010 Girls Team ${session.title}`) }).click();
    await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
    expect(page.url()).not.toContain(session.id);
  });

  test('after one sync the coach centre works offline', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.planner, demoPassword());
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await waitForSynced(page);
    await page.goto('/coachcentre');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
    await expect(day(page, monday).getByText('Junior Academy').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/coach-centre-phone.png`, fullPage: true });

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Coach Centre' })).toBeVisible();
    await expect(day(page, monday).getByText('Junior Academy').first()).toBeVisible();
    await expect(day(page, monday).getByText('TBD').first()).toBeVisible();
    await schedule(page).getByRole('button', { name: 'Next week' }).click();
    await expect(schedule(page).getByText(sharedWeekHeading(addDays(monday, 7)))).toBeVisible();
    await context.setOffline(false);
  });

  test("flags decide what the centre shows; '/coach' is the normal sign-in", async ({ page, browser }) => {
    // Signed out, the old coach login address leads to the normal sign-in.
    await page.goto('/coach');
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, DEMO.newcomer, demoPassword());
    await page.goto('/coachcentre');
    await expect(page.getByRole('heading', { name: 'Nothing to show yet' })).toBeVisible();
    await expect(schedule(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open Game Creator' })).toHaveCount(0);

    const planner = await (await browser.newContext()).newPage();
    await signIn(planner, DEMO.planner, demoPassword());
    await planner.goto('/coachcentre');
    await expect(schedule(planner)).toBeVisible();
    // Pat may plan but not use the Game Creator.
    await expect(planner.getByRole('button', { name: 'Open Game Creator' })).toHaveCount(0);
    await planner.context().close();
  });
});
