import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  addDays,
  formatDayHeading,
  formatWeekHeading,
  localIsoDate,
  weekStart,
  type CoachGroup,
  type ScheduleEntry,
  type Session,
} from '@pitchside/shared';
import { api, librarySession, type Api } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForAppCached, waitForSynced } from './fixtures';

/**
 * The coach's core loop at phone size: a scheduled
 * session runs as a copy and the entry shows it was run; weekend days show when used; a TBD
 * entry takes a session; finished runs are in the history; deletes can be undone. The
 * offline parts run with the network cut and check the server once it is back.
 */

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

const shots = 'test-results/shots-sched';
const thisMonday = weekStart(localIsoDate());
/** Weeks no other spec uses, so the days shown are ours alone. */
const weekendWeek = addDays(thisMonday, 56);
const undoWeek = addDays(thisMonday, 63);

async function schedule(a: Api, sessionId: string, date: string, groupName: string): Promise<ScheduleEntry> {
  const groups = (await (await a.request.get('/api/coach-groups', { headers: a.headers })).json()) as CoachGroup[];
  const group = groups.find((g) => g.name === groupName)!;
  const res = await a.request.post('/api/schedule/date', { headers: a.headers, data: { sessionId, date, groupId: group.id } });
  expect(res.status()).toBe(201);
  return (await res.json()) as ScheduleEntry;
}

async function serverSessions(a: Api): Promise<Session[]> {
  return (await (await a.request.get('/api/sessions', { headers: a.headers })).json()) as Session[];
}

async function serverWeek(a: Api, monday: string): Promise<ScheduleEntry[]> {
  return (await (await a.request.get(`/api/coach/weekly-schedule?weekStart=${monday}`, { headers: a.headers })).json()) as ScheduleEntry[];
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const scheduleCard = (page: Page) => page.getByRole('region', { name: 'Weekly Training Schedule' });
const day = (page: Page, date: string) =>
  page.locator('.schedule-day').filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) });
const entryOn = (page: Page, date: string, text: string) => day(page, date).locator('.schedule-entry').filter({ hasText: text });

/** From home, moves the schedule to the week starting `monday` (a later week). */
async function showWeek(page: Page, monday: string, days: 5 | 7): Promise<void> {
  const card = scheduleCard(page);
  await expect(card).toBeVisible();
  const weeks = Math.round((Date.parse(monday) - Date.parse(thisMonday)) / (7 * 86_400_000));
  for (let i = 0; i < weeks; i += 1) await card.getByRole('button', { name: 'Next week' }).click();
  await expect(card.getByText(formatWeekHeading(monday, days))).toBeVisible();
}

