import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  uuidv7,
  type Attendance,
  type CoachGroup,
  type Player,
  type PullResponse,
  type Session,
} from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';

describe('roster and attendance', () => {
  let t: TestApp;
  let admin: string;
  let coach: string;
  let benchCoach: string;
  let outsider: string;
  let group: CoachGroup;

  const addPlayer = (body: Record<string, unknown>, token = admin, groupId = group.id) =>
    send<Player>(t.app, 'POST', `/api/coach-groups/${groupId}/players`, { token, body });

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    // Coaches the club's groups through the schedule.
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true, canCreateSessions: true } })).token;
    // Creates sessions but sees no schedule: coaches no group.
    benchCoach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
    group = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U12 Girls' } })).body;
  });
  afterEach(() => t.close());

  it('lets an admin and the coach keep the roster over REST, in shirt-number order', async () => {
    expect((await addPlayer({ name: 'Maya', shirtNumber: 9, position: 'Forward' })).status).toBe(201);
    const keeper = await addPlayer({ name: 'Ada', shirtNumber: 1, position: 'Goalkeeper' }, coach);
    expect(keeper.status).toBe(201);
    await addPlayer({ name: 'Zoe' });
    const list = await send<Player[]>(t.app, 'GET', `/api/coach-groups/${group.id}/players`, { token: benchCoach });
    expect(list.body.map((p) => [p.name, p.shirtNumber, p.position])).toEqual([
      ['Ada', 1, 'Goalkeeper'],
      ['Maya', 9, 'Forward'],
      ['Zoe', null, null],
    ]);
    const edited = await send<Player>(t.app, 'PUT', `/api/players/${keeper.body.id}`, {
      token: coach,
      body: { name: 'Ada L', shirtNumber: 13, position: 'Defender' },
    });
    expect(edited.body).toMatchObject({ name: 'Ada L', shirtNumber: 13, position: 'Defender' });
    expect((await send(t.app, 'DELETE', `/api/players/${keeper.body.id}`, { token: admin })).status).toBe(200);
    expect(await countRows(t.db, 'players')).toBe(2);
    expect(await countRows(t.db, 'tombstones', 'table_name = ? AND row_id = ?', 'players', keeper.body.id)).toBe(1);
  });

  it('refuses REST: 401 signed out, 403 a coach who coaches no group, 404 another club, 400 bad fields', async () => {
    const maya = (await addPlayer({ name: 'Maya' })).body;
    expect((await send(t.app, 'GET', `/api/coach-groups/${group.id}/players`)).status).toBe(401);
    expect((await send(t.app, 'POST', `/api/coach-groups/${group.id}/players`, { body: { name: 'X' } })).status).toBe(401);
    expect((await addPlayer({ name: 'X' }, benchCoach)).status).toBe(403);
    expect((await send(t.app, 'PUT', `/api/players/${maya.id}`, { token: benchCoach, body: { name: 'Y' } })).status).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/players/${maya.id}`, { token: benchCoach })).status).toBe(403);
    expect((await send(t.app, 'GET', `/api/coach-groups/${group.id}/players`, { token: outsider })).status).toBe(404);
    expect((await addPlayer({ name: 'X' }, outsider)).status).toBe(404);
    expect((await send(t.app, 'PUT', `/api/players/${maya.id}`, { token: outsider, body: { name: 'Y' } })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/players/${maya.id}`, { token: outsider })).status).toBe(404);
    const blank = await addPlayer({ name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fields: { name: 'Player name is required' } });
    const shirt = await addPlayer({ name: 'Al', shirtNumber: 100 });
    expect(shirt.body).toMatchObject({ fields: { shirtNumber: 'Shirt number must be a whole number from 1 to 99' } });
    expect((await addPlayer({ name: 'Al', position: 'Striker' })).status).toBe(400);
    expect(await countRows(t.db, 'players')).toBe(1);
  });

  it('applies roster and attendance pushes exactly once and shows them only to the club', async () => {
    const session = (await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body: { activityIds: [], activityDurations: [] } })).body;
    const [a, b, c] = [uuidv7(), uuidv7(), uuidv7()];
    const batch = [
      m(1, 'player.create', { id: a, groupId: group.id, name: 'Ada', shirtNumber: 1, position: 'Goalkeeper' }),
      m(2, 'player.create', { id: b, groupId: group.id, name: 'Bea', shirtNumber: null, position: null }),
      m(3, 'player.create', { id: c, groupId: group.id, name: 'Cat', shirtNumber: 7, position: 'Midfielder' }),
      m(4, 'player.update', { id: c, name: 'Cat R', shirtNumber: 8, position: 'Midfielder' }),
      m(5, 'session.attendance', { sessionId: session.id, groupId: group.id, presentPlayerIds: [a, c] }),
    ];
    for (let i = 0; i < 3; i++) expect((await pushAs(t.app, coach, batch, 'device-coach-1')).body).toEqual({ lastMutationId: 5, rejected: [] });
    expect(await countRows(t.db, 'players')).toBe(3);
    expect(await countRows(t.db, 'attendance')).toBe(1);

    // The coach changes a tick: the register is replaced, never doubled.
    await pushAs(t.app, coach, [m(6, 'session.attendance', { sessionId: session.id, groupId: group.id, presentPlayerIds: [a, b, c] })], 'device-coach-1');
    const page = (await pullAs(t.app, admin, 'device-admin-1')).body;
    expect(page.changes.players?.map((p) => p.name).sort()).toEqual(['Ada', 'Bea', 'Cat R']);
    expect(page.changes.attendance).toEqual([
      expect.objectContaining<Partial<Attendance>>({ id: session.id, groupId: group.id, presentPlayerIds: [a, b, c] }),
    ]);
    const theirs = (await pullAs(t.app, outsider, 'device-outsider-1')).body;
    expect(theirs.changes.players).toEqual([]);
    expect(theirs.changes.attendance).toEqual([]);

    await pushAs(t.app, coach, [m(7, 'player.delete', { id: b })], 'device-coach-1');
    const after = (await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${page.cursor}&clientId=device-admin-1`, { token: admin })).body;
    expect(after.deletes).toEqual([{ table: 'players', id: b }]);
  });

  it('rejects pushes it must refuse, with a reason, and applies none of them', async () => {
    const session = (await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body: { activityIds: [], activityDurations: [] } })).body;
    const otherGroup = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U14 Boys' } })).body;
    const ours = (await addPlayer({ name: 'Ada' })).body;
    const elsewhere = (await addPlayer({ name: 'Bo' }, admin, otherGroup.id)).body;
    const foreignGroup = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: outsider, body: { name: 'Theirs' } })).body;

    const bench = await pushAs(t.app, benchCoach, [
      m(1, 'player.create', { id: uuidv7(), groupId: group.id, name: 'X', shirtNumber: null, position: null }),
      m(2, 'session.attendance', { sessionId: session.id, groupId: group.id, presentPlayerIds: [ours.id] }),
    ], 'device-bench-1');
    expect(bench.body.rejected.map((r) => r.code)).toEqual(['forbidden', 'forbidden']);

    const mine = await pushAs(t.app, coach, [
      m(1, 'player.create', { id: uuidv7(), groupId: foreignGroup.id, name: 'X', shirtNumber: null, position: null }),
      m(2, 'player.update', { id: ours.id, name: '', shirtNumber: null, position: null }),
      m(3, 'session.attendance', { sessionId: session.id, groupId: group.id, presentPlayerIds: [ours.id, elsewhere.id] }),
      m(4, 'session.attendance', { sessionId: uuidv7(), groupId: group.id, presentPlayerIds: [ours.id] }),
    ], 'device-coach-2');
    expect(mine.body.lastMutationId).toBe(4);
    expect(mine.body.rejected.map((r) => [r.mutationId, r.code])).toEqual([
      [1, 'not_found'],
      [2, 'invalid'],
      [3, 'invalid'],
      [4, 'not_found'],
    ]);
    expect(mine.body.rejected[2]!.reason).toBe('Only players of this group can be ticked present');
    expect(await countRows(t.db, 'players')).toBe(2);
    expect(await countRows(t.db, 'attendance')).toBe(0);
  });

  it('refuses a shirt number already worn in the group, over REST and push, but allows it in another group', async () => {
    const sam = await addPlayer({ name: 'Sam', shirtNumber: 10 });
    expect(sam.status).toBe(201);
    const clash = await addPlayer({ name: 'Kim', shirtNumber: 10 }, coach);
    expect(clash.status).toBe(400);
    expect(clash.body).toMatchObject({ message: 'Shirt number 10 is already worn by Sam in this group', fields: { shirtNumber: 'Already taken' } });
    const kim = (await addPlayer({ name: 'Kim', shirtNumber: 11 })).body;
    const moved = await send(t.app, 'PUT', `/api/players/${kim.id}`, { token: coach, body: { name: 'Kim', shirtNumber: 10, position: null } });
    expect(moved.status).toBe(400);
    // Keeping one's own number is no clash.
    expect((await send(t.app, 'PUT', `/api/players/${sam.body.id}`, { token: coach, body: { name: 'Sam K', shirtNumber: 10, position: null } })).status).toBe(200);
    const other = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U14 Boys' } })).body;
    expect((await addPlayer({ name: 'Lee', shirtNumber: 10 }, admin, other.id)).status).toBe(201);

    const pushed = await pushAs(t.app, coach, [
      m(1, 'player.create', { id: uuidv7(), groupId: group.id, name: 'Mo', shirtNumber: 10, position: null }),
      m(2, 'player.update', { id: kim.id, name: 'Kim', shirtNumber: 10, position: null }),
      m(3, 'player.create', { id: uuidv7(), groupId: group.id, name: 'Nia', shirtNumber: 12, position: null }),
    ], 'device-coach-shirts');
    expect(pushed.body.rejected.map((r) => [r.mutationId, r.code, r.reason])).toEqual([
      [1, 'invalid', 'Shirt number 10 is already worn by Sam K in this group'],
      [2, 'invalid', 'Shirt number 10 is already worn by Sam K in this group'],
    ]);
    expect(await countRows(t.db, 'players')).toBe(4);
  });

  it('lets a coach without the schedule keep the roster of a group assigned to them, and only that one', async () => {
    const assigned = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Assigned' } });
    const me = await send<{ id: string }>(t.app, 'GET', '/api/auth/me', { token: benchCoach });
    expect((await addPlayer({ name: 'Before' }, benchCoach, assigned.body.id)).status).toBe(403);
    await send(t.app, 'PUT', `/api/coach-groups/${assigned.body.id}/coaches`, { token: admin, body: { coachIds: [me.body.id] } });
    expect((await addPlayer({ name: 'After' }, benchCoach, assigned.body.id)).status).toBe(201);
    expect((await addPlayer({ name: 'Elsewhere' }, benchCoach)).status).toBe(403);
  });

  it("refuses a register for another group than the scheduled run's", async () => {
    const library = (await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body: { activityIds: [], activityDurations: [] } })).body;
    const otherGroup = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U14 Boys' } })).body;
    const entry = (await send<{ id: string }>(t.app, 'POST', '/api/schedule/date', {
      token: admin,
      body: { sessionId: library.id, groupId: group.id, date: '2025-03-06' },
    })).body;
    const runId = uuidv7();
    const run = { id: runId, scheduleEntryId: entry.id, title: 'Run', activityIds: [], activityDurations: [], notes: '' };
    const answer = await pushAs(t.app, coach, [
      m(1, 'scheduleEntry.run', run),
      m(2, 'session.attendance', { sessionId: runId, groupId: otherGroup.id, presentPlayerIds: [] }),
      m(3, 'session.attendance', { sessionId: runId, groupId: group.id, presentPlayerIds: [] }),
    ], 'device-coach-3');
    expect(answer.body.rejected.map((r) => [r.mutationId, r.code, r.reason])).toEqual([[2, 'invalid', "This run is for another group: take that group's attendance"]]);
    expect(await countRows(t.db, 'attendance', 'id = ? AND group_id = ?', runId, group.id)).toBe(1);
  });

  it('deleting a group removes its players with tombstones', async () => {
    const ada = (await addPlayer({ name: 'Ada' })).body;
    await send(t.app, 'DELETE', `/api/coach-groups/${group.id}`, { token: admin });
    expect(await countRows(t.db, 'players')).toBe(0);
    expect(await countRows(t.db, 'tombstones', 'table_name = ? AND row_id = ?', 'players', ada.id)).toBe(1);
  });
});
