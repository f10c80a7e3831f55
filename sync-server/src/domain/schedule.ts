import { coalescedRow, insertCoalescedRow, ownRow } from '../db/push-transaction';
import {
  addDays,
  can,
  datesInRange,
  dayOfWeek,
  isValidIsoDate,
  rangeProblem,
  uuidv7,
  weekStart,
  type MutationArgs,
  type ScheduleDateRequest,
  type ScheduleEntry,
  type ScheduleRangeRequest,
  type ScheduleRunRequest,
  type Session,
  type TrainingTime,
  trainingTimeOf,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { entryRowsAmong, entryRowsBetween } from '../db/queries/schedule-entries';
import { nextVersion } from '../db/queries/versions';
import type { AuthedUser } from './actor';
import { applyMutator, RowIdTaken } from './mutator-tx';
import { badRequest, changedMeanwhile, conflict, forbidden, notFound } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { getOwnSessionRow, insertSession } from './sessions';
import { toScheduleEntry, type CoachGroupRow, type ScheduleEntryRow } from './rows';

/** The weekly schedule: dated entries of a session for a coach group (docs/spec/coaching.md section 7). */

/** A range longer than this is a mistake, not a plan (a bit more than a year of daily training). */
export const MAX_ENTRIES_PER_RANGE = 400;

function requireRealDate(iso: string, field: string): void {
  if (!isValidIsoDate(iso)) throw badRequest('Please choose a valid date', { [field]: 'Not a calendar date' });
}

async function getOwnEntryRow(db: Db, actor: AuthedUser, id: string): Promise<ScheduleEntryRow> {
  const row = await ownRow(db, 'schedule_entries', actor.organizationId, id);
  if (!row) throw notFound('Scheduled session not found');
  return row;
}

/**
 * Inserts one entry, or accepts the same entry sent again (a retried request or a
 * device replaying its queue); a different entry under that id is a conflict.
 */
async function insertEntry(
  db: Db,
  actor: AuthedUser,
  id: string,
  date: string,
  group: CoachGroupRow,
  sessionId: string,
  time: TrainingTime,
  at: string,
): Promise<ScheduleEntryRow> {
  const row: ScheduleEntryRow = {
    id,
    organization_id: actor.organizationId,
    date,
    day_of_week: dayOfWeek(date),
    group_id: group.id,
    group_name: group.name,
    session_id: sessionId,
    start_time: time.startTime,
    duration_minutes: time.durationMinutes,
    version: await nextVersion(db, actor.organizationId),
    updated_at: at,
  };
  if (await insertCoalescedRow(db, 'schedule_entries', row)) return row;
  return sameEntryAgain(db, actor, id, date, group, sessionId, time);
}

/**
 * The entry stored under a new entry's id that was taken: the common case is a retry, so the
 * check costs nothing when it is not one. The same entry again is accepted; another is a conflict.
 */
async function sameEntryAgain(db: Db, actor: AuthedUser, id: string, date: string, group: CoachGroupRow, sessionId: string, time: TrainingTime): Promise<ScheduleEntryRow> {
  const existing = await coalescedRow(db, 'schedule_entries', id);
  // Deleted since the insert saw it: not permanent, sending again decides.
  if (!existing) throw changedMeanwhile('This item was deleted while it was being created. Please try again.');
  const same =
    existing.organization_id === actor.organizationId &&
    existing.date === date &&
    existing.group_id === group.id &&
    existing.session_id === sessionId &&
    existing.start_time === time.startTime &&
    existing.duration_minutes === time.durationMinutes;
  if (same) return existing;
  throw conflict('A different schedule entry with this id already exists');
}

async function readEntries(db: Db, ids: readonly string[]): Promise<ScheduleEntry[]> {
  const rows = await entryRowsAmong(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => toScheduleEntry(byId.get(id)!));
}

export async function scheduleDate(
  db: Db,
  actor: AuthedUser,
  args: ScheduleDateRequest & { id?: string },
  now: Date,
): Promise<ScheduleEntry> {
  if (!can(actor, 'scheduleSession')) throw forbidden();
  requireRealDate(args.date, 'date');
  return inTransaction(db, async (db) => {
    await getOwnSessionRow(db, actor, args.sessionId);
    const group = await getOwnGroupRow(db, actor, args.groupId);
    const id = args.id ?? uuidv7(now.getTime());
    try {
      const tx = await applyMutator(db, actor, 'schedule.date', { ...args, id }, now);
      // The row as stored (every column is given), without a round trip to read it back.
      return toScheduleEntry(tx.written<ScheduleEntryRow>('scheduleEntries', id)!);
    } catch (error) {
      if (!(error instanceof RowIdTaken)) throw error;
    }
    return toScheduleEntry(await sameEntryAgain(db, actor, id, args.date, group, args.sessionId, trainingTimeOf(args)));
  });
}

/** One entry per chosen weekday between start and end, inclusive; `ids` (from a device) in date order. */
export async function scheduleRange(
  db: Db,
  actor: AuthedUser,
  args: ScheduleRangeRequest & { ids?: string[] },
  now: Date,
): Promise<ScheduleEntry[]> {
  if (!can(actor, 'scheduleSession')) throw forbidden();
  requireRealDate(args.startDate, 'startDate');
  requireRealDate(args.endDate, 'endDate');
  const tooLong = rangeProblem(args.startDate, args.endDate);
  if (tooLong) throw badRequest(tooLong, { endDate: args.endDate < args.startDate ? 'Before the start date' : 'Range too long' });
  // datesInRange stops just past the limit, so a too-long range shows as more than the limit.
  const dates = datesInRange(args.startDate, args.endDate, args.daysOfWeek);
  if (dates.length === 0) {
    throw badRequest('None of the chosen training days falls between the start and end dates', { daysOfWeek: 'No dates' });
  }
  if (dates.length > MAX_ENTRIES_PER_RANGE) {
    throw badRequest(`A range can hold at most ${MAX_ENTRIES_PER_RANGE} training days`, { endDate: 'Range too long' });
  }
  if (args.ids && args.ids.length !== dates.length) {
    throw badRequest('One id is needed per scheduled date', { ids: `Expected ${dates.length} ids` });
  }
  return inTransaction(db, async (db) => {
    await getOwnSessionRow(db, actor, args.sessionId);
    const group = await getOwnGroupRow(db, actor, args.groupId);
    const ids = dates.map((_, i) => args.ids?.[i] ?? uuidv7(now.getTime()));
    try {
      const tx = await applyMutator(db, actor, 'schedule.range', { ...args, ids }, now);
      return ids.map((id) => toScheduleEntry(tx.written<ScheduleEntryRow>('scheduleEntries', id)!));
    } catch (error) {
      if (!(error instanceof RowIdTaken)) throw error;
    }
    // An id was taken (typically a retry): each entry is the same one sent again, or a conflict.
    const at = now.toISOString();
    for (const [i, date] of dates.entries()) await insertEntry(db, actor, ids[i]!, date, group, args.sessionId, trainingTimeOf(args), at);
    return readEntries(db, ids);
  });
}

export async function deleteScheduleEntry(db: Db, actor: AuthedUser, args: { id: string }, now: Date): Promise<void> {
  if (!can(actor, 'deleteScheduleEntry')) throw forbidden();
  await inTransaction(db, async (db) => {
    await getOwnEntryRow(db, actor, args.id);
    await applyMutator(db, actor, 'scheduleEntry.delete', args, now);
  });
}

/**
 * Runs a scheduled session as a copy, never the library session itself, so every other
 * group, day and week keeps a session they can run. The copy is what the device ran (sent
 * with the intent, so an offline run keeps what the coach saw) and remembers the entry and
 * its group. Any member may run a session (spec section 6), as from the schedule before.
 */
export async function runScheduleEntry(
  db: Db,
  actor: AuthedUser,
  args: ScheduleRunRequest & { id: string },
  now: Date,
): Promise<Session> {
  if (!can(actor, 'runSession')) throw forbidden();
  return inTransaction(db, async (db) => {
    const { scheduleEntryId, ...content } = args;
    const entry = await getOwnEntryRow(db, actor, scheduleEntryId);
    // The copy is for the entry's group, whichever group the library session was planned for.
    return insertSession(db, actor, { ...content, groupId: entry.group_id, savedToLibrary: false }, now, {
      scheduleEntryId: entry.id,
      groupName: entry.group_name,
    });
  });
}

/**
 * Changes an entry of the actor's club (a scheduler's right) through the mutation's shared
 * mutator, once `check` (the server's own judgement of the request) passes, and answers the
 * entry as stored. The same change again writes nothing (domain/mutator-tx.ts).
 */
async function changeScheduleEntry<N extends 'scheduleEntry.assign' | 'scheduleEntry.setTime'>(
  db: Db,
  actor: AuthedUser,
  name: N,
  args: MutationArgs<N>,
  now: Date,
  check: (db: Db) => Promise<void> = async () => {},
): Promise<ScheduleEntry> {
  if (!can(actor, 'scheduleSession')) throw forbidden();
  return inTransaction(db, async (db) => {
    const entry = await getOwnEntryRow(db, actor, args.id);
    await check(db);
    await applyMutator(db, actor, name, args, now);
    return (await readEntries(db, [entry.id]))[0]!;
  });
}

/** Gives an entry (a TBD one, typically) a session of the library. */
export function assignScheduleEntry(db: Db, actor: AuthedUser, args: MutationArgs<'scheduleEntry.assign'>, now: Date): Promise<ScheduleEntry> {
  return changeScheduleEntry(db, actor, 'scheduleEntry.assign', args, now, async (db) => {
    const session = await getOwnSessionRow(db, actor, args.sessionId);
    if (session.saved_to_library !== 1) {
      throw badRequest('Please choose a session from the Session Library', { sessionId: 'Not a library session' });
    }
  });
}

/** Sets or clears when an entry trains. */
export function setScheduleEntryTime(db: Db, actor: AuthedUser, args: MutationArgs<'scheduleEntry.setTime'>, now: Date): Promise<ScheduleEntry> {
  return changeScheduleEntry(db, actor, 'scheduleEntry.setTime', args, now);
}

/** Monday to Sunday of the week starting `monday` (default: this week), by date then group. */
export async function weekEntries(db: Db, actor: AuthedUser, monday: string | undefined, now: Date): Promise<ScheduleEntry[]> {
  if (monday !== undefined) requireRealDate(monday, 'weekStart');
  const start = weekStart(monday ?? now.toISOString().slice(0, 10));
  const rows = await entryRowsBetween(db, actor.organizationId, start, addDays(start, 6));
  return rows.map(toScheduleEntry);
}
