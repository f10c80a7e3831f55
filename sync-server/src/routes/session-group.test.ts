import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type Session } from '@pitchside/shared';
import { createOrg, createUser, insertActivity, insertCoachGroup, insertScheduleEntry, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';

/**
 * The coach group a session was planned for travels with the session (issue 36, point 9): a
 * coach's second device, or another coach of the club, pulls it and the schedule dialog there
 * offers that group. A group that is not the club's is dropped, never stored or refused.
 */
describe('the group a session was planned for', () => {
  let t: TestApp;
  let planner: string;
  let secondCoach: string;
  let activityId: string;
  let groupId: string;
  let foreignGroupId: string;
  let orgId: string;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    const other = await createOrg(t.db);
    orgId = org.id;
    const flags = { canCreateSessions: true, canViewSessionLibrary: true, canScheduleSessions: true };
    planner = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags })).token;
    secondCoach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags })).token;
    activityId = (await insertActivity(t, { title: 'Rondo' })).id;
    groupId = await insertCoachGroup(t, org.id, 'Under 10s');
    foreignGroupId = await insertCoachGroup(t, other.id, 'Their Under 10s');
  });
  afterEach(() => t.close());

  const planned = (id: string, group: string | null | undefined) => ({
    id,
    title: 'Tuesday plan',
    activityIds: [activityId],
    activityDurations: [20],
    ...(group === undefined ? {} : { groupId: group }),
  });

  it('a session planned on one device reaches another with its group, through push and pull', async () => {
    const id = uuidv7();
    const pushed = await pushAs(t.app, planner, [m(1, 'session.create', planned(id, groupId))]);
    expect(pushed.body.rejected).toEqual([]);
    const pulled = await pullAs(t.app, secondCoach, 'second-device');
    expect(pulled.body.changes.sessions?.find((s) => s.id === id)?.groupId).toBe(groupId);
  });

  it('keeps the group through REST, and answers a replay of the same plan as stored', async () => {
    const body = planned(uuidv7(), groupId);
    const created = await send<Session>(t.app, 'POST', '/api/sessions', { token: planner, body });
    expect(created.status).toBe(201);
    expect(created.body.groupId).toBe(groupId);
    const again = await send<Session>(t.app, 'POST', '/api/sessions', { token: planner, body });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    const read = await send<Session>(t.app, 'GET', `/api/sessions/${body.id}`, { token: secondCoach });
    expect(read.body.groupId).toBe(groupId);
  });

  it("drops another club's group or an unknown one, and saves the session", async () => {
    const foreign = await send<Session>(t.app, 'POST', '/api/sessions', { token: planner, body: planned(uuidv7(), foreignGroupId) });
    expect(foreign.status).toBe(201);
    expect(foreign.body.groupId).toBeNull();
    const unknownId = uuidv7();
    expect((await pushAs(t.app, planner, [m(1, 'session.create', planned(unknownId, uuidv7()))])).body.rejected).toEqual([]);
    const pulled = await pullAs(t.app, planner);
    expect(pulled.body.changes.sessions?.find((s) => s.id === unknownId)?.groupId).toBeNull();
  });

  it('reads as planned for no group when none is sent (devices from before)', async () => {
    const id = uuidv7();
    expect((await pushAs(t.app, planner, [m(1, 'session.create', planned(id, undefined))])).body.rejected).toEqual([]);
    const pulled = await pullAs(t.app, planner);
    expect(pulled.body.changes.sessions?.find((s) => s.id === id)?.groupId).toBeNull();
  });

  it("a run copy from the schedule is for the entry's group, whatever the library session was planned for", async () => {
    const otherGroup = await insertCoachGroup(t, orgId, 'Under 12s');
    const libraryId = uuidv7();
    await pushAs(t.app, planner, [m(1, 'session.create', planned(libraryId, groupId))]);
    const entryId = await insertScheduleEntry(t, { organizationId: orgId, groupId: otherGroup, date: '2025-03-05', sessionId: libraryId });
    const copyId = uuidv7();
    const run = await pushAs(t.app, planner, [m(2, 'scheduleEntry.run', { ...planned(copyId, groupId), scheduleEntryId: entryId })]);
    expect(run.body.rejected).toEqual([]);
    const pulled = await pullAs(t.app, planner);
    expect(pulled.body.changes.sessions?.find((s) => s.id === copyId)).toMatchObject({ groupId: otherGroup, groupName: 'Under 12s' });
  });
});