test('a scheduled session runs as a copy, offline; the entry shows the run; weekend days show; the history lists it', async ({ page, context, request }) => {
  const planner = await api(request, DEMO.planner);
  const title = `Weekend Loop ${Date.now()}`;
  const library = await librarySession(planner, title, 'Keep the grid small');
  const saturday = addDays(weekendWeek, 5);
  const monday = await schedule(planner, library.id, weekendWeek, 'Academy');
  const match = await schedule(planner, library.id, saturday, '2013 Boys Team');

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await waitForAppCached(page);

  // Point 2: a week with a Saturday entry shows Monday to Sunday.
  await showWeek(page, weekendWeek, 7);
  await expect(scheduleCard(page).getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(entryOn(page, saturday, title)).toHaveAttribute('data-colour', 'orange');
  await expect(day(page, addDays(weekendWeek, 6)).getByText('No sessions scheduled', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/schedule-weekend-phone.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  // The next week has no entries at all.
  await scheduleCard(page).getByRole('button', { name: 'Next week' }).click();
  await expect(scheduleCard(page).getByText('No sessions scheduled this week.')).toBeVisible();
  await scheduleCard(page).getByRole('button', { name: 'Previous week' }).click();
  await expect(scheduleCard(page).getByText(formatWeekHeading(weekendWeek, 7))).toBeVisible();

  // Point 1, offline: run Saturday's session. It is a copy, not the library session.
  await context.setOffline(true);
  await expect(page.locator('header.app-header').getByText('Offline', { exact: true })).toBeVisible();
  await entryOn(page, saturday, title).getByRole('button', { name: new RegExp(`^Run 2013 Boys Team ${title}`) }).click();
  await expect(toastWith(page, 'Session Started')).toContainText('A copy of the session has been started.');
  await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
  const copyId = new URL(page.url()).pathname.split('/').pop()!;
  expect(copyId).not.toBe(library.id);
  await page.getByRole('button', { name: 'Finish Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish Session' }).click();
  await expect(toastWith(page, 'Session completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The entry says it was completed, and when; Monday's entry of the same session still runs.
  await showWeek(page, weekendWeek, 7);
  const saturdayEntry = entryOn(page, saturday, title);
  await expect(saturdayEntry).toHaveAttribute('data-run', 'completed');
  await expect(saturdayEntry).toContainText(/Completed .*\d{2}:\d{2}/);
  await page.screenshot({ path: `${shots}/schedule-run-phone.png`, fullPage: true });
  await entryOn(page, weekendWeek, title).getByRole('button', { name: new RegExp(`^Run Academy ${title}`) }).click();
  await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
  const secondCopy = new URL(page.url()).pathname.split('/').pop()!;
  expect([library.id, copyId]).not.toContain(secondCopy);
  await expect(page.getByRole('button', { name: 'Finish Session' })).toBeVisible();
  await page.getByRole('link', { name: 'Pitchside home' }).click();
  await showWeek(page, weekendWeek, 7);
  await expect(entryOn(page, weekendWeek, title)).toContainText('In progress');
  // Tapping the running entry goes back to that run.
  await entryOn(page, weekendWeek, title).getByRole('button', { name: /^Continue Academy/ }).click();
  await expect(page).toHaveURL(new RegExp(`/session-execution/${secondCopy}$`));
  await page.getByRole('link', { name: 'Pitchside home' }).click();

  // Tapping the finished entry offers its run, or a new one.
  await showWeek(page, weekendWeek, 7);
  await saturdayEntry.getByRole('button', { name: /^Review 2013 Boys Team/ }).click();
  const review = page.getByRole('dialog', { name: 'Session Completed' });
  await expect(review).toContainText(`“${title}” for 2013 Boys Team was completed (`);
  await expect(review.getByRole('button', { name: 'Run Again' })).toBeVisible();
  await page.screenshot({ path: `${shots}/schedule-run-review-phone.png` });
  await review.getByRole('button', { name: 'View Run' }).click();
  await expect(page).toHaveURL(new RegExp(`/session-execution/${copyId}$`));
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // Point 9, still offline: the history lists the finished run from the device.
  await page.getByRole('link', { name: 'Pitchside home' }).click();
  await scheduleCard(page).getByRole('link', { name: 'Session History' }).click();
  await expect(page).toHaveURL(/\/session-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Session History' })).toBeVisible();
  await expect(page.getByText('You are offline: this is the history saved on this device.')).toBeVisible();
  const item = page.getByRole('article', { name: title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('2013 Boys Team');
  await expect(item).toContainText('What was run · 30 min');
  await expect(item.locator('.history-card__activities li')).toHaveCount(2);
  await expect(item.locator('.history-card__activities')).toContainText('10 min');
  await expect(item.locator('.history-card__activities')).toContainText('20 min');
  await expect(item.locator('.history-card__notes')).toContainText('Keep the grid small');
  // Newest first: ours was finished last.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
  await page.screenshot({ path: `${shots}/session-history-phone.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // Back online: the server holds exactly one copy per run, the library session untouched.
  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const all = (await serverSessions(planner)).filter((s) => s.title === title);
  expect(all).toHaveLength(3);
  const original = all.find((s) => s.id === library.id)!;
  expect(original).toMatchObject({ savedToLibrary: true, status: null, scheduleEntryId: null });
  const saturdayRuns = all.filter((s) => s.scheduleEntryId === match.id);
  expect(saturdayRuns).toHaveLength(1);
  expect(saturdayRuns[0]).toMatchObject({ id: copyId, status: 'completed', savedToLibrary: false, groupName: '2013 Boys Team' });
  expect(saturdayRuns[0]!.completedAt).not.toBeNull();
  const mondayRuns = all.filter((s) => s.scheduleEntryId === monday.id);
  expect(mondayRuns.map((s) => [s.id, s.status])).toEqual([[secondCopy, null]]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/session-history-desktop.png`, fullPage: true });
  await page.goto('/');
  await showWeek(page, weekendWeek, 7);
  await page.screenshot({ path: `${shots}/schedule-weekend-desktop.png`, fullPage: true });
});

test('a TBD entry takes a library session, offline, and the server gets it once', async ({ page, context, request }) => {
  const planner = await api(request, DEMO.planner);
  const chosen = await librarySession(planner, `Chosen Plan ${Date.now()}`);
  const doomed = await librarySession(planner, `Doomed Plan ${Date.now()}`);
  const tuesday = addDays(weekendWeek, 1);
  const entry = await schedule(planner, doomed.id, tuesday, 'Academy');
  // Deleting its session leaves the entry as TBD.
  expect((await request.delete(`/api/sessions/${doomed.id}`, { headers: planner.headers })).ok()).toBe(true);

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await waitForAppCached(page);
  await showWeek(page, weekendWeek, 7);
  const tbd = day(page, tuesday).locator(`.schedule-entry[data-entry-id="${entry.id}"]`);
  await expect(tbd).toContainText('TBD');

  await context.setOffline(true);
  await tbd.getByRole('button', { name: /^Choose a session for Academy TBD/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Session' });
  await expect(dialog).toContainText(`For Academy on ${formatDayHeading(tuesday)}`);
  await dialog.getByRole('button', { name: 'Assign Session' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a session');
  await dialog.getByRole('radio', { name: new RegExp(chosen.title) }).check();
  await page.screenshot({ path: `${shots}/schedule-assign-phone.png` });
  expect(await axeViolations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Assign Session' }).click();
  await expect(toastWith(page, 'Session Assigned')).toContainText(`"${chosen.title}" is now scheduled for Academy on ${formatDayHeading(tuesday)}.`);
  await expect(dialog).toBeHidden();
  await expect(tbd.getByRole('button', { name: new RegExp(`^Run Academy ${chosen.title}`) })).toBeVisible();
  await expect(tbd).not.toContainText('TBD');

  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const week = await serverWeek(planner, weekendWeek);
  expect(week.filter((e) => e.id === entry.id).map((e) => e.sessionId)).toEqual([chosen.id]);
});

test('deletes name what goes and can be undone, offline; an undone delete never reaches the server, leaving the page commits', async ({
  page,
  context,
  request,
}) => {
  const planner = await api(request, DEMO.planner);
  const title = `Undo Plan ${Date.now()}`;
  const session = await librarySession(planner, title);
  const thursday = addDays(undoWeek, 3);
  const kept = await schedule(planner, session.id, thursday, 'Junior Academy');
  const removed = await schedule(planner, session.id, addDays(undoWeek, 1), 'Academy');

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await waitForAppCached(page);
  await context.setOffline(true);

  // The library: the confirm and the toast name the session; Undo brings it back.
  await page.getByRole('link', { name: 'View Sessions' }).click();
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Delete session ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete session' });
  await expect(confirm).toContainText(`Are you sure you want to delete the session "${title}" from your library?`);
  await expect(confirm).toContainText('You can undo this for a few seconds.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const deleted = toastWith(page, 'Session Deleted');
  await expect(deleted).toContainText(`The session "${title}" has been removed from your library.`);
  await expect(card).toHaveCount(0);
  await page.screenshot({ path: `${shots}/library-undo-phone.png` });
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(toastWith(page, 'Restored')).toContainText(`The session "${title}" is back in your library.`);
  await expect(card).toBeVisible();

  // The schedule: the same for an entry.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await showWeek(page, undoWeek, 5);
  const entry = day(page, thursday).locator(`.schedule-entry[data-entry-id="${kept.id}"]`);
  await entry.getByRole('button', { name: 'Delete scheduled session' }).click();
  const confirmEntry = page.getByRole('dialog', { name: 'Delete scheduled session' });
  const what = `"${title}" for Junior Academy on ${formatDayHeading(thursday)}`;
  await expect(confirmEntry).toContainText(`Are you sure you want to delete this scheduled session: ${what}?`);
  await confirmEntry.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Session Deleted')).toContainText(`The scheduled session ${what} has been removed.`);
  await expect(entry).toHaveCount(0);
  await page.screenshot({ path: `${shots}/schedule-undo-phone.png` });
  await toastWith(page, 'Session Deleted').getByRole('button', { name: 'Undo' }).click();
  await expect(entry).toHaveCount(1);
  // Nothing was queued: no change waits for the network.
  await expect(page.locator('header.app-header').getByText(/changes? waiting/)).toHaveCount(0);

  // Back online, the other entry is deleted and the page left at once: the delete still lands.
  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const gone = day(page, addDays(undoWeek, 1)).locator(`.schedule-entry[data-entry-id="${removed.id}"]`);
  await gone.getByRole('button', { name: 'Delete scheduled session' }).click();
  await page.getByRole('dialog', { name: 'Delete scheduled session' }).getByRole('button', { name: 'Delete' }).click();
  await expect(gone).toHaveCount(0);
  await page.goto('/session-library');
  await expect
    .poll(async () => (await serverWeek(planner, undoWeek)).map((e) => e.id).filter((id) => id === kept.id || id === removed.id), {
      timeout: 30_000,
    })
    .toEqual([kept.id]);
  // The undone ones are still on the server, well after their window.
  const stillThere = await request.get(`/api/sessions/${session.id}`, { headers: planner.headers });
  expect(stillThere.status()).toBe(200);
});

test('the history is refused to an account without the schedule or the library', async ({ page }) => {
  await signIn(page, DEMO.newcomer, demoPassword());
  await page.goto('/session-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to see the session history.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
});
