import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullResponseSchema, scheduleEntrySchema, uuidv7, type ScheduleEntry } from '@pitchside/shared';
import { createOrg, createUser, insertCoachGroup, insertScheduleEntry, insertSession, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation as m, pullAs, pushAs } from '../../test-support/sync';

/** A scheduled session's start time and duration, through REST and the sync push alike. */

type Refusal = { message: string; code: string; fields?: Record<string, string> };

describe('training time on schedule entries', () => {
  let t: TestApp;
  let planner: string;
  let scheduleOnly: string;
  let outsider: string;
  let sessionId: string;
  let groupId: string;
  let entryId: string;

  const pulledEntries = async (token: string) => {
    const pull = await pullAs(t.app, token, `puller-${token.slice(0, 8)}`);
    return pullResponseSchema.parse(pull.body).changes.scheduleEntries ?? [];
  };

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    planner = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewSessionLibrary: true, canViewWeeklySchedule: true } })).token;
    scheduleOnly = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true } })).token;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
    sessionId = (await insertSession(t, org.id, { title: 'Pressing' })).id;
    groupId = await insertCoachGroup(t, org.id, 'Academy');
    entryId = await insertScheduleEntry(t, { organizationId: org.id, groupId, date: '2025-03-06', sessionId });
  });
  afterEach(() => t.close());

  it('schedules a date with a time and duration, and reads them back in the week and the pull', async () => {
    const res = await send<ScheduleEntry>(t.app, 'POST', '/api/schedule/date', {
      token: planner,
      body: { sessionId, groupId, date: '2025-03-07', startTime: '18:30', durationMinutes: 90 },
    });
    expect(res.status).toBe(201);
    expect(scheduleEntrySchema.parse(res.body)).toMatchObject({ startTime: '18:30', durationMinutes: 90 });
    const week = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule', { token: scheduleOnly });
    expect(week.body.find((e) => e.id === res.body.id)).toMatchObject({ startTime: '18:30', durationMinutes: 90 });
    expect((await pulledEntries(planner)).find((e) => e.id === res.body.id)).toMatchObject({ startTime: '18:30', durationMinutes: 90 });
  });

  it('keeps an entry without a time as a day (older devices send no time fields)', async () => {
    const res = await send<ScheduleEntry>(t.app, 'POST', '/api/schedule/date', { token: planner, body: { sessionId, groupId, date: '2025-03-07' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ startTime: null, durationMinutes: null });
  });

  it('gives every date of a range the same time', async () => {
    const res = await send<ScheduleEntry[]>(t.app, 'POST', '/api/schedule/range', {
      token: planner,
      body: { sessionId, groupId, startDate: '2025-03-03', endDate: '2025-03-09', daysOfWeek: ['Tuesday', 'Thursday'], startTime: '17:00', durationMinutes: 75 },
    });
    expect(res.status).toBe(201);
    expect(res.body.map((e) => [e.date, e.startTime, e.durationMinutes])).toEqual([
      ['2025-03-04', '17:00', 75],
      ['2025-03-06', '17:00', 75],
    ]);
  });

  it.each([
    [{ startTime: '25:00', durationMinutes: 60 }, 'startTime', 'between 00:00 and 23:59'],
    [{ startTime: '7:5', durationMinutes: 60 }, 'startTime', 'between 00:00 and 23:59'],
    [{ startTime: '18:00', durationMinutes: -30 }, 'durationMinutes', 'at least 1 minute'],
    [{ startTime: '18:00', durationMinutes: 0 }, 'durationMinutes', 'at least 1 minute'],
    [{ startTime: '18:00', durationMinutes: 601 }, 'durationMinutes', 'at most 600 minutes'],
    [{ startTime: '18:00', durationMinutes: 45.5 }, 'durationMinutes', 'whole minutes'],
  ])('refuses %j with 400 and says why', async (time, field, message) => {
    const scheduled = await send<Refusal>(t.app, 'POST', '/api/schedule/date', { token: planner, body: { sessionId, groupId, date: '2025-03-07', ...time } });
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.fields?.[field]).toContain(message);
    const edited = await send<Refusal>(t.app, 'PUT', `/api/weekly-schedule/${entryId}/time`, { token: planner, body: time });
    expect(edited.status).toBe(400);
    expect(edited.body.fields?.[field]).toContain(message);
  });

  it('edits and clears the time over REST; only a planner of the same club may', async () => {
    const set = await send<ScheduleEntry>(t.app, 'PUT', `/api/weekly-schedule/${entryId}/time`, {
      token: planner,
      body: { startTime: '19:15', durationMinutes: 60 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: entryId, startTime: '19:15', durationMinutes: 60 });
    const cleared = await send<ScheduleEntry>(t.app, 'PUT', `/api/weekly-schedule/${entryId}/time`, {
      token: planner,
      body: { startTime: null, durationMinutes: null },
    });
    expect(cleared.body).toMatchObject({ startTime: null, durationMinutes: null });
    const time = { startTime: '10:00', durationMinutes: 60 };
    expect((await send(t.app, 'PUT', `/api/weekly-schedule/${entryId}/time`, { token: scheduleOnly, body: time })).status).toBe(403);
    expect((await send(t.app, 'PUT', `/api/weekly-schedule/${entryId}/time`, { token: outsider, body: time })).status).toBe(404);
    expect((await send(t.app, 'PUT', `/api/weekly-schedule/${entryId}/time`, { body: time })).status).toBe(401);
  });

  it('sets the time through the sync push exactly once, and refuses a bad time as a rejection', async () => {
    const first = await pushAs(t.app, planner, [m(1, 'scheduleEntry.setTime', { id: entryId, startTime: '18:00', durationMinutes: 90 })]);
    expect(first.body).toEqual({ lastMutationId: 1, rejected: [] });
    const [before] = (await pulledEntries(planner)).filter((e) => e.id === entryId);
    expect(before).toMatchObject({ startTime: '18:00', durationMinutes: 90 });
    // A replay of the same push changes nothing, not even the version.
    await pushAs(t.app, planner, [m(1, 'scheduleEntry.setTime', { id: entryId, startTime: '18:00', durationMinutes: 90 })]);
    const [after] = (await pulledEntries(planner)).filter((e) => e.id === entryId);
    expect(after!.version).toBe(before!.version);

    const bad = await pushAs(t.app, planner, [m(2, 'scheduleEntry.setTime', { id: entryId, startTime: '25:00', durationMinutes: 90 })]);
    expect(bad.body.rejected).toEqual([expect.objectContaining({ mutationId: 2, code: 'invalid' })]);
    expect(bad.body.rejected[0]!.reason).toContain('between 00:00 and 23:59');

    const dated = uuidv7();
    const scheduled = await pushAs(t.app, planner, [
      m(3, 'schedule.date', { id: dated, sessionId, groupId, date: '2025-03-08', startTime: '09:30', durationMinutes: 45 }),
    ]);
    expect(scheduled.body.rejected).toEqual([]);
    expect((await pulledEntries(planner)).find((e) => e.id === dated)).toMatchObject({ startTime: '09:30', durationMinutes: 45 });
  });
});
