// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTeamProfile, mutationArgs, uuidv7, type CurrentUser, type ScheduleEntry } from '@pitchside/shared';
import { db, PitchsideDb } from './db';
import { applyLocally } from './mutate';

/** The device's copy of training times: set at once offline, as the server will. */

const user = { id: uuidv7(), organizationId: uuidv7() } as CurrentUser;
const ctx = { user, now: '2026-01-05T10:00:00.000Z' };
const groupId = uuidv7();
const sessionId = uuidv7();

afterEach(async () => {
  await db.scheduleEntries.clear();
  await db.coachGroups.clear();
});

describe('training time on the device', () => {
  it('schedules a date with its time and duration', async () => {
    await db.coachGroups.put({ id: groupId, organizationId: user.organizationId, name: 'Academy', coachIds: [], profile: emptyTeamProfile, seasonPlan: null, version: 1, updatedAt: ctx.now });
    const id = uuidv7();
    await applyLocally('schedule.date', { id, sessionId, groupId, date: '2026-01-08', startTime: '18:30', durationMinutes: 90 }, ctx);
    expect(await db.scheduleEntries.get(id)).toMatchObject({ groupName: 'Academy', dayOfWeek: 'Thursday', startTime: '18:30', durationMinutes: 90 });
  });

  it('gives every date of a range the time, and none when none was chosen', async () => {
    const ids = [uuidv7(), uuidv7()];
    const range = { sessionId, groupId, startDate: '2026-01-05', endDate: '2026-01-11', daysOfWeek: ['Monday', 'Wednesday'] as const };
    await applyLocally('schedule.range', { ...range, daysOfWeek: [...range.daysOfWeek], ids, startTime: '17:00', durationMinutes: 60 }, ctx);
    expect((await db.scheduleEntries.bulkGet(ids)).map((e) => [e?.date, e?.startTime, e?.durationMinutes])).toEqual([
      ['2026-01-05', '17:00', 60],
      ['2026-01-07', '17:00', 60],
    ]);
    const untimed = uuidv7();
    await applyLocally('schedule.date', { id: untimed, sessionId, groupId, date: '2026-01-09' }, ctx);
    expect(await db.scheduleEntries.get(untimed)).toMatchObject({ startTime: null, durationMinutes: null });
  });

  it('edits and clears an entry time', async () => {
    const id = uuidv7();
    await applyLocally('schedule.date', { id, sessionId, groupId, date: '2026-01-08' }, ctx);
    await applyLocally('scheduleEntry.setTime', { id, startTime: '19:00', durationMinutes: 75 }, { ...ctx, now: '2026-01-06T08:00:00.000Z' });
    expect(await db.scheduleEntries.get(id)).toMatchObject({ startTime: '19:00', durationMinutes: 75, updatedAt: '2026-01-06T08:00:00.000Z' });
    await applyLocally('scheduleEntry.setTime', { id, startTime: null, durationMinutes: null }, ctx);
    expect(await db.scheduleEntries.get(id)).toMatchObject({ startTime: null, durationMinutes: null });
  });

  it('refuses a bad time before it reaches the device copy or the outbox', () => {
    const parsed = mutationArgs['scheduleEntry.setTime'].safeParse({ id: uuidv7(), startTime: '25:00', durationMinutes: -5 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Enter a start time between 00:00 and 23:59, like 18:30',
      'The duration must be at least 1 minute',
    ]);
  });

  it('gives entries stored before training times existed no time when the database opens', async () => {
    const name = `upgrade-${uuidv7()}`;
    const old = new Dexie(name);
    old.version(4).stores({ scheduleEntries: 'id, date, sessionId, groupId' });
    const before: Omit<ScheduleEntry, 'startTime' | 'durationMinutes'> = {
      id: uuidv7(),
      organizationId: user.organizationId,
      date: '2026-01-08',
      dayOfWeek: 'Thursday',
      groupId,
      groupName: 'Academy',
      sessionId,
      version: 2,
      updatedAt: ctx.now,
    };
    await old.table('scheduleEntries').put(before);
    old.close();
    const upgraded = new PitchsideDb(name);
    expect(await upgraded.scheduleEntries.get(before.id)).toMatchObject({ startTime: null, durationMinutes: null });
    upgraded.close();
  });
});
