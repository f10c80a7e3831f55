import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import type { SyncedSqlTable, Tables } from '../tables';
import type { ClientRow } from './sync-clients';

export type PullSource = { table: SyncedSqlTable | 'tombstones'; visible: RawBuilder<boolean> };

/**
 * The change counter's value, the device's client row (null before its first sync) and,
 * per source, the versions above `cursor` of the rows `visible` lets through, smallest
 * first, at most `limit` each: in one statement (one round trip, one snapshot), since a
 * pull is mostly waiting on round trips, not on work. `versions[i]` belongs to `sources[i]`.
 */
export async function pullHeadAndChangedVersions(
  db: Db,
  clientId: string,
  sources: readonly PullSource[],
  cursor: number,
  limit: number,
): Promise<{ head: number; client: ClientRow | null; versions: number[][] }> {
  // Each source's own ORDER BY ... LIMIT sits in a subquery: a compound SELECT allows it only there.
  const perSource = sources.map(
    ({ table, visible }, i) =>
      sql`SELECT ${sql.lit(i)} AS source, version, NULL, NULL, NULL FROM (SELECT version FROM ${sql.table(table)} WHERE ${visible} AND version > ${cursor} ORDER BY version LIMIT ${limit}) AS ${sql.id(`changed_${i}`)}`,
  );
  type Row = { source: number; version: number; user_id: string | null; last_mutation_id: number | null; scope: string | null };
  const { rows } = await sql<Row>`SELECT -1 AS source, c.value AS version, s.user_id, s.last_mutation_id, s.scope FROM change_counter c LEFT JOIN sync_clients s ON s.client_id = ${clientId} WHERE c.id = 1 UNION ALL ${sql.join(perSource, sql` UNION ALL `)}`.execute(db);
  const versions = sources.map((): number[] => []);
  let head: { version: number; client: ClientRow | null } | undefined;
  for (const row of rows) {
    // pg answers BIGINT columns as numbers (db/database.ts), SQLite as numbers already.
    const version = Number(row.version);
    if (Number(row.source) !== -1) versions[Number(row.source)]!.push(version);
    else {
      const client = row.user_id === null ? null : { client_id: clientId, user_id: row.user_id, last_mutation_id: Number(row.last_mutation_id), scope: row.scope };
      head = { version, client };
    }
  }
  if (!head) throw new Error('The change counter row is missing');
  for (const list of versions) list.sort((a, b) => a - b);
  return { head: head.version, client: head.client, versions };
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
