import { sql } from 'kysely';
import type { Db } from '../database';
import type { ScheduleEntriesTable } from '../tables';

/** Reads of the schedule_entries table beyond one row by id (that is db/push-transaction.ts's, which a push keeps); the rules live in domain/schedule.ts. */

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

export function entryRowsOfSession(db: Db, sessionId: string): Promise<ScheduleEntriesTable[]> {
  return db.selectFrom('schedule_entries').selectAll().where('session_id', '=', sessionId).orderBy('date').orderBy('id').execute();
}
