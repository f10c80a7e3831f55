import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import type { SyncedSqlTable, Tables } from '../tables';

export type PullSource = { table: SyncedSqlTable | 'tombstones'; visible: RawBuilder<boolean> };

/**
 * The change counter's value and, per source, the versions above `cursor` of the rows
 * `visible` lets through, smallest first, at most `limit` each: in one statement (one
 * round trip, one snapshot), since a pull is mostly waiting on round trips, not on work.
 * `versions[i]` belongs to `sources[i]`.
 */
export async function headAndChangedVersions(
  db: Db,
  sources: readonly PullSource[],
  cursor: number,
  limit: number,
): Promise<{ head: number; versions: number[][] }> {
  // Each source's own ORDER BY ... LIMIT sits in a subquery: a compound SELECT allows it only there.
  const perSource = sources.map(
    ({ table, visible }, i) =>
      sql`SELECT ${sql.lit(i)} AS source, version FROM (SELECT version FROM ${sql.table(table)} WHERE ${visible} AND version > ${cursor} ORDER BY version LIMIT ${limit}) AS ${sql.id(`changed_${i}`)}`,
  );
  const { rows } = await sql<{ source: number; version: number }>`SELECT -1 AS source, value AS version FROM change_counter WHERE id = 1 UNION ALL ${sql.join(perSource, sql` UNION ALL `)}`.execute(db);
  const versions = sources.map((): number[] => []);
  let head: number | undefined;
  for (const row of rows) {
    // pg answers the BIGINT column as a number (db/database.ts), SQLite as a number already.
    const version = Number(row.version);
    if (Number(row.source) === -1) head = version;
    else versions[Number(row.source)]!.push(version);
  }
  if (head === undefined) throw new Error('The change counter row is missing');
  for (const list of versions) list.sort((a, b) => a - b);
  return { head, versions };
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
