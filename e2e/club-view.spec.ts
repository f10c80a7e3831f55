import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { localIsoDate, SCHEMA_VERSION, uuidv7, type CoachGroup, type Player } from '@pitchside/shared';
import { api, librarySession } from './api-helpers';
import { DEMO, demoPassword, expect, signIn, test, waitForSynced } from './fixtures';

/**
 * The club view on Organization Management: a group's run of this week (with its register
 * and a note, pushed as a coach's device would) shows against the week's planned theme,
 * with the season's attendance and the last notes; at desktop and phone size.
 */

const shots = 'test-results/shots-club-view';

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

test('the club view shows each group: planned theme against the sessions run, attendance, last notes', async ({ page, request }) => {
  const admin = await api(request, DEMO.orgAdmin);
  const planner = await api(request, DEMO.planner);
  const stamp = Date.now();
  const groupName = `Club view U11 ${stamp}`;
  const group = (await (await request.post('/api/coach-groups', { headers: admin.headers, data: { name: groupName } })).json()) as CoachGroup;
  const players: Player[] = [];
  for (const name of ['Ana', 'Bo', 'Cy', 'Di']) {
    const created = await request.post(`/api/coach-groups/${group.id}/players`, { headers: admin.headers, data: { name, shirtNumber: null, position: null } });
    expect(created.status()).toBe(201);
    players.push((await created.json()) as Player);
  }

  // A coach's device runs today's training, takes the register (3 of 4), writes a note, finishes.
  const title = `Pressing triggers ${stamp}`;
  const plan = await librarySession(planner, title);
  const entryId = uuidv7();
  const runId = uuidv7();
  const at = new Date().toISOString();
  const pushed = await request.post('/api/sync/push', {
    headers: planner.headers,
    data: {
      clientId: `club-view-${stamp}`,
      schemaVersion: SCHEMA_VERSION,
      mutations: [
        { mutationId: 1, name: 'schedule.date', args: { id: entryId, sessionId: plan.id, date: localIsoDate(), groupId: group.id }, createdAt: at },
        {
          mutationId: 2,
          name: 'scheduleEntry.run',
          args: { id: runId, scheduleEntryId: entryId, title, focus: plan.focus, abilityLevel: plan.abilityLevel, activityIds: plan.activityIds, activityDurations: plan.activityDurations },
          createdAt: at,
        },
        { mutationId: 3, name: 'session.attendance', args: { sessionId: runId, groupId: group.id, presentPlayerIds: players.slice(0, 3).map((p) => p.id) }, createdAt: at },
        { mutationId: 4, name: 'session.appendNote', args: { id: runId, note: 'Bo rolled an ankle: ice, sat out the game' }, createdAt: at },
        { mutationId: 5, name: 'session.update', args: { id: runId, patch: { status: 'completed' } }, createdAt: at },
      ],
    },
  });
  expect(await pushed.json()).toEqual({ lastMutationId: 5, rejected: [] });

  await signIn(page, DEMO.orgAdmin, demoPassword());
  await waitForSynced(page);
  await page.goto('/org-admin');
  const section = page.getByRole('region', { name: 'Club view' });
  const card = section.getByRole('article', { name: groupName });
  await expect(card).toBeVisible();
  await expect(card.getByText('75% attendance (1 register this season)')).toBeVisible();
  await expect(card.getByText('1 session run in six weeks')).toBeVisible();
  const thisWeek = card.getByRole('row').nth(1);
  await expect(thisWeek.getByRole('cell').nth(1)).toHaveText('Not planned');
  await expect(thisWeek.getByRole('cell').nth(2)).toContainText(`${title} (Support)`);
  await expect(card.getByText('Bo rolled an ankle: ice, sat out the game')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/club-view-desktop.png` });
  await page.screenshot({ path: `${shots}/org-admin-club-view-desktop.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Bo rolled an ankle: ice, sat out the game')).toBeVisible();
  await page.screenshot({ path: `${shots}/club-view-phone.png` });
  await card.screenshot({ path: `${shots}/club-view-card-phone.png` });
  expect(await axeViolations(page)).toEqual([]);
});

test('the club view answers only org admins', async ({ request }) => {
  const coach = await api(request, DEMO.coach);
  expect((await request.get('/api/org-admin/club-view', { headers: coach.headers })).status()).toBe(403);
  expect((await request.get('/api/org-admin/club-view')).status()).toBe(401);
});
