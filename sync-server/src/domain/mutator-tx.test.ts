import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type ScheduleEntry, type Session } from '@pitchside/shared';
import { createOrg, createUser, insertActivity, makeTestApp, send, type TestApp } from '../../test-support/index';
import { insertCoachGroup } from '../../test-support/fixtures';
import { mutation, pushAs } from '../../test-support/sync';
import { ServerMutatorTx } from './mutator-tx';
import type { AuthedUser } from './actor';

/**
 * Changes that run through the shared mutators on the server (domain/mutator-tx.ts): the
 * device's effect, with the server's version and time, once per real change.
 */
describe('server mutators', () => {
  let t: TestApp;
  let orgId: string;
  let coach: string;
  let activityId: string;

  const createSession = async (title: string) =>
    (await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body: { title, activityIds: [activityId], activityDurations: [15] } })).body;
  const getSession = async (id: string) => (await send<Session>(t.app, 'GET', `/api/sessions/${id}`, { token: coach })).body;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    orgId = org.id;
    coach = (await createUser(t.db, { organizationId: orgId, role: 'coach', flags: { canCreateSessions: true, canViewSessionLibrary: true, canViewWeeklySchedule: true } })).token;
    activityId = (await insertActivity(t, { title: 'Rondo' })).id;
  });
  afterEach(() => t.close());

  it('writes a real change with a new version and the same change again not at all', async () => {
    const session = await createSession('Tuesday');
    const renamed = await send<Session>(t.app, 'PUT', `/api/sessions/${session.id}`, { token: coach, body: { title: 'Tuesday pressing' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: 'Tuesday pressing', notes: session.notes, activityIds: [activityId] });
    expect(renamed.body.version).toBeGreaterThan(session.version);
    const again = await send<Session>(t.app, 'PUT', `/api/sessions/${session.id}`, { token: coach, body: { title: 'Tuesday pressing' } });
    expect(again.body.version).toBe(renamed.body.version);
    expect(again.body.updatedAt).toBe(renamed.body.updatedAt);
  });

  it('appends notes pushed by a device in order, each a version of its own', async () => {
    const session = await createSession('Match prep');
    const pushed = await pushAs(t.app, coach, [
      mutation(1, 'session.appendNote', { id: session.id, note: '  Smaller area  ' }),
      mutation(2, 'session.appendNote', { id: session.id, note: 'Two touch' }),
    ]);
    expect(pushed.body).toEqual({ lastMutationId: 2, rejected: [] });
    const stored = await getSession(session.id);
    expect(stored.notes).toBe('Smaller area\nTwo touch');
    expect(stored.version).toBeGreaterThan(session.version);
  });

  it('sets an entry’s time once: the same time again keeps its version', async () => {
    const groupId = await insertCoachGroup(t, orgId, 'U12 Blue');
    const session = await createSession('Thursday');
    const dated = await send<ScheduleEntry>(t.app, 'POST', '/api/schedule/date', { token: coach, body: { sessionId: session.id, groupId, date: '2026-03-05' } });
    expect(dated.status).toBe(201);
    const time = { startTime: '18:30', durationMinutes: 75 };
    const first = await send<ScheduleEntry>(t.app, 'PUT', `/api/weekly-schedule/${dated.body.id}/time`, { token: coach, body: time });
    expect(first.body).toMatchObject(time);
    expect(first.body.version).toBeGreaterThan(dated.body.version);
    const again = await send<ScheduleEntry>(t.app, 'PUT', `/api/weekly-schedule/${dated.body.id}/time`, { token: coach, body: time });
    expect(again.body.version).toBe(first.body.version);
  });

  it('makes a range of entries once: the same range from another device is accepted, a different one under its ids refused', async () => {
    const groupId = await insertCoachGroup(t, orgId, 'U10 Red');
    const session = await createSession('Range');
    const ids = [uuidv7(), uuidv7()];
    const range = { sessionId: session.id, groupId, startDate: '2026-03-02', endDate: '2026-03-08', daysOfWeek: ['Tuesday', 'Thursday'], ids };
    const first = await pushAs(t.app, coach, [mutation(1, 'schedule.range', range)], uuidv7());
    expect(first.body).toEqual({ lastMutationId: 1, rejected: [] });
    const again = await pushAs(t.app, coach, [mutation(1, 'schedule.range', range)], uuidv7());
    expect(again.body).toEqual({ lastMutationId: 1, rejected: [] });
    const other = await pushAs(t.app, coach, [mutation(1, 'schedule.range', { ...range, daysOfWeek: ['Monday', 'Friday'] })], uuidv7());
    expect(other.body.rejected).toEqual([expect.objectContaining({ mutationId: 1, code: 'conflict' })]);
    const week = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule?weekStart=2026-03-02', { token: coach });
    expect(week.body.filter((e) => ids.includes(e.id)).map((e) => [e.date, e.groupName])).toEqual([
      ['2026-03-03', 'U10 Red'],
      ['2026-03-05', 'U10 Red'],
    ]);
  });

  it('sees only the actor’s club and refuses the tables and look-ups it does not have yet', async () => {
    const session = await createSession('Ours');
    const other = await createOrg(t.db, { name: 'Other FC' });
    const outsider = { id: uuidv7(), organizationId: other.id, role: 'coach' } as AuthedUser;
    const ours = { id: uuidv7(), organizationId: orgId, role: 'coach' } as AuthedUser;
    expect(await new ServerMutatorTx(t.db, outsider, new Date()).get('sessions', session.id)).toBeUndefined();
    expect(await new ServerMutatorTx(t.db, ours, new Date()).get('sessions', session.id)).toMatchObject({ id: session.id, title: 'Ours' });
    await expect(new ServerMutatorTx(t.db, ours, new Date()).get('activities', uuidv7())).rejects.toThrow(/activities/);
    await expect(new ServerMutatorTx(t.db, ours, new Date()).where('scheduleEntries', 'groupId', uuidv7())).rejects.toThrow(/groupId/);
  });
});
