import type { CoachGroup, ScheduleEntry } from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * Plans keep their context: "Plan a Session" from a group's week in the season plan, and
 * "Plan this session" from a TBD entry in a themed week, open the builder for that group,
 * with its profile and the week's theme.
 */

const shots = 'test-results/shots-coach-day';
test.use({ viewport: { width: 390, height: 844 } });

// A week years ahead that no other spec plans or schedules.
const week = '2031-06-02';

test("the season plan's week and a TBD entry in it plan for the group, its profile and the week's theme", async ({ page, request }) => {
  const admin = await api(request, DEMO.orgAdmin);
  const name = `Context Squad ${Date.now()}`;
  const group = (await (await request.post('/api/coach-groups', { headers: admin.headers, data: { name } })).json()) as CoachGroup;
  const profile = { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 };
  expect((await request.put(`/api/coach-groups/${group.id}/profile`, { headers: admin.headers, data: profile })).ok()).toBe(true);
  const planned = await request.put(`/api/coach-groups/${group.id}/season-plan/weeks`, { headers: admin.headers, data: { weekStart: week, themes: ['Dribbling', 'Finishing'], objectives: '' } });
  expect(planned.ok()).toBe(true);
  // A TBD entry on that week's Wednesday: scheduled, then its session deleted.
  const doomed = await librarySession(admin, `Doomed ${name}`);
  const created = await request.post('/api/schedule/date', { headers: admin.headers, data: { sessionId: doomed.id, date: '2031-06-04', groupId: group.id } });
  expect(created.status()).toBe(201);
  const entry = (await created.json()) as ScheduleEntry;
  expect((await request.delete(`/api/sessions/${doomed.id}`, { headers: admin.headers })).ok()).toBe(true);

  await signIn(page, DEMO.orgAdmin, demoPassword());
  await waitForSynced(page);
  await page.goto(`/coach-groups/${group.id}/roster`);
  await page.getByRole('link', { name: new RegExp(`^Plan a Dribbling session for ${name}`) }).click();
  await expect(page.getByRole('heading', { name: 'Session Setup' })).toBeVisible();
  await expect(page.getByLabel('Topic/Focus 1')).toHaveValue('Dribbling');
  await expect(page.getByLabel('Group')).toHaveValue(group.id);
  await expect(page.getByLabel('Age band')).toHaveValue('U9-U10');
  await expect(page.getByLabel('Players expected')).toHaveValue('10');
  await expect(page.getByLabel('Training length')).toHaveValue('60');
  await page.screenshot({ path: `${shots}/plan-from-season-week-phone.png`, fullPage: true });

  // The TBD entry's "Plan this session" (the link its dialog gives) takes the week's theme too.
  await page.goto(`/session-builder?entry=${entry.id}`);
  const start = page.getByRole('button', { name: 'Start a new plan' });
  await expect(page.getByRole('heading', { name: 'Session Setup' }).or(start)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(page.getByLabel('Group')).toHaveValue(group.id);
  await expect(page.getByLabel('Topic/Focus 1')).toHaveValue('Dribbling');
  await expect(page.getByLabel('Focus 2 (optional)')).toHaveValue('Finishing');
  await expect(page.getByLabel('Age band')).toHaveValue('U9-U10');
  await expect(page.getByLabel('Players expected')).toHaveValue('10');
  await page.getByRole('button', { name: 'Plan this session' }).click();
  await expect(page.getByRole('heading', { name: 'Review Session' })).toBeVisible();
});
