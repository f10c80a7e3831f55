import type { Page } from '@playwright/test';
import { addDays, formatDayHeading, formatWeekHeading, localIsoDate, SCHEMA_VERSION, uuidv7, weekStart, type CoachGroup } from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * The home schedule on a phone says where each entry stands, in words: a past entry nobody ran
 * is 'Missed', a run one 'Completed', today's 'Today', one still to come says nothing; and each
 * entry carries its group's team profile although the group has no season plan.
 * Its own group, on today and on weeks no other spec uses (four weeks back, eleven ahead).
 */

const shots = 'test-results/shots-coach-run';
const today = localIsoDate();
const monday = weekStart(today);
const pastWeek = addDays(monday, -28);
const futureWeek = addDays(monday, 77);

const schedule = (page: Page) => page.getByRole('region', { name: 'Weekly Training Schedule' });
const entryOn = (page: Page, date: string, groupName: string) =>
  page
    .locator('.schedule-day')
    .filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) })
    .locator('.schedule-entry')
    .filter({ hasText: groupName });

async function moveWeeks(page: Page, weeks: number, heading: string): Promise<void> {
  const card = schedule(page);
  const button = card.getByRole('button', { name: weeks < 0 ? 'Previous week' : 'Next week' });
  for (let i = 0; i < Math.abs(weeks); i++) await button.click();
  await expect(card.getByText(heading, { exact: true })).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test('the schedule marks missed, completed and today in words, and shows the team profile without a season plan', async ({ page, request }) => {
  const admin = await api(request, DEMO.orgAdmin);
  const planner = await api(request, DEMO.planner);
  const stamp = Date.now();
  // Named to sort last among today's day-only entries: the home's next training stays another spec's.
  const groupName = `Zulu Truth ${stamp}`;
  const created = await request.post('/api/coach-groups', { headers: admin.headers, data: { name: groupName } });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as CoachGroup;
  expect(group.seasonPlan ?? null).toBeNull();
  const plan = await librarySession(planner, `Truth plan ${stamp}`);

  const missed = addDays(pastWeek, 1);
  const ran = addDays(pastWeek, 3);
  const later = addDays(futureWeek, 2);
  const ids = { missed: uuidv7(), ran: uuidv7(), today: uuidv7(), later: uuidv7(), run: uuidv7() };
  const at = new Date().toISOString();
  const scheduleOn = (mutationId: number, id: string, date: string) => ({
    mutationId,
    name: 'schedule.date',
    args: { id, sessionId: plan.id, date, groupId: group.id },
    createdAt: at,
  });
  const pushed = await request.post('/api/sync/push', {
    headers: admin.headers,
    data: {
      clientId: `schedule-truth-${stamp}`,
      schemaVersion: SCHEMA_VERSION,
      mutations: [
        { mutationId: 1, name: 'coachGroup.setProfile', args: { id: group.id, profile: { ageBand: 'U11-U12', matchFormat: '9v9', trainingMinutes: 75, squadSize: 14, goalkeepers: 2 } }, createdAt: at },
        scheduleOn(2, ids.missed, missed),
        scheduleOn(3, ids.ran, ran),
        scheduleOn(4, ids.today, today),
        scheduleOn(5, ids.later, later),
        {
          mutationId: 6,
          name: 'scheduleEntry.run',
          args: { id: ids.run, scheduleEntryId: ids.ran, title: plan.title, focus: plan.focus, abilityLevel: plan.abilityLevel, activityIds: plan.activityIds, activityDurations: plan.activityDurations },
          createdAt: at,
        },
        { mutationId: 7, name: 'session.update', args: { id: ids.run, patch: { status: 'completed' } }, createdAt: at },
      ],
    },
  });
  expect(await pushed.json()).toEqual({ lastMutationId: 7, rejected: [] });

  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  const profile = 'U11-U12 · 9v9 · 75 min · 14 players, 2 goalkeepers';

  // Today's entry says so on the entry itself, with the group's profile.
  const todays = entryOn(page, today, groupName);
  await expect(todays).toHaveAttribute('data-status', 'today');
  await expect(todays.locator('.schedule-entry__status')).toHaveText('Today');
  await expect(todays).toContainText(profile);
  await todays.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/schedule-today-phone.png` });

  // Four weeks back: the one not run is missed, the run one completed; neither says Today.
  await moveWeeks(page, -4, formatWeekHeading(pastWeek));
  const missedEntry = entryOn(page, missed, groupName);
  await expect(missedEntry.locator('.schedule-entry__status')).toHaveText('Missed');
  await expect(missedEntry).toHaveAttribute('data-status', 'missed');
  await expect(missedEntry).toContainText(profile);
  const ranEntry = entryOn(page, ran, groupName);
  await expect(ranEntry.locator('.schedule-entry__status')).toHaveText(/^Completed /);
  await expect(ranEntry).not.toContainText('Missed');
  await missedEntry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/schedule-past-phone.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Eleven weeks ahead: still to come, no mark.
  await schedule(page).getByRole('button', { name: 'This week' }).click();
  await moveWeeks(page, 11, formatWeekHeading(futureWeek));
  const laterEntry = entryOn(page, later, groupName);
  await expect(laterEntry).toHaveAttribute('data-status', 'upcoming');
  await expect(laterEntry.locator('.schedule-entry__status')).toHaveCount(0);
  await expect(laterEntry).toContainText(profile);
});
