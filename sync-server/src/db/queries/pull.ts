import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import { engineOf, NAMED_AT_ANY_LENGTH, PLANNED_PER_RUN, type Db } from '../database';
import type { SyncedSqlTable, Tables } from '../tables';
import type { ClientRow } from './sync-clients';
import { tokenUserJson, tokenUserOfJson, type TokenUserRow } from './auth-tokens';
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
 * What rowsAt finds a changed row by: its id on PostgreSQL; on SQLite its rowid, which the
 * (organization_id, version) index listing the rows holds, where reading the id would cost a
 * lookup in the table per row listed (most of the statement's time). A rowid names its row
 * unless the database is vacuumed while the server runs; a caller keeping rows by it also
 * matches their scope and version, which name one write (db/queries/versions.ts).
 */
export type RowKey = string | number;

/**
 * A changed row as the pull read it: its version, and when asked for, its key (for a
 * tombstone, the id and table of the row it names, in `key` and `tableName`). On SQLite
 * a row's content is read apart (rowsAt), once per version; on PostgreSQL, where a second
 * statement is a second round trip and the database builds the JSON off the server's thread,
 * a row the caller does not hold yet comes along as JSON text (`json`; see HeldVersions).
 */
export type ChangedRow = { version: number; key: RowKey | null; tableName: string | null; json: string | null };

/**
 * SQLite has no row_to_json: a row's JSON is built from its table's columns, read once per
 * table and alias (the schema is migrated before a database is used and never changes while
 * the server runs). The expression is kept as text, so a pull does not compile it anew.
 */
const sqliteRowJson = new Map<string, Promise<string>>();

/** The whole row of subquery `alias` (over `table`) as JSON text, on either engine. */
function rowJson(db: Db, table: string, alias: string): Promise<RawBuilder<string>> | RawBuilder<string> {
  if (engineOf(db) === 'postgres') return sql<string>`row_to_json(${sql.id(alias)})::text`;
  const key = `${table} ${alias}`;
  let text = sqliteRowJson.get(key);
  if (!text) {
    const quoted = (name: string, quote: string) => `${quote}${name.replaceAll(quote, quote + quote)}${quote}`;
    text = sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`
      .execute(db)
      .then(({ rows }) => `json_object(${rows.map(({ name }) => `${quoted(name, "'")}, ${quoted(alias, '"')}.${quoted(name, '"')}`).join(', ')})`);
    sqliteRowJson.set(key, text);
    text.catch(() => sqliteRowJson.delete(key));
  }
  return text.then((expression) => sql.raw<string>(expression));
}

/**
 * Per scope, the version up to which the caller already holds the rows listed (those the
 * sources let through, above the cursor): on PostgreSQL those rows are listed without their
 * JSON, so the database builds a row's JSON about once per version, not once per device that
 * pulls it. It is only a hint: a row the caller turns out not to hold is read again (rowsAt).
 */
export type HeldVersions = ScopeHeads;

export const NOTHING_HELD: HeldVersions = { library: 0, club: 0 };

type HeadRow = { source: number; version: number; club_version: number | null; user_id: string | null; last_mutation_id: number | null; scope: string | null; data: string | null; id: RowKey | null };

/** Where a value that differs from pull to pull goes in a statement compiled once. */
type Slot = { index: number; value: 'library' | 'club' | 'client' | 'token' | 'libraryHeld' | 'clubHeld' };
type Statement = { sql: string; parameters: readonly unknown[]; slots: readonly Slot[] };

/** Stand-ins for those values while the statement is compiled: no real cursor, client id or token hash looks like them. */
const standIns = new Map<unknown, Slot['value']>([
  [-9_000_000_001, 'library'],
  [-9_000_000_002, 'club'],
  [-9_000_000_003, 'libraryHeld'],
  [-9_000_000_004, 'clubHeld'],
  ['\u0000client', 'client'],
  ['\u0000token', 'token'],
]);
const standIn = (value: Slot['value']) => [...standIns].find(([, v]) => v === value)![0];

/**
 * Building and compiling the statement cost about as much CPU as running it on SQLite: it is
 * compiled once per sources (the caller makes those once per scope) and variant, with
 * stand-ins where each pull's own values go.
 */
const statements = new WeakMap<readonly PullSource[], Map<string, Statement>>();

function statementOf(db: Db, clubId: string, sources: readonly PullSource[], limit: number, withIds: boolean, withToken: boolean): Statement {
  let variants = statements.get(sources);
  if (!variants) statements.set(sources, (variants = new Map()));
  const key = `${engineOf(db)} ${limit} ${withIds} ${withToken}`;
  let statement = variants.get(key);
  if (!statement) {
    statement = compileStatement(db, clubId, sources, limit, withIds, withToken);
    variants.set(key, statement);
  }
  return statement;
}

function compileStatement(db: Db, clubId: string, sources: readonly PullSource[], limit: number, withIds: boolean, withToken: boolean): Statement {
  const cursor = { library: standIn('library') as number, club: standIn('club') as number };
  const none = sql`CAST(NULL AS TEXT)`;
  // Each source's own ORDER BY ... LIMIT sits in a subquery: a compound SELECT allows it only there.
  const perSource = sources.map((source, i) => {
    const tombstones = source.table === 'tombstones';
    const alias = `changed_${i}`;
    const withJson = withIds && !tombstones && engineOf(db) === 'postgres';
    const columns = withIds ? (tombstones ? sql`version, row_id AS id, table_name` : withJson ? sql`*` : sql`version, rowid AS id`) : sql`version`;
    const id = withIds ? sql`id` : none;
    // A tombstone's table, or on PostgreSQL the row itself unless the caller holds it.
    const data =
      withIds && tombstones
        ? sql`table_name`
        : withJson
          ? sql`CASE WHEN version > ${standIn(`${source.scope}Held`)} THEN row_to_json(${sql.id(alias)})::text END`
          : none;
    return sql`SELECT ${sql.lit(i)} AS source, version, NULL, NULL, NULL, NULL, ${data}, ${id} FROM (SELECT ${columns} FROM ${sql.table(source.table)} WHERE ${source.visible} AND ${ofScope(source, clubId)} AND version > ${cursor[source.scope]} ORDER BY version LIMIT ${sql.lit(limit)}) AS ${sql.id(alias)}`;
  });
  const counter = (key: string) => sql`COALESCE((SELECT value FROM version_counters WHERE scope = ${key}), 0)`;
  const token = withToken ? tokenUserJson(db, standIn('token') as string) : none;
  const compiled = sql<HeadRow>`SELECT -1 AS source, ${counter(counterKey(null))} AS version, ${counter(counterKey(clubId))} AS club_version, s.user_id, s.last_mutation_id, s.scope, ${token} AS data, ${none} AS id FROM (SELECT 1 AS one) AS head LEFT JOIN sync_clients s ON s.client_id = ${standIn('client')} UNION ALL ${sql.join(perSource, sql` UNION ALL `)}`.compile(db);
  const slots = compiled.parameters.flatMap((parameter, index) => {
    const value = standIns.get(parameter);
    return value ? [{ index, value }] : [];
  });
  return { sql: `${NAMED_AT_ANY_LENGTH}${compiled.sql}`, parameters: compiled.parameters, slots };
}

/**
 * The counters of both scopes, the device's client row (null before its first sync) and,
 * per source, the versions above the scope's position of the rows `visible` lets through,
 * smallest first, at most `limit` each: in one statement (one round trip, one snapshot),
 * since a pull is mostly waiting on round trips, not on work. `changed[i]` belongs to `sources[i]`.
 * `limit` is written into the SQL (SQLite plans a bound LIMIT several times slower), so
 * callers pass one of a few values: each is a statement of its own on both engines.
 * The statement is compiled once per `sources` array and variant: a caller passes the same
 * array again only for the same club, and never changes it.
 * With `withIds`, each changed row's id comes along (for a tombstone, the row and table it
 * names; on PostgreSQL, the row itself as JSON).
 * With `tokenHash`, the user behind that token comes along too (`signedIn`), read in the same
 * snapshot: the caller checks it before anything is answered.
 */
export async function pullHeadAndChanges(
  db: Db,
  clientId: string,
  clubId: string,
  sources: readonly PullSource[],
  cursor: ScopeHeads,
  limit: number,
  withIds: boolean,
  tokenHash?: string,
  held: HeldVersions = NOTHING_HELD,
): Promise<{ heads: ScopeHeads; client: ClientRow | null; changed: ChangedRow[][]; signedIn: TokenUserRow | undefined }> {
  const statement = statementOf(db, clubId, sources, limit, withIds, tokenHash !== undefined);
  const values = statement.parameters.slice();
  const slotValues: { [V in Slot['value']]: unknown } = {
    library: cursor.library,
    club: cursor.club,
    client: clientId,
    token: tokenHash,
    libraryHeld: held.library,
    clubHeld: held.club,
  };
  for (const { index, value } of statement.slots) values[index] = slotValues[value];
  const { rows } = await db.executeQuery<HeadRow>(CompiledQuery.raw(statement.sql, values));
  const changed = sources.map((): ChangedRow[] => []);
  let head: { heads: ScopeHeads; client: ClientRow | null; signedIn: TokenUserRow | undefined } | undefined;
  for (const row of rows) {
    // pg answers BIGINT columns as numbers (db/database.ts), SQLite as numbers already.
    const version = Number(row.version);
    const source = Number(row.source);
    if (source !== -1) {
      const tombstone = sources[source]!.table === 'tombstones';
      changed[source]!.push({ version, key: row.id, tableName: tombstone ? row.data : null, json: tombstone ? null : row.data });
    } else {
      const client = row.user_id === null ? null : { client_id: clientId, user_id: row.user_id, last_mutation_id: Number(row.last_mutation_id), scope: row.scope };
      head = { heads: { library: version, club: Number(row.club_version) }, client, signedIn: tokenUserOfJson(row.data) };
    }
  }
  if (!head) throw new Error('The pull found no head row');
  for (const list of changed) list.sort((a, b) => a.version - b.version);
  return { ...head, changed };
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

/** A row as rowsAt read it: its table, key and version, and the whole row as JSON text. */
export type RowText = { table: SyncedSqlTable; key: RowKey; version: number; json: string };

/**
 * The rows with these keys (RowKey) of each table as they are now, as JSON text, in one
 * statement. Read apart from the statement that listed them, so a row may have moved on (or
 * gone) since: the caller compares versions.
 */
export async function rowsAt(db: Db, wanted: readonly { table: SyncedSqlTable; keys: readonly RowKey[] }[]): Promise<RowText[]> {
  // The keys go as one value (an array, or JSON text on SQLite), so the statement's text depends
  // only on the tables. On PostgreSQL it is planned per run (db/database.ts PLANNED_PER_RUN).
  const postgres = engineOf(db) === 'postgres';
  const among = (keys: readonly RowKey[]) => (postgres ? sql`id = ANY(${[...keys]})` : sql`rowid IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
  const key = postgres ? sql`id` : sql`rowid`;
  const selects = await Promise.all(
    wanted.map(
      async ({ table, keys }, i) =>
        sql`SELECT ${sql.lit(i)} AS part, ${key} AS key, version, ${await rowJson(db, table, 'found')} AS json FROM ${sql.table(table)} AS found WHERE ${among(keys)}`,
    ),
  );
  const planned = postgres ? PLANNED_PER_RUN : '';
  const { rows } = await sql<{ part: number; key: RowKey; version: number; json: string }>`${sql.raw(planned)}${sql.join(selects, sql` UNION ALL `)}`.execute(db);
  return rows.map(({ part, key, version, json }) => ({ table: wanted[Number(part)]!.table, key, version: Number(version), json }));
}
