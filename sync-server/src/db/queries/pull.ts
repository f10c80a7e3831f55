import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import type { SyncedSqlTable, Tables } from '../tables';
import type { ClientRow } from './sync-clients';
import { counterKey } from './versions';

/**
 * A pull source: the rows of `table` that `visible` lets through and that belong to one
 * version scope, the club's (organization_id = club) or the shared rows' (organization_id null).
 */
export type PullSource = { table: SyncedSqlTable | 'tombstones'; visible: RawBuilder<boolean>; scope: 'library' | 'club' };

export type ScopeHeads = { library: number; club: number };

function ofScope(source: PullSource, clubId: string): RawBuilder<boolean> {
  return source.scope === 'library' ? sql<boolean>`organization_id IS NULL` : sql<boolean>`organization_id = ${clubId}`;
}

/**
 * The counters of both scopes, the device's client row (null before its first sync) and,
 * per source, the versions above the scope's position of the rows `visible` lets through,
 * smallest first, at most `limit` each: in one statement (one round trip, one snapshot),
 * since a pull is mostly waiting on round trips, not on work. `versions[i]` belongs to `sources[i]`.
 */
export async function pullHeadAndChangedVersions(
  db: Db,
  clientId: string,
  clubId: string,
  sources: readonly PullSource[],
  cursor: ScopeHeads,
  limit: number,
): Promise<{ heads: ScopeHeads; client: ClientRow | null; versions: number[][] }> {
  // Each source's own ORDER BY ... LIMIT sits in a subquery: a compound SELECT allows it only there.
  const perSource = sources.map(
    (source, i) =>
      sql`SELECT ${sql.lit(i)} AS source, version, NULL, NULL, NULL, NULL FROM (SELECT version FROM ${sql.table(source.table)} WHERE ${source.visible} AND ${ofScope(source, clubId)} AND version > ${cursor[source.scope]} ORDER BY version LIMIT ${limit}) AS ${sql.id(`changed_${i}`)}`,
  );
  const counter = (key: string) => sql`COALESCE((SELECT value FROM version_counters WHERE scope = ${key}), 0)`;
  type Row = { source: number; version: number; club_version: number | null; user_id: string | null; last_mutation_id: number | null; scope: string | null };
  const { rows } = await sql<Row>`SELECT -1 AS source, ${counter(counterKey(null))} AS version, ${counter(counterKey(clubId))} AS club_version, s.user_id, s.last_mutation_id, s.scope FROM (SELECT 1 AS one) AS head LEFT JOIN sync_clients s ON s.client_id = ${clientId} UNION ALL ${sql.join(perSource, sql` UNION ALL `)}`.execute(db);
  const versions = sources.map((): number[] => []);
  let head: { heads: ScopeHeads; client: ClientRow | null } | undefined;
  for (const row of rows) {
    // pg answers BIGINT columns as numbers (db/database.ts), SQLite as numbers already.
    const version = Number(row.version);
    if (Number(row.source) !== -1) versions[Number(row.source)]!.push(version);
    else {
      const client = row.user_id === null ? null : { client_id: clientId, user_id: row.user_id, last_mutation_id: Number(row.last_mutation_id), scope: row.scope };
      head = { heads: { library: version, club: Number(row.club_version) }, client };
    }
  }
  if (!head) throw new Error('The pull found no head row');
  for (const list of versions) list.sort((a, b) => a - b);
  return { ...head, versions };
}

/** The visible rows of a table in each scope's range (from, upTo], in one statement. */
export async function changedRows<T extends SyncedSqlTable | 'tombstones'>(
  db: Db,
  clubId: string,
  parts: readonly { source: PullSource; from: number; upTo: number }[],
): Promise<Tables[T][]> {
  const selects = parts.map(
    ({ source, from, upTo }) =>
      sql`SELECT * FROM ${sql.table(source.table)} WHERE ${source.visible} AND ${ofScope(source, clubId)} AND version > ${from} AND version <= ${upTo}`,
  );
  const { rows } = await sql<Tables[T]>`${sql.join(selects, sql` UNION ALL `)}`.execute(db);
  return rows;
}
