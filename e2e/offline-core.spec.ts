import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  formatDayHeading,
  localIsoDate,
  weekStart,
  type Activity,
  type CoachGroup,
  type LoginResponse,
  type ScheduleEntry,
  type Session,
} from '@pitchside/shared';
import { DEMO, chooseDate, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';

/**
 * docs/architecture.md "Offline data flow and the sync protocol": after one sync the home schedule and the library work
 * with no network; what is scheduled or deleted offline reaches the server once on reconnect.
 */

const monday = weekStart(localIsoDate());

async function loginToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as LoginResponse).token;
}

function entryOn(page: Page, date: string, text: string) {
  return page
    .locator('.schedule-day')
    .filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) })
    .locator('.schedule-entry')
    .filter({ hasText: text });
}

test('offline: home, schedule and library open; scheduling and deleting reach the server exactly once', async ({ page, context, request }) => {
  const token = await loginToken(request, DEMO.planner);
  const headers = { Authorization: `Bearer ${token}` };
  const activities = (await (await request.get('/api/activities', { headers })).json()) as Activity[];
  const title = `Offline Pressing ${Date.now()}`;
  const created = await request.post('/api/sessions', {
    headers,
    data: {
      title,
      focus: 'Delay & Pressing',
      abilityLevel: 'Advanced',
      activityIds: activities.slice(0, 3).map((a) => a.id),
      activityDurations: [10, 15, 20],
      duration: 45,
      savedToLibrary: true,
    },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as Session;
  const groups = (await (await request.get('/api/coach-groups', { headers })).json()) as CoachGroup[];
  const academy = groups.find((g) => g.name === 'Academy')!;
  // An entry made online, to be deleted offline.
  const existing = await request.post('/api/schedule/date', { headers, data: { sessionId: session.id, date: monday, groupId: academy.id } });
  expect(existing.status()).toBe(201);
  const existingEntry = (await existing.json()) as ScheduleEntry;

  // One online visit: sign in, sync, and let the service worker take control.
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await expect(entryOn(page, monday, title)).toHaveCount(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText(/Plan, schedule and run your training sessions/)).toBeVisible();
  await expect(page.getByText('Loading schedule...')).toHaveCount(0);
  await expect(entryOn(page, monday, title)).toHaveCount(1);

  // Delete the online entry while offline: it disappears in place.
  await entryOn(page, monday, title).getByRole('button', { name: 'Delete scheduled session' }).click();
  await page.getByRole('dialog', { name: 'Delete scheduled session' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Session Deleted')).toBeVisible();
  await expect(entryOn(page, monday, title)).toHaveCount(0);

  // The library opens offline (fresh load of the route from the service worker).
  await page.goto('/session-library');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('45 min')).toBeVisible();
  await expect(card.getByText('3 activities')).toBeVisible();

  // Schedule a single date and a weekly range offline.
  const friday = addDays(monday, 4);
  await card.getByRole('button', { name: 'Schedule for Training' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
  await dialog.getByLabel('Coach Group').selectOption({ label: 'Junior Academy' });
  await chooseDate(dialog.getByLabel(/^Date/), friday);
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Schedule for Training' }).click();
  await dialog.getByLabel('Weekly Schedule').check();
  await dialog.getByLabel('Coach Group').selectOption({ label: '2013 Boys Team' });
  await chooseDate(dialog.getByLabel('Start Date'), monday);
  // The dialog ticks the group's usual days; this spec wants its own two.
  for (const ticked = dialog.getByRole('group', { name: 'Training Days' }).getByRole('checkbox', { checked: true }); (await ticked.count()) > 0; ) await ticked.first().uncheck();
  await dialog.getByLabel('Tuesday').check();
  await dialog.getByLabel('Thursday').check();
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(toastWith(page, 'Session Scheduled')).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(entryOn(page, friday, title)).toHaveAttribute('data-colour', 'blue');
  for (const offset of [1, 3]) await expect(entryOn(page, addDays(monday, offset), title)).toHaveAttribute('data-colour', 'orange');
  await expect(page.locator('header.app-header').getByText(/\d+ changes? waiting/)).toBeVisible();

  // Still there after an offline reload (the device's store, not memory).
  await page.reload();
  await expect(entryOn(page, friday, title)).toHaveCount(1);
  await expect(entryOn(page, monday, title)).toHaveCount(0);

  await context.setOffline(false);
  await waitForSynced(page, 30_000);

  const week = (await (await request.get(`/api/coach/weekly-schedule?weekStart=${monday}`, { headers })).json()) as ScheduleEntry[];
  const ours = week.filter((e) => e.sessionId === session.id);
  expect(ours.map((e) => `${e.date} ${e.groupName}`).sort()).toEqual(
    [`${addDays(monday, 1)} 2013 Boys Team`, `${addDays(monday, 3)} 2013 Boys Team`, `${friday} Junior Academy`].sort(),
  );
  expect(ours.some((e) => e.id === existingEntry.id)).toBe(false);

  // After the pull, the device shows the server's truth: the same three entries.
  await page.reload();
  await expect(entryOn(page, friday, title)).toHaveCount(1);
  await expect(entryOn(page, addDays(monday, 1), title)).toHaveCount(1);
  await expect(entryOn(page, addDays(monday, 3), title)).toHaveCount(1);
  await expect(entryOn(page, monday, title)).toHaveCount(0);
});

test('a change the server refuses is listed in the header with its reason; Dismiss removes it; the device shows the server state', async ({ page, context, request }) => {
  const adminHeaders = { Authorization: `Bearer ${await loginToken(request, DEMO.orgAdmin)}` };
  const activities = (await (await request.get('/api/activities', { headers: adminHeaders })).json()) as Activity[];
  const title = `Refused Plan ${Date.now()}`;
  const created = await request.post('/api/sessions', {
    headers: adminHeaders,
    data: { title, focus: 'Support', abilityLevel: 'Beginner', activityIds: [activities[0]!.id], activityDurations: [15], duration: 15, savedToLibrary: true },
  });
  expect(created.status()).toBe(201);
  const session = (await created.json()) as Session;

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  // Home is opened below with no network: its screen then comes from the installed app.
  await waitForAppCached(page);
  await page.goto('/session-library');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();

  // Offline, the coach schedules the session for Friday: it is on the home schedule at once.
  await context.setOffline(true);
  const friday = addDays(monday, 4);
  await card.getByRole('button', { name: 'Schedule for Training' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
  await dialog.getByLabel('Coach Group').selectOption({ label: 'Academy' });
  await chooseDate(dialog.getByLabel(/^Date/), friday);
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(entryOn(page, friday, title)).toHaveCount(1);
  const header = page.locator('header.app-header');
  await expect(header.getByText('1 change waiting')).toBeVisible();

  // Meanwhile the org admin deletes that session.
  expect((await request.delete(`/api/sessions/${session.id}`, { headers: adminHeaders })).ok()).toBe(true);

  await context.setOffline(false);
  const failed = header.getByRole('button', { name: '1 change failed' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  // The device shows the server's truth: no entry, no session.
  await expect(entryOn(page, friday, title)).toHaveCount(0);

  await failed.click();
  const list = page.getByRole('dialog', { name: 'Changes that could not be saved' });
  const item = list.getByRole('listitem').filter({ hasText: 'Schedule a session for a date' });
  await expect(item).toContainText('Session not found');
  const axe = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/failed-changes.png' });
  await item.getByRole('button', { name: 'Dismiss: Schedule a session for a date' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(list.getByText('Nothing left to review')).toBeVisible();
  await list.locator('.dialog__footer').getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();
  // The button that opened the list is gone; focus stays on the sync state, not lost.
  await expect(header.locator('.sync-wrap')).toBeFocused();
  await expect(header.getByText('All changes saved')).toBeVisible();

  // Nothing reached the server, and after a reload the list stays empty.
  const week = (await (await request.get(`/api/coach/weekly-schedule?weekStart=${monday}`, { headers: adminHeaders })).json()) as ScheduleEntry[];
  expect(week.filter((e) => e.sessionId === session.id)).toHaveLength(0);
  await page.goto('/session-library');
  await expect(page.getByRole('heading', { name: 'Session Library', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await expect(header.getByText('All changes saved')).toBeVisible();
});

test('on the first visit, the page the app was installed from works offline without a reload: screens not opened yet still open', async ({ page, context }) => {
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // No reload: the installed app takes over the page it was installed from.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activities', exact: true }).click();
  await expect(page).toHaveURL(/\/activity-library$/);
  await expect(page.getByRole('heading', { name: 'Activity Library', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByText(/Plan, schedule and run your training sessions/)).toBeVisible();
});
