import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDays,
  datesInRange,
  formatDayHeading,
  localIsoDate,
  rangeEnd,
  rangeSummary,
  weekStart,
  type Activity,
  type LoginResponse,
  type Session,
} from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/** Repeating training on a phone: a season-long weekly schedule, the dialog's defaults, and "+" on a home day. */

test.use({ viewport: { width: 390, height: 844 } });
const screenshots = 'test-results/screenshots';

async function librarySession(request: APIRequestContext, title: string, duration: number): Promise<Session> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.planner, password: demoPassword() } });
  const headers = { Authorization: `Bearer ${((await login.json()) as LoginResponse).token}` };
  const activities = (await (await request.get('/api/activities', { headers })).json()) as Activity[];
  const answer = await request.post('/api/sessions', {
    headers,
    data: {
      title,
      description: 'Rondos into a directional game.',
      focus: 'Support',
      abilityLevel: 'Intermediate',
      // Two drills share the minutes: one drill alone may not run that long.
      activityIds: [activities[0]!.id, activities[1]!.id],
      activityDurations: [duration - 30, 30],
      duration,
      savedToLibrary: true,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Session;
}

const entryOn = (page: Page, date: string, text: string) =>
  page.locator('.schedule-day').filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) }).locator('.schedule-entry').filter({ hasText: text });

test('a coach schedules a season of Tuesdays and Thursdays, with a summary, and is refused beyond 52 weeks', async ({ page, request }) => {
  const title = `Season Rondos ${Date.now()}`;
  await librarySession(request, title, 75);
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  await page.goto('/session-library');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Schedule for Training' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });

  // Duration comes from the session's length; the date from the next training day.
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('75');
  await dialog.getByLabel('Coach Group').selectOption({ label: 'Junior Academy' });
  await expect.poll(async () => (await dialog.getByLabel(/^Date/).inputValue()) >= localIsoDate()).toBe(true);

  await dialog.getByLabel('Weekly Schedule').check();
  // Weeks 20-31 from now: clear of the weeks other specs expect empty.
  const start = addDays(weekStart(localIsoDate()), 7 * 20);
  await dialog.getByLabel('Start Date').fill(start);
  // One week stays the default end.
  await expect(dialog.getByLabel('End Date')).toHaveValue(rangeEnd(start));
  // Only Tuesday and Thursday (the group's usual days come ticked).
  for (const ticked = dialog.getByRole('group', { name: 'Training Days' }).getByRole('checkbox', { checked: true }); (await ticked.count()) > 0; ) await ticked.first().uncheck();
  await dialog.getByLabel('Tuesday').check();
  await dialog.getByLabel('Thursday').check();
  const end = addDays(start, 7 * 12 - 1);
  await dialog.getByLabel('End Date').fill(end);
  const dates = datesInRange(start, end, ['Tuesday', 'Thursday']);
  expect(dates).toHaveLength(24);
  await expect(dialog.getByRole('status')).toHaveText(rangeSummary(dates));
  await expect(dialog.getByRole('status')).toContainText('24 sessions: Tue and Thu');
  await page.screenshot({ path: `${screenshots}/schedule-season-phone.png`, fullPage: true });

  // Beyond a season is refused beside the field.
  await dialog.getByLabel('End Date').fill(addDays(start, 7 * 52));
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(dialog.locator('.dialog__body').getByText('A weekly schedule can run for at most 52 weeks')).toBeVisible();

  await dialog.getByLabel('End Date').fill(end);
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await waitForSynced(page);

  // The last week of the range is on the home schedule, with the session's length.
  await page.goto('/');
  for (let i = 0; i < 31; i++) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(entryOn(page, dates.at(-1)!, title)).toHaveCount(1);
  await expect(entryOn(page, dates.at(-1)!, title)).toContainText('75 min');
});

test('"+" on a day of the home schedule adds training on that day', async ({ page, request }) => {
  const title = `Plus Day ${Date.now()}`;
  await librarySession(request, title, 60);
  await signIn(page, DEMO.planner, demoPassword());
  await waitForSynced(page);
  const day = addDays(weekStart(localIsoDate()), 7 + 2);
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: `Add training on ${formatDayHeading(day)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Training' });
  await expect(dialog).toContainText(`On ${formatDayHeading(day)}`);
  await expect(dialog.getByLabel(/^Date/)).toHaveValue(day);
  await dialog.getByRole('combobox', { name: 'Session', exact: true }).selectOption({ label: title });
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
  await dialog.getByLabel('Coach Group').selectOption({ label: 'Academy' });
  await page.screenshot({ path: `${screenshots}/schedule-add-day-phone.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(dialog).toBeHidden();
  await expect(entryOn(page, day, title)).toHaveCount(1);
  await waitForSynced(page);
});
