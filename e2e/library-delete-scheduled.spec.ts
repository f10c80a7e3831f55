import { addDays, formatDayHeading, localIsoDate } from '@pitchside/shared';
import { DEMO, demoPassword, expect, signIn, test, waitForAppCached, waitForSynced } from './fixtures';
import { authHeader, createSession, PHONE, SHOTS } from './pitch-helpers';

/** Deleting a library session that is on the schedule says where, from the phone's own data (offline too). */

test.use({ viewport: PHONE });

test('the delete confirmation names the dates a scheduled session is on, offline', async ({ page, context }) => {
  await signIn(page, DEMO.coach, demoPassword());
  const title = `Scheduled delete ${Date.now()}`;
  const { id } = await createSession(page, title, { savedToLibrary: true });
  const headers = await authHeader(page);
  const groups = (await (await page.request.get('/api/coach-groups', { headers })).json()) as { id: string; name: string }[];
  const group = groups[0]!;
  const days = [addDays(localIsoDate(), 9), addDays(localIsoDate(), 2)];
  for (const date of days) {
    expect((await page.request.post('/api/schedule/date', { headers, data: { sessionId: id, date, groupId: group.id } })).status()).toBe(201);
  }
  await page.reload();
  await waitForSynced(page);
  await waitForAppCached(page);
  await page.goto('/session-library');
  // "All changes saved" speaks of this device's changes; the session made through the API is
  // on the phone once its pull has brought it.
  await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);

  await page.getByRole('article', { name: title }).getByRole('button', { name: `Delete session ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete session' });
  const [soon, later] = [...days].sort();
  await expect(confirm).toContainText(
    `It is scheduled on ${formatDayHeading(soon!)} (${group.name}); ${formatDayHeading(later!)} (${group.name}). Those trainings will show TBD until a session is chosen.`,
  );
  await page.screenshot({ path: `${SHOTS}/delete-scheduled-phone.png` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Not scheduled: the plain confirmation.
  const other = `Unscheduled delete ${Date.now()}`;
  await context.setOffline(false);
  await createSession(page, other, { savedToLibrary: true });
  await page.reload();
  await waitForSynced(page);
  await page.getByRole('article', { name: other }).getByRole('button', { name: `Delete session ${other}` }).click();
  await expect(confirm).toContainText('You can undo this for a few seconds.');
  await expect(confirm).not.toContainText('scheduled on');
});
