import { sqlTableOf, type SyncedTableName } from '@pitchside/shared';
import type { Db } from '../database';
import type { RowCondition } from './row-conditions';
import { writeTombstone } from './versions';

/**
 * Deletes synced rows matching `where` and leaves a tombstone (named by the synced
 * table, as pulls name it) for each, with the row's own organization. Returns how many.
 */
export async function deleteSyncedRows(db: Db, table: SyncedTableName, where: RowCondition, now: Date): Promise<number> {
  const sqlTable = sqlTableOf[table];
  const rows: { id: string; organization_id: string | null }[] = await db
    .selectFrom(sqlTable)
    .select(['id', 'organization_id'])
    .where(where)
    .execute();
  const at = now.toISOString();
  for (const row of rows) {
    await db.deleteFrom(sqlTable).where('id', '=', row.id).execute();
    await writeTombstone(db, table, row.id, row.organization_id, at);
  }
  return rows.length;
}
