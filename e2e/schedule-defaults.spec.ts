import { dayOfWeek, localIsoDate, nextTrainingDay, rangeEnd, type CoachGroup } from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * The schedule dialog fills in what the app knows: the group the session was for, and, for
 * a week, the group's next training day as the start, the end one week on, and its usual
 * training days (set in the team profile) ticked.
 */

const shots = 'test-results/shots-coach-day';
test.use({ viewport: { width: 390, height: 844 } });

test("usual training days in the team profile fill the schedule dialog's group, dates and days", async ({ page, request }) => {
  const admin = await api(request, DEMO.orgAdmin);
  const groupName = `Tuesday Thursday Squad ${Date.now()}`;
  const group = (await (await request.post('/api/coach-groups', { headers: admin.headers, data: { name: groupName } })).json()) as CoachGroup;
  const title = `Defaults for ${groupName}`;
  const session = await librarySession(admin, title);
  // Scheduled once for the group, years ahead (no week another spec looks at).
  const scheduled = await request.post('/api/schedule/date', { headers: admin.headers, data: { sessionId: session.id, date: '2031-06-03', groupId: group.id } });
  expect(scheduled.status()).toBe(201);

  // The org admin ticks the group's usual days in its team profile.
  await signIn(page, DEMO.orgAdmin, demoPassword());
  await waitForSynced(page);
  await page.goto(`/coach-groups/${group.id}/roster`);
  await page.getByRole('button', { name: 'Set Profile' }).click();
  const form = page.getByRole('form', { name: 'Team profile' });
  await form.getByRole('checkbox', { name: 'Tuesday' }).check();
  await form.getByRole('checkbox', { name: 'Thursday' }).check();
  await page.screenshot({ path: `${shots}/team-profile-days-phone.png`, fullPage: true });
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByTestId('team-profile-summary')).toHaveText('trains Tue, Thu');
  await waitForSynced(page);

  await page.goto('/session-library');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Schedule for Training' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule Session: ${title}` });
  await expect(dialog.getByLabel('Coach Group')).toHaveValue(group.id);
  const start = nextTrainingDay(localIsoDate(), ['Tuesday', 'Thursday']);
  await expect(dialog.getByLabel(/^Date/)).toHaveValue(start);
  await dialog.getByRole('radio', { name: 'Weekly Schedule' }).check();
  await expect(dialog.getByLabel(/^Start Date/)).toHaveValue(start);
  await expect(dialog.getByLabel(/^End Date/)).toHaveValue(rangeEnd(start));
  const days = dialog.getByRole('group', { name: 'Training Days' });
  await expect(days.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(days.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await expect(days.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  expect(['Tuesday', 'Thursday']).toContain(dayOfWeek(start));
  await page.screenshot({ path: `${shots}/schedule-weekly-defaults-phone.png`, fullPage: true });
});
