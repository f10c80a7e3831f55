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
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/**
 * DESIGN.md "Offline-first data flow": after one sync the home schedule and the library work
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
  await dialog.getByLabel(/^Date/).fill(friday);
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Schedule for Training' }).click();
  await dialog.getByLabel('Weekly Schedule').check();
  await dialog.getByLabel('Coach Group').selectOption({ label: '2013 Boys Team' });
  await dialog.getByLabel('Week Start').fill(monday);
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
