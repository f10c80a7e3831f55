import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import {
  addDays,
  formatDayHeading,
  localIsoDate,
  weekStart,
  type ScheduleEntry,
  type Session,
} from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { DEMO, chooseDate, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';

/**
 * At phone size: a session scheduled with a start time and duration
 * shows them on the schedule and the run-through; the time is edited with the network cut
 * and syncs once; the group's calendar link is copied, read by a real iCalendar parser,
 * and revoked (the old link then answers 404).
 */

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

const shots = 'test-results/shots-calendar';
const wednesday = addDays(weekStart(localIsoDate()), 2);

const entryOn = (page: Page, date: string, text: string) =>
  page
    .locator('.schedule-day')
    .filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) })
    .locator('.schedule-entry')
    .filter({ hasText: text });

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The feed at a webcal:// link, fetched as a calendar app would (no sign-in). */
async function fetchFeed(request: APIRequestContext, webcal: string) {
  const path = new URL(webcal.replace(/^webcal:/, 'http:')).pathname;
  return request.get(path);
}

test('training time and the calendar feed: schedule with a time, edit it offline, copy, read and revoke the feed', async ({ page, context, request }) => {
  const planner = await api(request, DEMO.planner);
  const title = `Evening, Rondos; ${Date.now()}`;
  await librarySession(planner, title);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await waitForAppCached(page);

  // Schedule it with a time; a bad duration is refused on the spot, in words.
  await page.getByRole('link', { name: 'View Sessions' }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Schedule for Training' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
  await dialog.getByLabel('Coach Group').selectOption({ label: 'Academy' });
  await chooseDate(dialog.getByLabel(/^Date/), wednesday);
  await dialog.getByLabel('Start Time').fill('18:30');
  await dialog.getByLabel('Duration (minutes)').fill('0');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(dialog.locator('.field__error')).toHaveText('The duration must be at least 1 minute');
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${shots}/schedule-dialog-time-phone.png`, fullPage: true });
  await dialog.getByLabel('Duration (minutes)').fill('90');
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);

  const entry = entryOn(page, wednesday, title);
  await expect(entry.locator('.schedule-entry__time')).toHaveText('18:30–20:00');
  await waitForSynced(page);
  await page.screenshot({ path: `${shots}/schedule-time-phone.png`, fullPage: true });

  // Offline: the time is edited on the device; the feed says it needs a connection.
  await context.setOffline(true);
  await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Set training time' }).click();
  const timeDialog = page.getByRole('dialog', { name: 'Training Time' });
  await expect(timeDialog.getByLabel('Start Time')).toHaveValue('18:30');
  await timeDialog.getByLabel('Start Time').fill('19:00');
  await timeDialog.getByLabel('Duration (minutes)').fill('60');
  await page.screenshot({ path: `${shots}/time-dialog-phone.png` });
  expect(await axeViolations(page)).toEqual([]);
  await timeDialog.getByRole('button', { name: 'Save Time' }).click();
  await expect(toastWith(page, 'Training Time Saved')).toBeVisible();
  await expect(entry.locator('.schedule-entry__time')).toHaveText('19:00–20:00');
  await page.getByRole('button', { name: 'Calendar feed' }).click();
  const feedDialog = page.getByRole('dialog', { name: 'Calendar feed' });
  await expect(feedDialog.getByText('You are offline. The calendar feed needs a connection')).toBeVisible();
  await page.screenshot({ path: `${shots}/feed-offline-phone.png` });
  await feedDialog.getByRole('button', { name: 'Close' }).click();

  // Back online: the server gets the edit once.
  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const week = (await (await request.get(`/api/coach/weekly-schedule?weekStart=${weekStart(wednesday)}`, { headers: planner.headers })).json()) as ScheduleEntry[];
  const sessions = (await (await request.get('/api/sessions', { headers: planner.headers })).json()) as Session[];
  const sessionId = sessions.find((s) => s.title === title)!.id;
  const stored = week.filter((e) => e.sessionId === sessionId);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ startTime: '19:00', durationMinutes: 60, groupName: 'Academy' });

  // The calendar feed: create, copy, read with a real parser.
  await page.getByRole('button', { name: 'Calendar feed' }).click();
  await feedDialog.getByLabel('Coach Group').selectOption({ label: 'Academy' });
  await feedDialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(toastWith(page, 'Link Created')).toBeVisible();
  await feedDialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(toastWith(page, 'Link Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(feedDialog.getByLabel('Subscription link')).toHaveValue(link);
  await page.screenshot({ path: `${shots}/feed-link-phone.png` });
  expect(await axeViolations(page)).toEqual([]);

  const feed = await fetchFeed(request, link);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .find((e) => e.uid === `${stored[0]!.id}@pitchside`);
  expect(event?.summary).toBe(title);
  expect(event?.startDate.toString()).toBe(`${wednesday}T19:00:00`);
  expect(event?.endDate.toString()).toBe(`${wednesday}T20:00:00`);
  expect(event?.component.getFirstPropertyValue('url')).toMatch(new RegExp(`/schedule/${stored[0]!.id}$`));

  // Revoke: confirm, the old link answers 404, a new one works.
  await feedDialog.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke calendar link' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(toastWith(page, 'Link Revoked')).toBeVisible();
  const renewed = await feedDialog.getByLabel('Subscription link').inputValue();
  expect(renewed).not.toBe(link);
  expect((await fetchFeed(request, link)).status()).toBe(404);
  expect((await fetchFeed(request, renewed)).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/feed-link-desktop.png` });
  await feedDialog.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: `${shots}/schedule-time-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // The run-through header says when the group trains.
  await entry.getByRole('button', { name: /^Run 19:00–20:00 Academy/ }).click();
  await expect(page.locator('.run__when')).toHaveText(`Academy • ${formatDayHeading(wednesday)} • 19:00–20:00`);
  await page.screenshot({ path: `${shots}/run-header-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/run-header-desktop.png` });
});

test('a calendar event opens its schedule entry and runs a copy; an old link to the plan never completes the plan', async ({ page, request }) => {
  const planner = await api(request, DEMO.planner);
  const title = `Feed link run ${Date.now()}`;
  const plan = await librarySession(planner, title);
  const groups = (await (await request.get('/api/coach-groups', { headers: planner.headers })).json()) as { id: string; name: string }[];
  const group = groups.find((g) => g.name === 'Academy')!;
  const scheduled = await request.post('/api/schedule/date', { headers: planner.headers, data: { sessionId: plan.id, date: wednesday, groupId: group.id } });
  expect(scheduled.status()).toBe(201);
  const entryId = ((await scheduled.json()) as ScheduleEntry).id;
  const issued = await request.post(`/api/coach-groups/${group.id}/calendar-feed`, { headers: planner.headers });
  expect(issued.ok()).toBe(true);
  const { token } = (await issued.json()) as { token: string };
  const calendar = new ICAL.Component(ICAL.parse(await (await request.get(`/api/calendar/${token}.ics`)).text()));
  const event = calendar
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v))
    .find((e) => e.uid === `${entryId}@pitchside`);
  const url = new URL(String(event?.component.getFirstPropertyValue('url')));
  expect(url.pathname).toBe(`/schedule/${entryId}`);

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  const sessions = async () => (await (await request.get('/api/sessions', { headers: planner.headers })).json()) as Session[];
  const finishRun = async () => {
    await page.getByRole('button', { name: 'Finish Session' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish Session' }).click();
    await expect(toastWith(page, 'Session completed!')).toBeVisible();
    await waitForSynced(page);
  };

  // The event's link runs a copy for that entry, as tapping it on the home schedule does.
  await page.goto(url.pathname);
  await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(plan.id);
  await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
  await expect(page.locator('.run__when')).toContainText('Academy');
  await page.screenshot({ path: `${shots}/feed-link-run-phone.png` });
  await finishRun();
  const runs = (await sessions()).filter((s) => s.title === title && !s.savedToLibrary);
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ scheduleEntryId: entryId, status: 'completed' });

  // Opened again, the finished entry offers its run or a new one; it does not start one by itself.
  await page.goto(url.pathname);
  await expect(page.getByRole('button', { name: 'Run Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Run' })).toBeVisible();
  await page.screenshot({ path: `${shots}/feed-link-review-phone.png` });
  expect(await axeViolations(page)).toEqual([]);

  // An older feed's link to the library plan runs a copy too: the saved plan is never completed.
  await page.goto(`/session-execution/${plan.id}`);
  await expect(page).not.toHaveURL(new RegExp(plan.id));
  await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Session: ${title}` })).toBeVisible();
  await finishRun();
  const after = (await sessions()).filter((s) => s.title === title);
  expect(after.find((s) => s.id === plan.id)).toMatchObject({ savedToLibrary: true, status: null });
  expect(after.filter((s) => s.status === 'completed')).toHaveLength(2);
});
