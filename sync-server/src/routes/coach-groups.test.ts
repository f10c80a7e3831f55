import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoachGroup, ScheduleEntry, Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, send, type TestApp } from '../test-support/index';

describe('coach groups REST', () => {
  let t: TestApp;
  let admin: string;
  let coach: string;
  let outsider: string;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewSessionLibrary: true, canViewWeeklySchedule: true } })).token;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
  });
  afterEach(() => t.close());

  it('lets an admin create, rename and delete groups; members list them', async () => {
    const made = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: '2010 Girls Team' } });
    expect(made.status).toBe(201);
    await send(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const list = await send<CoachGroup[]>(t.app, 'GET', '/api/coach-groups', { token: coach });
    expect(list.body.map((g) => g.name)).toEqual(['2010 Girls Team', 'Academy']);
    expect((await send<CoachGroup[]>(t.app, 'GET', '/api/coach-groups', { token: outsider })).body).toEqual([]);

    const renamed = await send<CoachGroup>(t.app, 'PUT', `/api/coach-groups/${made.body.id}`, { token: admin, body: { name: 'Girls U15' } });
    expect(renamed.body).toMatchObject({ id: made.body.id, name: 'Girls U15' });
    const clash = await send(t.app, 'PUT', `/api/coach-groups/${made.body.id}`, { token: admin, body: { name: 'academy' } });
    expect(clash.status).toBe(409);
    expect((await send(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: '  ' } })).status).toBe(400);
  });

  it('refuses coaches (403) and other organizations (404)', async () => {
    expect((await send(t.app, 'POST', '/api/coach-groups', { token: coach, body: { name: 'Mine' } })).status).toBe(403);
    const made = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    expect((await send(t.app, 'PUT', `/api/coach-groups/${made.body.id}`, { token: outsider, body: { name: 'X' } })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/coach-groups/${made.body.id}`, { token: outsider })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/coach-groups/${made.body.id}`, { token: coach })).status).toBe(403);
    expect((await send(t.app, 'GET', '/api/coach-groups')).status).toBe(401);
    expect(await countRows(t.db, 'coach_groups')).toBe(1);
  });

  it('renaming carries to the entries; deleting removes them with tombstones', async () => {
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const session = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body: { activityIds: [], activityDurations: [] } });
    const entries = await send<ScheduleEntry[]>(t.app, 'POST', '/api/schedule/range', {
      token: coach,
      body: { sessionId: session.body.id, groupId: group.body.id, startDate: '2025-03-03', endDate: '2025-03-09', daysOfWeek: ['Monday', 'Friday'] },
    });
    await send(t.app, 'PUT', `/api/coach-groups/${group.body.id}`, { token: admin, body: { name: 'Juniors' } });
    const week = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule', { token: coach });
    expect(week.body.map((e) => e.groupName)).toEqual(['Juniors', 'Juniors']);

    expect((await send(t.app, 'DELETE', `/api/coach-groups/${group.body.id}`, { token: admin })).status).toBe(200);
    expect(await countRows(t.db, 'schedule_entries')).toBe(0);
    for (const entry of entries.body) {
      expect(await countRows(t.db, 'tombstones', 'table_name = ? AND row_id = ?', 'scheduleEntries', entry.id)).toBe(1);
    }
    expect(await countRows(t.db, 'tombstones', 'table_name = ? AND row_id = ?', 'coachGroups', group.body.id)).toBe(1);
  });
});
