import { sql } from 'kysely';
import type { Db } from '../database';
import { coalescedRow, insertCoalescedRow, ownRow, updateCoalescedRow } from '../push-transaction';
import type { ScheduleEntriesTable } from '../tables';

/** Rows of the schedule_entries table; the rules live in domain/schedule.ts. */

export function entryRow(db: Db, id: string): Promise<ScheduleEntriesTable | undefined> {
  return coalescedRow(db, 'schedule_entries', id);
}

export function ownEntryRow(db: Db, organizationId: string, id: string): Promise<ScheduleEntriesTable | undefined> {
  return ownRow(db, 'schedule_entries', organizationId, id);
}

export function entryRowsAmong(db: Db, ids: readonly string[]): Promise<ScheduleEntriesTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('schedule_entries').selectAll().where('id', 'in', [...ids]).execute();
}

export async function entryIdsOfGroup(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('schedule_entries').select('id').where('group_id', '=', groupId).execute();
  return rows.map((row) => row.id);
}

/** The organization's entries from `fromDate` to `toDate` (both included), by date then group name. */
export function entryRowsBetween(db: Db, organizationId: string, fromDate: string, toDate: string): Promise<ScheduleEntriesTable[]> {
  return db
    .selectFrom('schedule_entries')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .orderBy('date')
    .orderBy(sql`lower(group_name)`)
    .orderBy('id')
    .execute();
}

export function insertEntryRow(db: Db, row: ScheduleEntriesTable): Promise<boolean> {
  return insertCoalescedRow(db, 'schedule_entries', row);
}

export function updateEntryRow(
  db: Db,
  id: string,
  set: Partial<Pick<ScheduleEntriesTable, 'group_name' | 'session_id' | 'start_time' | 'duration_minutes'>> & Pick<ScheduleEntriesTable, 'version' | 'updated_at'>,
): Promise<void> {
  return updateCoalescedRow(db, 'schedule_entries', id, set);
}

export function entryRowsOfSession(db: Db, sessionId: string): Promise<ScheduleEntriesTable[]> {
  return db.selectFrom('schedule_entries').selectAll().where('session_id', '=', sessionId).orderBy('date').orderBy('id').execute();
}
