import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rangeTooLongMessage, scheduleEntrySchema, uuidv7, weeklyScheduleResponseSchema, type CoachGroup, type ScheduleEntry, type Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';

describe('weekly schedule REST', () => {
  let t: TestApp;
  let orgId: string;
  let admin: string;
  let coach: string;
  let noFlags: string;
  let outsider: string;
  let sessionId: string;
  let groupId: string;

  async function makeGroup(name: string): Promise<CoachGroup> {
    const res = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name } });
    expect(res.status).toBe(201);
    return res.body;
  }

  beforeEach(async () => {
    t = await makeTestApp(); // Wednesday 2025-03-05
    const org = await createOrg(t.db);
    orgId = org.id;
    admin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewSessionLibrary: true, canViewWeeklySchedule: true } })).token;
    noFlags = (await createUser(t.db, { organizationId: org.id, role: 'coach' })).token;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
    const session = await send<Session>(t.app, 'POST', '/api/sessions', {
      token: admin,
      body: { title: 'Pressing', activityIds: [], activityDurations: [] },
    });
    sessionId = session.body.id;
    groupId = (await makeGroup('Academy')).id;
  });
  afterEach(() => t.close());

  it('schedules one date with the weekday and group name', async () => {
    const res = await send<ScheduleEntry>(t.app, 'POST', '/api/schedule/date', {
      token: coach,
      body: { sessionId, date: '2025-03-06', groupId },
    });
    expect(res.status).toBe(201);
    expect(scheduleEntrySchema.parse(res.body)).toMatchObject({
      organizationId: orgId,
      date: '2025-03-06',
      dayOfWeek: 'Thursday',
      groupId,
      groupName: 'Academy',
      sessionId,
    });
  });

  it('schedules a range: one entry per chosen weekday, on the right dates', async () => {
    const res = await send<ScheduleEntry[]>(t.app, 'POST', '/api/schedule/range', {
      token: coach,
      body: { sessionId, groupId, startDate: '2025-03-03', endDate: '2025-03-16', daysOfWeek: ['Wednesday', 'Monday'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.map((e) => [e.date, e.dayOfWeek])).toEqual([
      ['2025-03-03', 'Monday'],
      ['2025-03-05', 'Wednesday'],
      ['2025-03-10', 'Monday'],
      ['2025-03-12', 'Wednesday'],
    ]);
    expect(new Set(res.body.map((e) => e.id)).size).toBe(4);
    expect(res.body.every((e) => e.groupName === 'Academy' && e.sessionId === sessionId)).toBe(true);
    expect(await countRows(t.db, 'schedule_entries')).toBe(4);
  });

  it('refuses a range ending before it starts, or with no days, writing nothing', async () => {
    const base = { sessionId, groupId, startDate: '2025-03-10', endDate: '2025-03-03', daysOfWeek: ['Monday'] };
    const backwards = await send(t.app, 'POST', '/api/schedule/range', { token: coach, body: base });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 'invalid', fields: { endDate: expect.any(String) } });
    const noDays = await send(t.app, 'POST', '/api/schedule/range', {
      token: coach,
      body: { ...base, endDate: '2025-03-16', daysOfWeek: [] },
    });
    expect(noDays.status).toBe(400);
    expect(noDays.body).toMatchObject({ message: 'Please select start date, end date, and days of week.' });
    const badDate = await send(t.app, 'POST', '/api/schedule/date', { token: coach, body: { sessionId, groupId, date: '2025-02-30' } });
    expect(badDate.status).toBe(400);
    const missing = await send(t.app, 'POST', '/api/schedule/date', { token: coach, body: { sessionId, date: '2025-03-04' } });
    expect(missing.status).toBe(400);
    expect(await countRows(t.db, 'schedule_entries')).toBe(0);
  });

  it('schedules a season (up to 52 weeks) and refuses a longer range with a clear message', async () => {
    // Tuesdays and Thursdays from 2025-03-04 for 52 weeks: 104 sessions.
    const season = await send<ScheduleEntry[]>(t.app, 'POST', '/api/schedule/range', {
      token: coach,
      body: { sessionId, groupId, startDate: '2025-03-03', endDate: '2026-03-01', daysOfWeek: ['Tuesday', 'Thursday'] },
    });
    expect(season.status).toBe(201);
    expect(season.body).toHaveLength(104);
    const tooLong = await send(t.app, 'POST', '/api/schedule/range', {
      token: coach,
      body: { sessionId, groupId, startDate: '2025-03-03', endDate: '2026-03-02', daysOfWeek: ['Tuesday'] },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: rangeTooLongMessage, fields: { endDate: 'Range too long' } });
    expect(await countRows(t.db, 'schedule_entries')).toBe(104);
  });

  it("answers a request missing a choice with the schedule dialog's words, writing nothing", async () => {
    const single = await send(t.app, 'POST', '/api/schedule/date', { token: coach, body: { date: '' } });
    expect(single.status).toBe(400);
    expect(single.body).toMatchObject({
      code: 'invalid',
      fields: { sessionId: 'Please select a coach group and date', groupId: 'Please select a coach group and date', date: 'Please select a date.' },
    });
    const range = await send(t.app, 'POST', '/api/schedule/range', { token: coach, body: { sessionId, groupId } });
    expect(range.status).toBe(400);
    const missingRange = 'Please select start date, end date, and days of week.';
    expect(range.body).toMatchObject({ fields: { startDate: missingRange, endDate: missingRange, daysOfWeek: missingRange } });
    expect(await countRows(t.db, 'schedule_entries')).toBe(0);
  });

  it('answers 401, 403 and 404 and writes nothing', async () => {
    const body = { sessionId, date: '2025-03-04', groupId };
    expect((await send(t.app, 'POST', '/api/schedule/date', { body })).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/coach/weekly-schedule')).status).toBe(401);
    expect((await send(t.app, 'POST', '/api/schedule/date', { token: noFlags, body })).status).toBe(403);
    expect((await send(t.app, 'POST', '/api/schedule/date', { token: outsider, body })).status).toBe(404);
    expect((await send(t.app, 'POST', '/api/schedule/date', { token: coach, body: { ...body, groupId: uuidv7() } })).status).toBe(404);
    expect((await send(t.app, 'POST', '/api/schedule/date', { token: coach, body: { ...body, sessionId: uuidv7() } })).status).toBe(404);
    expect(await countRows(t.db, 'schedule_entries')).toBe(0);
  });

  it("answers this week's entries, Monday to Sunday, sorted by date then group", async () => {
    const juniors = await makeGroup('Junior Academy');
    const at = async (date: string, group: string) =>
      send(t.app, 'POST', '/api/schedule/date', { token: coach, body: { sessionId, date, groupId: group } });
    await at('2025-03-07', groupId);
    await at('2025-03-04', juniors.id);
    await at('2025-03-04', groupId);
    await at('2025-03-09', groupId);
    await at('2025-03-02', groupId); // last week's Sunday
    await at('2025-03-10', groupId); // next week's Monday

    const week = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule', { token: coach });
    expect(week.status).toBe(200);
    expect(weeklyScheduleResponseSchema.parse(week.body).map((e) => `${e.date} ${e.dayOfWeek} ${e.groupName}`)).toEqual([
      '2025-03-04 Tuesday Academy',
      '2025-03-04 Tuesday Junior Academy',
      '2025-03-07 Friday Academy',
      '2025-03-09 Sunday Academy',
    ]);
    const next = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule?weekStart=2025-03-10', { token: coach });
    expect(next.body.map((e) => e.date)).toEqual(['2025-03-10']);
    expect((await send(t.app, 'GET', '/api/coach/weekly-schedule?weekStart=March', { token: coach })).status).toBe(400);
    expect((await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule', { token: outsider })).body).toEqual([]);
  });

  it('deletes an entry with a tombstone; another organization gets 404', async () => {
    const entry = await send<ScheduleEntry>(t.app, 'POST', '/api/schedule/date', { token: coach, body: { sessionId, date: '2025-03-04', groupId } });
    const id = entry.body.id;
    expect((await send(t.app, 'DELETE', `/api/weekly-schedule/${id}`, { token: outsider })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/weekly-schedule/${id}`, { token: noFlags })).status).toBe(403);
    expect(await countRows(t.db, 'schedule_entries')).toBe(1);
    const res = await send(t.app, 'DELETE', `/api/weekly-schedule/${id}`, { token: coach });
    expect(res.status).toBe(200);
    expect(await countRows(t.db, 'schedule_entries')).toBe(0);
    expect(await countRows(t.db, 'tombstones', 'table_name = ? AND row_id = ?', 'scheduleEntries', id)).toBe(1);
    expect((await send(t.app, 'DELETE', `/api/weekly-schedule/${id}`, { token: coach })).status).toBe(404);
  });

  it('keeps the entries of a deleted session as TBD, with a new version', async () => {
    const range = await send<ScheduleEntry[]>(t.app, 'POST', '/api/schedule/range', {
      token: coach,
      body: { sessionId, groupId, startDate: '2025-03-03', endDate: '2025-03-09', daysOfWeek: ['Tuesday', 'Thursday'] },
    });
    expect((await send(t.app, 'DELETE', `/api/sessions/${sessionId}`, { token: coach })).status).toBe(200);
    const week = await send<ScheduleEntry[]>(t.app, 'GET', '/api/coach/weekly-schedule', { token: coach });
    expect(week.body).toHaveLength(2);
    for (const entry of week.body) {
      expect(entry.sessionId).toBeNull();
      const before = range.body.find((e) => e.id === entry.id)!;
      expect(entry.version).toBeGreaterThan(before.version);
    }
  });
});
