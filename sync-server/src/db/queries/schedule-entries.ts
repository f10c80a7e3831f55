import { sql } from 'kysely';
import type { Db } from '../database';
import { ownRow } from './club-rows';
import { pushOf } from '../push-transaction';
import type { ScheduleEntriesTable } from '../tables';

/** Rows of the schedule_entries table; the rules live in domain/schedule.ts. */

export async function entryRow(db: Db, id: string): Promise<ScheduleEntriesTable | undefined> {
  return pushOf(db)?.keptRow('schedule_entries', id) ?? db.selectFrom('schedule_entries').selectAll().where('id', '=', id).executeTakeFirst();
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

/**
 * Inserts the row unless an entry already has its id; false when one had (nothing written).
 * In a push that holds writes back (db/push-transaction.ts) it answers true, and the push checks later.
 */
export async function insertEntryRow(db: Db, row: ScheduleEntriesTable): Promise<boolean> {
  if (pushOf(db)?.holdInsert('schedule_entries', row)) return true;
  const result = await db.insertInto('schedule_entries').values(row).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateEntryRow(
  db: Db,
  id: string,
  set: Partial<Pick<ScheduleEntriesTable, 'group_name' | 'session_id' | 'start_time' | 'duration_minutes'>> &
    Pick<ScheduleEntriesTable, 'version' | 'updated_at'>,
): Promise<void> {
  if (pushOf(db)?.holdUpdate('schedule_entries', id, set)) return;
  await db.updateTable('schedule_entries').set(set).where('id', '=', id).execute();
}

export function entryRowsOfSession(db: Db, sessionId: string): Promise<ScheduleEntriesTable[]> {
  return db.selectFrom('schedule_entries').selectAll().where('session_id', '=', sessionId).orderBy('date').orderBy('id').execute();
}
