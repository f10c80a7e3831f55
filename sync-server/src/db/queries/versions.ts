import type { Db } from '../database';

/**
 * The server-wide change counter. Taking a number updates the counter's single row, and
 * that row stays locked until the writing transaction ends (SQLite: one writer at a time;
 * PostgreSQL: the row lock). So numbers are handed out in commit order: when a pull reads
 * the counter as N, every write numbered N or below has committed, and a pull can never
 * step past a row that commits late. Two writes never share a number.
 */
export async function nextVersion(db: Db): Promise<number> {
  const row = await db
    .updateTable('change_counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('id', '=', 1)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function currentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('change_counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.value;
}

/** Records a delete so devices learn of it; organizationId null means every device. */
export async function writeTombstone(db: Db, table: string, rowId: string, organizationId: string | null, now: string): Promise<void> {
  await db
    .insertInto('tombstones')
    .values({ version: await nextVersion(db), table_name: table, row_id: rowId, organization_id: organizationId, deleted_at: now })
    .execute();
}
