import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoachGroup, ScheduleEntry, Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, queryValue, send, type CreatedUser, type TestApp } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';

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

describe("a group's coaches", () => {
  let t: TestApp;
  let admin: string;
  let coach: { id: string; token: string };
  let otherCoach: { id: string; token: string };
  let fellowAdmin: { id: string; token: string };
  let outsider: { id: string; token: string };
  const made = ({ user, token }: CreatedUser) => ({ id: user.id, token });
  let superAdmin: string;
  let group: CoachGroup;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    coach = made(await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true } }));
    otherCoach = made(await createUser(t.db, { organizationId: org.id, role: 'coach' }));
    fellowAdmin = made(await createUser(t.db, { organizationId: org.id, role: 'org_admin' }));
    const elsewhere = await createOrg(t.db);
    outsider = made(await createUser(t.db, { organizationId: elsewhere.id, role: 'coach' }));
    superAdmin = (await createUser(t.db, { organizationId: elsewhere.id, role: 'admin' })).token;
    group = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U12 Girls' } })).body;
  });
  afterEach(() => t.close());

  it('lets an org admin assign coaches of the club; members see them on the group', async () => {
    expect(group.coachIds).toEqual([]);
    const set = await send<CoachGroup>(t.app, 'PUT', `/api/coach-groups/${group.id}/coaches`, { token: admin, body: { coachIds: [coach.id, otherCoach.id] } });
    expect(set.status).toBe(200);
    expect(set.body.coachIds).toEqual([coach.id, otherCoach.id]);
    const seen = await send<CoachGroup[]>(t.app, 'GET', '/api/coach-groups', { token: coach.token });
    expect(seen.body[0]!.coachIds).toEqual([coach.id, otherCoach.id]);
    const cleared = await send<CoachGroup>(t.app, 'PUT', `/api/coach-groups/${group.id}/coaches`, { token: admin, body: { coachIds: [] } });
    expect(cleared.body.coachIds).toEqual([]);
  });

  it('refuses: 401 signed out, 403 a coach, 404 another club (super admin too), 400 a non-coach or another club\'s coach', async () => {
    const path = `/api/coach-groups/${group.id}/coaches`;
    expect((await send(t.app, 'PUT', path, { body: { coachIds: [] } })).status).toBe(401);
    expect((await send(t.app, 'PUT', path, { token: coach.token, body: { coachIds: [coach.id] } })).status).toBe(403);
    expect((await send(t.app, 'PUT', path, { token: superAdmin, body: { coachIds: [] } })).status).toBe(404);
    expect((await send(t.app, 'PUT', path, { token: outsider.token, body: { coachIds: [] } })).status).toBe(403);
    for (const coachIds of [[outsider.id], [fellowAdmin.id], ['not-a-uuid'], [coach.id, coach.id]]) {
      const refused = await send(t.app, 'PUT', path, { token: admin, body: { coachIds } });
      expect(refused.status, JSON.stringify(coachIds)).toBe(400);
    }
    const list = await send<CoachGroup[]>(t.app, 'GET', '/api/coach-groups', { token: admin });
    expect(list.body[0]!.coachIds).toEqual([]);
  });

  it('applies a pushed assignment exactly once and refuses it from a coach', async () => {
    const batch = [m(1, 'coachGroup.setCoaches', { id: group.id, coachIds: [coach.id] })];
    const before = await queryValue(t.db, 'SELECT version FROM coach_groups WHERE id = ?', group.id);
    for (let i = 0; i < 3; i++) expect((await pushAs(t.app, admin, batch, 'device-admin-coaches')).body).toEqual({ lastMutationId: 1, rejected: [] });
    const after = await queryValue(t.db, 'SELECT version FROM coach_groups WHERE id = ?', group.id);
    expect(after).not.toBe(before);
    // Sent again from another device: the same list writes no new version.
    await pushAs(t.app, admin, batch, 'device-admin-coaches-2');
    expect(await queryValue(t.db, 'SELECT version FROM coach_groups WHERE id = ?', group.id)).toBe(after);
    const page = (await pullAs(t.app, coach.token, 'device-coach-coaches')).body;
    expect(page.changes.coachGroups?.map((g) => g.coachIds)).toEqual([[coach.id]]);
    expect((await pullAs(t.app, outsider.token, 'device-outsider-coaches')).body.changes.coachGroups).toEqual([]);

    const refused = await pushAs(t.app, coach.token, [m(1, 'coachGroup.setCoaches', { id: group.id, coachIds: [] })], 'device-coach-coaches');
    expect(refused.body.rejected.map((r) => r.code)).toEqual(['forbidden']);
  });
});
