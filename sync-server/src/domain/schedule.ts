import {
  addDays,
  can,
  datesInRange,
  dayOfWeek,
  isValidIsoDate,
  uuidv7,
  weekStart,
  type ScheduleAssignRequest,
  type ScheduleDateRequest,
  type ScheduleEntry,
  type ScheduleRangeRequest,
  type ScheduleRunRequest,
  type Session,
} from '@pitchside/shared';
import { nextVersion, writeTombstone, type Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { getOwnGroupRow } from './coach-groups';
import { getOwnSessionRow, insertSession } from './sessions';
import { toScheduleEntry, type CoachGroupRow, type ScheduleEntryRow } from './rows';

/** The weekly schedule: dated entries of a session for a coach group (coaching.md section 7). */

/** A range longer than this is a mistake, not a plan (a bit more than a year of daily training). */
export const MAX_ENTRIES_PER_RANGE = 400;

function requireRealDate(iso: string, field: string): void {
  if (!isValidIsoDate(iso)) throw badRequest('Please choose a valid date', { [field]: 'Not a calendar date' });
}

function getOwnEntryRow(db: Db, actor: AuthedUser, id: string): ScheduleEntryRow {
  const row = db.prepare('SELECT * FROM schedule_entries WHERE id = ? AND organization_id = ?').get(id, actor.organizationId) as
    | ScheduleEntryRow
    | undefined;
  if (!row) throw notFound('Scheduled session not found');
  return row;
}

/**
 * Inserts one entry, or accepts the same entry sent again (a retried request or a
 * device replaying its queue); a different entry under that id is a conflict.
 */
function insertEntry(db: Db, actor: AuthedUser, id: string, date: string, group: CoachGroupRow, sessionId: string, at: string): void {
  const existing = db.prepare('SELECT * FROM schedule_entries WHERE id = ?').get(id) as ScheduleEntryRow | undefined;
  if (existing) {
    const same =
      existing.organization_id === actor.organizationId &&
      existing.date === date &&
      existing.group_id === group.id &&
      existing.session_id === sessionId;
    if (same) return;
    throw conflict('A different schedule entry with this id already exists');
  }
  db.prepare(
    `INSERT INTO schedule_entries (id, organization_id, date, day_of_week, group_id, group_name, session_id, version, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, actor.organizationId, date, dayOfWeek(date), group.id, group.name, sessionId, nextVersion(db), at);
}

function readEntries(db: Db, ids: readonly string[]): ScheduleEntry[] {
  const read = db.prepare('SELECT * FROM schedule_entries WHERE id = ?');
  return ids.map((id) => toScheduleEntry(read.get(id) as ScheduleEntryRow));
}

export function scheduleDate(db: Db, actor: AuthedUser, args: ScheduleDateRequest & { id?: string }, now: Date): ScheduleEntry {
  if (!can(actor, 'scheduleSession')) throw forbidden();
  requireRealDate(args.date, 'date');
  return db.transaction(() => {
    getOwnSessionRow(db, actor, args.sessionId);
    const group = getOwnGroupRow(db, actor, args.groupId);
    const id = args.id ?? uuidv7(now.getTime());
    insertEntry(db, actor, id, args.date, group, args.sessionId, now.toISOString());
    return readEntries(db, [id])[0]!;
  })();
}

/** One entry per chosen weekday between start and end, inclusive; `ids` (from a device) in date order. */
export function scheduleRange(
  db: Db,
  actor: AuthedUser,
  args: ScheduleRangeRequest & { ids?: string[] },
  now: Date,
): ScheduleEntry[] {
  if (!can(actor, 'scheduleSession')) throw forbidden();
  requireRealDate(args.startDate, 'startDate');
  requireRealDate(args.endDate, 'endDate');
  if (args.endDate < args.startDate) {
    throw badRequest('The end date must not be before the start date', { endDate: 'Before the start date' });
  }
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
  return db.transaction(() => {
    getOwnSessionRow(db, actor, args.sessionId);
    const group = getOwnGroupRow(db, actor, args.groupId);
    const at = now.toISOString();
    const ids = dates.map((date, i) => {
      const id = args.ids?.[i] ?? uuidv7(now.getTime());
      insertEntry(db, actor, id, date, group, args.sessionId, at);
      return id;
    });
    return readEntries(db, ids);
  })();
}

export function deleteScheduleEntry(db: Db, actor: AuthedUser, args: { id: string }, now: Date): void {
  if (!can(actor, 'deleteScheduleEntry')) throw forbidden();
  db.transaction(() => {
    const row = getOwnEntryRow(db, actor, args.id);
    db.prepare('DELETE FROM schedule_entries WHERE id = ?').run(row.id);
    writeTombstone(db, 'scheduleEntries', row.id, row.organization_id, now.toISOString());
  })();
}

/**
 * Runs a scheduled session as a copy, never the library session itself, so every other
 * group, day and week keeps a session they can run. The copy is what the device ran (sent
 * with the intent, so an offline run keeps what the coach saw) and remembers the entry and
 * its group. Any member may run a session (spec section 6), as from the schedule before.
 */
export function runScheduleEntry(db: Db, actor: AuthedUser, args: ScheduleRunRequest & { id: string }, now: Date): Session {
  if (!can(actor, 'runSession')) throw forbidden();
  return db.transaction(() => {
    const { scheduleEntryId, ...content } = args;
    const entry = getOwnEntryRow(db, actor, scheduleEntryId);
    return insertSession(db, actor, { ...content, savedToLibrary: false }, now, {
      scheduleEntryId: entry.id,
      groupName: entry.group_name,
    });
  })();
}

/** Gives an entry (a TBD one, typically) a session of the library; the same choice again changes nothing. */
export function assignScheduleEntry(db: Db, actor: AuthedUser, args: ScheduleAssignRequest & { id: string }, now: Date): ScheduleEntry {
  if (!can(actor, 'scheduleSession')) throw forbidden();
  return db.transaction(() => {
    const entry = getOwnEntryRow(db, actor, args.id);
    const session = getOwnSessionRow(db, actor, args.sessionId);
    if (session.saved_to_library !== 1) {
      throw badRequest('Please choose a session from the Session Library', { sessionId: 'Not a library session' });
    }
    if (entry.session_id !== session.id) {
      db.prepare('UPDATE schedule_entries SET session_id = ?, version = ?, updated_at = ? WHERE id = ?').run(
        session.id,
        nextVersion(db),
        now.toISOString(),
        entry.id,
      );
    }
    return readEntries(db, [entry.id])[0]!;
  })();
}

/** Monday to Sunday of the week starting `monday` (default: this week), by date then group. */
export function weekEntries(db: Db, actor: AuthedUser, monday: string | undefined, now: Date): ScheduleEntry[] {
  if (monday !== undefined) requireRealDate(monday, 'weekStart');
  const start = weekStart(monday ?? now.toISOString().slice(0, 10));
  const rows = db
    .prepare(
      `SELECT * FROM schedule_entries WHERE organization_id = ? AND date BETWEEN ? AND ?
       ORDER BY date, group_name COLLATE NOCASE, id`,
    )
    .all(actor.organizationId, start, addDays(start, 6)) as ScheduleEntryRow[];
  return rows.map(toScheduleEntry);
}
