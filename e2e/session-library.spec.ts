import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, formatDayHeading, localIsoDate, rangeEnd, weekStart, type Activity, type LoginResponse, type Session } from '@pitchside/shared';
import { ADMIN, DEMO, chooseDate, demoPassword, expect, signIn, test, toastWith, waitForSynced } from './fixtures';

/** Session Library and scheduling (docs/spec/coaching.md, Session Library; sections 4, 5 and 8). */

const monday = weekStart(localIsoDate());
const screenshots = 'test-results/screenshots';

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password: demoPassword() } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as LoginResponse).token;
}

/** A library session made through the REST API, as another coach of the club would. */
async function createLibrarySession(request: APIRequestContext, token: string, title: string): Promise<Session> {
  const headers = { Authorization: `Bearer ${token}` };
  const activities = (await (await request.get('/api/activities', { headers })).json()) as Activity[];
  const activityIds = activities.slice(0, 2).map((a) => a.id);
  expect(activityIds).toHaveLength(2);
  const answer = await request.post('/api/sessions', {
    headers,
    data: {
      title,
      description: 'Rondos into a directional possession game.',
      focus: 'Support',
      abilityLevel: 'Intermediate',
      activityIds,
      activityDurations: [15, 20],
      duration: 35,
      savedToLibrary: true,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Session;
}

async function openLibrary(page: Page): Promise<void> {
  await waitForSynced(page);
  await page.getByRole('link', { name: 'View Sessions' }).click();
  await expect(page.getByRole('heading', { name: 'Session Library', level: 1 })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

function scheduleEntry(page: Page, date: string, text: string) {
  return page
    .locator('.schedule-day')
    .filter({ has: page.getByRole('heading', { name: formatDayHeading(date) }) })
    .locator('.schedule-entry')
    .filter({ hasText: text });
}

test.describe('session library', () => {
  test('a saved session shows its card, is scheduled for a date and a weekly range, and appears on the home schedule', async ({ page, request }) => {
    const title = `Library Rondos ${Date.now()}`;
    await createLibrarySession(request, await apiToken(request, DEMO.coach), title);
    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);

    const session = card(page, title);
    await expect(session).toBeVisible();
    await expect(session.getByText('Support', { exact: true })).toBeVisible();
    await expect(session.getByText('Rondos into a directional possession game.')).toBeVisible();
    await expect(session.getByText('35 min')).toBeVisible();
    await expect(session.getByText('2 activities')).toBeVisible();
    await expect(session.getByText('Intermediate')).toBeVisible();

    // Single date: Wednesday of this week for the Junior Academy (blue).
    const wednesday = addDays(monday, 2);
    await session.getByRole('button', { name: 'Schedule for Training' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Single Date')).toBeChecked();
    await dialog.getByLabel('Coach Group').selectOption({ label: 'Junior Academy' });
    await chooseDate(dialog.getByLabel(/^Date/), wednesday);
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(toastWith(page, 'Session Scheduled')).toContainText('The session has been added to the weekly schedule.');
    await expect(dialog).toBeHidden();

    // Weekly range: Tuesday and Thursday of this week for the 2010 Girls Team (pink).
    await session.getByRole('button', { name: 'Schedule for Training' }).click();
    await dialog.getByLabel('Weekly Schedule').check();
    await dialog.getByLabel('Coach Group').selectOption({ label: '2010 Girls Team' });
    await chooseDate(dialog.getByLabel('Start Date'), monday);
    await expect(dialog.getByLabel('End Date')).toHaveValue(rangeEnd(monday));
    // Only the days this test asks for (the group's usual days come ticked).
    for (const ticked = dialog.getByRole('group', { name: 'Training Days' }).getByRole('checkbox', { checked: true }); (await ticked.count()) > 0; ) await ticked.first().uncheck();
    await dialog.getByLabel('Tuesday').check();
    await dialog.getByLabel('Thursday').check();
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();
    await expect(toastWith(page, 'Session Scheduled')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const single = scheduleEntry(page, wednesday, title);
    await expect(single).toHaveCount(1);
    await expect(single).toHaveAttribute('data-colour', 'blue');
    await expect(single.locator('.schedule-entry__main')).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    for (const day of [1, 3]) {
      const entry = scheduleEntry(page, addDays(monday, day), title);
      await expect(entry).toHaveCount(1);
      await expect(entry).toHaveAttribute('data-colour', 'pink');
      await expect(entry.locator('.schedule-entry__main')).toHaveCSS('background-color', 'rgb(190, 24, 93)');
    }
    // No entry on the days the range left out.
    await expect(scheduleEntry(page, addDays(monday, 0), title)).toHaveCount(0);
    await expect(scheduleEntry(page, addDays(monday, 4), title)).toHaveCount(0);

    // Delete one entry: it disappears in place, without a reload.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await single.getByRole('button', { name: 'Delete scheduled session' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete scheduled session' });
    await expect(confirm).toContainText(`Are you sure you want to delete this scheduled session: "${title}" for Junior Academy on ${formatDayHeading(wednesday)}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Session Deleted')).toContainText(`The scheduled session "${title}" for Junior Academy on ${formatDayHeading(wednesday)} has been removed.`);
    await expect(single).toHaveCount(0);
    await expect(scheduleEntry(page, addDays(monday, 1), title)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Opening an entry goes to that session's run-through.
    await scheduleEntry(page, addDays(monday, 1), title).locator('.schedule-entry__main').click();
    await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
  });

  test('View Session starts a copy and opens its run-through; delete removes the session', async ({ page, request }) => {
    const title = `Library Copy ${Date.now()}`;
    const original = await createLibrarySession(request, await apiToken(request, DEMO.coach), title);
    await signIn(page, DEMO.coach, demoPassword());
    await openLibrary(page);

    await card(page, title).getByRole('button', { name: 'View Session' }).click();
    await expect(toastWith(page, 'Session Started')).toContainText('A copy of the session has been started.');
    await expect(page).toHaveURL(/\/session-execution\/[0-9a-f-]{36}$/);
    const copyId = new URL(page.url()).pathname.split('/').pop();
    expect(copyId).not.toBe(original.id);

    // The copy is not a library session: the library still lists the original once.
    await page.goto('/session-library');
    await expect(card(page, title)).toHaveCount(1);

    await card(page, title).getByRole('button', { name: `Delete session ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete session' });
    await expect(confirm).toContainText(`Are you sure you want to delete the session "${title}" from your library?`);
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, title)).toHaveCount(1);

    await card(page, title).getByRole('button', { name: `Delete session ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(page, 'Session Deleted')).toContainText(`The session "${title}" has been removed from your library.`);
    await expect(card(page, title)).toHaveCount(0);

    // The server agrees once the undo window has closed and the change is pushed.
    const token = await apiToken(request, DEMO.coach);
    await expect
      .poll(async () => (await request.get(`/api/sessions/${original.id}`, { headers: { Authorization: `Bearer ${token}` } })).status(), {
        timeout: 30_000,
      })
      .toBe(404);
  });

  test('the schedule dialog explains what is missing, as a toast and beside the field', async ({ page, request }) => {
    const title = `Library Checks ${Date.now()}`;
    await createLibrarySession(request, await apiToken(request, DEMO.planner), title);
    await signIn(page, DEMO.planner, demoPassword());
    await openLibrary(page);
    await card(page, title).getByRole('button', { name: 'Schedule for Training' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
    const submit = dialog.getByRole('button', { name: 'Schedule Session' });

    await submit.click();
    await expect(toastWith(page, 'Missing Information')).toContainText('Please select a coach group and date');
    await expect(dialog.locator('.dialog__body').getByText('Please select a coach group and date')).toBeVisible();

    await dialog.getByLabel('Coach Group').selectOption({ label: 'Academy' });
    // The dialog offers the next training day; without one it says what is missing.
    await expect(dialog.getByLabel(/^Date/)).not.toHaveValue('');
    await dialog.getByLabel(/^Date/).fill('');
    await submit.click();
    await expect(toastWith(page, 'Missing Date')).toContainText('Please select a date.');
    await expect(dialog.locator('.dialog__body').getByText('Please select a date.')).toBeVisible();

    const message = 'Please select start date, end date, and days of week.';
    await dialog.getByLabel('Weekly Schedule').check();
    await expect(dialog.getByLabel(/^Date/)).toHaveCount(0);
    // The week starts on the group's next training day, with its days ticked; emptied, it says what is missing.
    await expect(dialog.getByLabel('Start Date')).not.toHaveValue('');
    await expect(dialog.getByRole('group', { name: 'Training Days' }).getByRole('checkbox', { checked: true }).first()).toBeVisible();
    await dialog.getByLabel('Start Date').fill('');
    await submit.click();
    await expect(toastWith(page, 'Missing Information')).toContainText(message);
    await expect(dialog.locator('.dialog__body').getByText(message)).toBeVisible();

    await dialog.getByLabel('Start Date').fill('2026-12-28');
    await expect(dialog.getByLabel('End Date')).toHaveValue('2027-01-03');
    for (const ticked = dialog.getByRole('group', { name: 'Training Days' }).getByRole('checkbox', { checked: true }); (await ticked.count()) > 0; ) await ticked.first().uncheck();
    await submit.click();
    await expect(dialog.locator('.dialog__body').getByText(message)).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a coach without Session Library access sees Access Denied', async ({ page }) => {
    await signIn(page, DEMO.newcomer, demoPassword());
    await page.goto('/session-library');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access the Session Library.")).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an empty library offers to create a session', async ({ page }) => {
    // The provider organization (the super admin's) has no sessions of its own.
    // The super admin's home is their own (registrations, requests, clubs): the library by its address.
    await signIn(page, ADMIN.email, ADMIN.password);
    await waitForSynced(page);
    await page.goto('/session-library');
    await expect(page.getByRole('heading', { name: 'Session Library', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Saved Sessions' })).toBeVisible();
    await page.getByRole('link', { name: 'Create New Session' }).click();
    await expect(page).toHaveURL(/\/session-builder$/);
  });
});

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const vp of viewports) {
  test.describe(`library screenshots ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test(`home, library and schedule dialog (${vp.name})`, async ({ page }) => {
      await signIn(page, DEMO.coach, demoPassword());
      await waitForSynced(page);
      await expect(page.locator('.schedule-entry').first()).toBeVisible();
      await page.screenshot({ path: `${screenshots}/coach-home-${vp.name}.png`, fullPage: true });

      await openLibrary(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `${screenshots}/session-library-${vp.name}.png`, fullPage: true });
      // Targets stay thumb-sized on a phone.
      const box = await page.getByRole('button', { name: 'View Session' }).first().boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

      await page.getByRole('button', { name: 'Schedule for Training' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Weekly Schedule').check();
      await dialog.getByLabel('Start Date').fill(monday);
      // The session may have been planned for a group already: this shows the message for none.
      await dialog.getByLabel('Coach Group').selectOption('');
      await dialog.getByRole('button', { name: 'Schedule Session' }).click();
      await expect(dialog.locator('.dialog__body').getByText('Please select a coach group and date')).toBeVisible();
      await page.screenshot({ path: `${screenshots}/schedule-dialog-${vp.name}.png` });
    });
  });
}
