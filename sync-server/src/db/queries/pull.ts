import type { RawBuilder } from 'kysely';
import type { Db } from '../database';
import type { SyncedSqlTable, Tables } from '../tables';

/** The versions above `cursor` of the rows `visible` lets through, smallest first, at most `limit`. */
export async function changedVersions(
  db: Db,
  table: SyncedSqlTable | 'tombstones',
  visible: RawBuilder<boolean>,
  cursor: number,
  limit: number,
): Promise<number[]> {
  const rows: { version: number }[] = await db
    .selectFrom(table)
    .select('version')
    .where(visible)
    .where('version', '>', cursor)
    .orderBy('version')
    .limit(limit)
    .execute();
  return rows.map((row) => row.version);
}

/** The visible rows with a version in (cursor, upTo], in version order. */
export function changedRows<T extends SyncedSqlTable | 'tombstones'>(
  db: Db,
  table: T,
  visible: RawBuilder<boolean>,
  cursor: number,
  upTo: number,
): Promise<Tables[T][]> {
  return db
    .selectFrom(table as SyncedSqlTable)
    .selectAll()
    .where(visible)
    .where('version', '>', cursor)
    .where('version', '<=', upTo)
    .orderBy('version')
    .execute() as unknown as Promise<Tables[T][]>;
}
