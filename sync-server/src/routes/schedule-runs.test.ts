import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pullResponseSchema,
  sessionSchema,
  uuidv7,
  type ScheduleEntry,
  type Session,
} from '@pitchside/shared';
import { countRows, createOrg, createUser, insertActivity, insertCoachGroup, insertScheduleEntry, insertSession, makeTestApp, send, type TestApp, queryValue } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';

/**
 * Running from the schedule makes a copy that remembers its entry
 * and group (the library session stays as it was), finishing it records when, and a TBD
 * entry can be given a library session. Both arrive as sync mutations.
 */

describe('schedule runs and assignments', () => {
  let t: TestApp;
  let orgId: string;
  /** May see the schedule only: no library, no session creation. */
  let scheduleOnly: string;
  let planner: string;
  let outsider: string;
  let library: Session;
  let entryId: string;
  let tbdId: string;
  let activityId: string;

  const runArgs = (id: string, scheduleEntryId: string) => ({
    id,
    scheduleEntryId,
    title: library.title,
    activityIds: [activityId],
    activityDurations: [20],
    notes: '',
  });

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    orgId = org.id;
    scheduleOnly = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true } })).token;
    planner = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewSessionLibrary: true } })).token;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
    activityId = (await insertActivity(t, { title: 'Rondo' })).id;
    library = await insertSession(t, orgId, { title: 'Pressing', activityIds: [activityId] });
    const groupId = await insertCoachGroup(t, orgId, 'Academy');
    entryId = await insertScheduleEntry(t, { organizationId: orgId, groupId, date: '2025-03-06', sessionId: library.id });
    tbdId = await insertScheduleEntry(t, { organizationId: orgId, groupId, date: '2025-03-08', sessionId: null });
  });
  afterEach(() => t.close());

  it('runs a copy for the entry, once however often the push is replayed; the library session is untouched', async () => {
    const copyId = uuidv7();
    for (let i = 0; i < 3; i += 1) {
      const res = await pushAs(t.app, scheduleOnly, [m(1, 'scheduleEntry.run', runArgs(copyId, entryId))]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ lastMutationId: 1, rejected: [] });
    }
    expect(await countRows(t.db, 'sessions', 'schedule_entry_id = ?', entryId)).toBe(1);
    const copy = sessionSchema.parse((await send<Session>(t.app, 'GET', `/api/sessions/${copyId}`, { token: planner })).body);
    expect(copy).toMatchObject({
      title: 'Pressing',
      savedToLibrary: false,
      scheduleEntryId: entryId,
      groupName: 'Academy',
      status: null,
      completedAt: null,
      activityDurations: [20],
    });

    // Finishing the copy records when; the library session stays open for every other entry.
    t.clock.advance(45 * 60_000);
    const finished = await pushAs(t.app, scheduleOnly, [m(2, 'session.update', { id: copyId, patch: { status: 'completed', isActive: false } })]);
    expect(finished.body).toEqual({ lastMutationId: 2, rejected: [] });
    const done = (await send<Session>(t.app, 'GET', `/api/sessions/${copyId}`, { token: planner })).body;
    expect(done).toMatchObject({ status: 'completed', completedAt: t.clock().toISOString() });
    const original = (await send<Session>(t.app, 'GET', `/api/sessions/${library.id}`, { token: planner })).body;
    expect(original).toMatchObject({ status: null, completedAt: null, savedToLibrary: true, scheduleEntryId: null });

    // The device learns of the copy through the pull, with its run fields.
    const pull = await pullAs(t.app, planner, 'device-pull');
    const sessions = pullResponseSchema.parse(pull.body).changes.sessions ?? [];
    expect(sessions.find((s) => s.id === copyId)).toMatchObject({ scheduleEntryId: entryId, groupName: 'Academy' });
  });

  it('keeps the run in the history after its entry is deleted, and clears completedAt when reopened', async () => {
    const copyId = uuidv7();
    await pushAs(t.app, planner, [
      m(1, 'scheduleEntry.run', runArgs(copyId, entryId)),
      m(2, 'session.update', { id: copyId, patch: { status: 'completed' } }),
      m(3, 'scheduleEntry.delete', { id: entryId }),
    ]);
    const copy = (await send<Session>(t.app, 'GET', `/api/sessions/${copyId}`, { token: planner })).body;
    expect(copy).toMatchObject({ scheduleEntryId: entryId, groupName: 'Academy', status: 'completed' });
    expect(copy.completedAt).not.toBeNull();
    await pushAs(t.app, planner, [m(4, 'session.update', { id: copyId, patch: { status: null } })]);
    expect((await send<Session>(t.app, 'GET', `/api/sessions/${copyId}`, { token: planner })).body.completedAt).toBeNull();
  });

  it("refuses a run of another organization's entry or of an unknown one, writing nothing", async () => {
    const foreign = await pushAs(t.app, outsider, [m(1, 'scheduleEntry.run', runArgs(uuidv7(), entryId))]);
    expect(foreign.body.rejected).toEqual([expect.objectContaining({ mutationId: 1, code: 'not_found', reason: 'Scheduled session not found' })]);
    const unknown = await pushAs(t.app, planner, [m(1, 'scheduleEntry.run', runArgs(uuidv7(), uuidv7()))]);
    expect(unknown.body.rejected).toEqual([expect.objectContaining({ code: 'not_found' })]);
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it('refuses a run that reuses another session id with different content (409)', async () => {
    const res = await pushAs(t.app, planner, [m(1, 'scheduleEntry.run', runArgs(library.id, entryId))]);
    expect(res.body.rejected).toEqual([expect.objectContaining({ code: 'conflict' })]);
  });

  it('assigns a library session to a TBD entry with a new version, once', async () => {
    const before = await queryValue(t.db, 'SELECT version FROM schedule_entries WHERE id = ?', tbdId) as number;
    const res = await pushAs(t.app, planner, [m(1, 'scheduleEntry.assign', { id: tbdId, sessionId: library.id })]);
    expect(res.body).toEqual({ lastMutationId: 1, rejected: [] });
    const week = (await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule?weekStart=2025-03-03', { token: scheduleOnly })).body;
    const tbd = week.find((e) => e.id === tbdId)!;
    expect(tbd).toMatchObject({ sessionId: library.id, dayOfWeek: 'Saturday', groupName: 'Academy' });
    expect(tbd.version).toBeGreaterThan(before);
    // The same choice again changes nothing (no new version for devices to pull).
    await pushAs(t.app, planner, [m(2, 'scheduleEntry.assign', { id: tbdId, sessionId: library.id })]);
    expect(await queryValue(t.db, 'SELECT version FROM schedule_entries WHERE id = ?', tbdId)).toBe(tbd.version);
  });

  it('refuses an assignment without the right, of a run copy, or of a missing session', async () => {
    const denied = await pushAs(t.app, scheduleOnly, [m(1, 'scheduleEntry.assign', { id: tbdId, sessionId: library.id })]);
    expect(denied.body.rejected).toEqual([expect.objectContaining({ code: 'forbidden' })]);

    const copyId = uuidv7();
    const res = await pushAs(t.app, planner, [
      m(1, 'scheduleEntry.run', runArgs(copyId, entryId)),
      m(2, 'scheduleEntry.assign', { id: tbdId, sessionId: copyId }),
      m(3, 'scheduleEntry.assign', { id: tbdId, sessionId: uuidv7() }),
      m(4, 'scheduleEntry.assign', { id: tbdId, sessionId: 'not-a-session' }),
    ]);
    expect(res.body.rejected).toEqual([
      expect.objectContaining({ mutationId: 2, code: 'invalid', reason: 'Please choose a session from the Session Library' }),
      expect.objectContaining({ mutationId: 3, code: 'not_found', reason: 'Session not found' }),
      expect.objectContaining({ mutationId: 4, code: 'invalid', reason: expect.stringContaining('Please choose a session') }),
    ]);
    expect(await queryValue(t.db, 'SELECT session_id FROM schedule_entries WHERE id = ?', tbdId)).toBeNull();
  });
});
