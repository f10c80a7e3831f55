import { syncedEntities, syncedTableNames, type PullResponse, type SyncedTableName } from '@pitchside/shared';
import { engineOf, perDatabase, readsOf, type Db } from '../db/database';
import { changedRows, pullHeadAndChanges, rowsAt, type ChangedRow, type HeldVersions, type PullSource, type RowKey, type ScopeHeads } from '../db/queries/pull';
import type { TokenUserRow } from '../db/queries/auth-tokens';
import { forbidden } from '../domain/errors';
import { ofOrganizationOrGlobal } from '../db/queries/row-conditions';
import { setClientScope } from '../db/queries/sync-clients';
import type { SyncedSqlTable, Tables } from '../db/tables';
import type { AuthedUser } from '../domain/actor';
import { activityFromRow } from '../domain/activity-rows';
import { claimClient } from './clients';
import { toAttendance, toMatch, toMatchEvent, toCategory, toCoachGroup, toPlayer, toScheduleEntry, toSession, toSubCategory } from '../domain/rows';
import { sqlTableOf } from '@pitchside/shared';
import { scopeOf, visibility } from '../domain/visibility';
import { JsonText, type PullAnswer } from './pull-answer';

/**
 * The sync pull (docs/architecture.md "Offline data flow and the sync protocol", steps 5 and 6): the rows a user may
 * see that changed after the device's cursor, plus tombstones, in version order and paged.
 */

export const DEFAULT_PULL_LIMIT = 1000;

/**
 * A pull cursor: one position per version scope the device sees (db/queries/versions.ts),
 * the rows every club shares (the library) and the device's own club. Devices keep it as
 * an opaque string and send back what the last pull answered. Which club it counts for is
 * the device's recorded scope (sync_clients.scope), which the pull checks before reading it.
 */
export type PullCursor = { library: number; club: number };

export const START: PullCursor = { library: 0, club: 0 };

export function encodeCursor(cursor: PullCursor): string {
  return `L${cursor.library}.C${cursor.club}`;
}

const CURSOR = /^L(\d{1,15})\.C(\d{1,15})$/;

/**
 * The position a device sent: START for a device that has nothing yet ('0' or nothing),
 * null for a cursor this server does not read (an older server's single number, or
 * anything else), which the pull answers with a reset.
 */
export function decodeCursor(text: string): PullCursor | null {
  if (text === '' || text === '0') return START;
  const match = CURSOR.exec(text);
  return match ? { library: Number(match[1]), club: Number(match[2]) } : null;
}

/** Tombstones may name a table by its synced name or its SQL name; both reach the device as the synced name. */
const tombstoneTables = new Map<string, SyncedTableName>(
  syncedTableNames.flatMap((name) => [
    [name, name],
    [sqlTableOf[name], name],
  ]),
);

export type PullRequest = { clientId: string; cursor: string; limit?: number | undefined };

/**
 * A pull on behalf of a token not checked yet (the route's guess of its user): the token's
 * row is read with the pull's first statement, in its snapshot, and `confirm` checks it
 * before anything is answered or written. It throws to refuse (the answer is dropped).
 */
export type TokenCheck = { tokenHash: string; confirm(row: TokenUserRow | undefined): Promise<void> };

/** Tables whose rows may be shared by every club (organization_id null): they have a library scope too. */
const withSharedRows = new Set<PullSource['table']>([...syncedTableNames.filter((name) => syncedEntities[name].sharedRows).map((name) => sqlTableOf[name]), 'tombstones']);

/**
 * How far one page goes in each scope: the library's changes first, then the club's, at most
 * `limit` versions in all (rows sharing a version come together, so none is ever skipped).
 * A scope with no more changes goes up to its head, which was read in the same snapshot:
 * versions are handed out in commit order (db/queries/versions.ts), so every row of the
 * scope up to it has committed and is in that snapshot.
 */
function pageEnds(changed: { library: number[]; club: number[] }, heads: ScopeHeads, cursor: PullCursor, limit: number) {
  let room = limit;
  const upTo = { ...cursor };
  let more = false;
  for (const scope of ['library', 'club'] as const) {
    const versions = changed[scope];
    if (versions.length === 0) upTo[scope] = Math.max(heads[scope], cursor[scope]);
    else if (room === 0) more = true;
    else if (versions.length > room) {
      upTo[scope] = versions[room - 1]!;
      room = 0;
      more = true;
    } else {
      upTo[scope] = Math.max(heads[scope], cursor[scope]);
      room -= versions.length;
    }
  }
  return { upTo, more };
}

/** The sources a user of `scope` pulls from: two per table with shared rows (library, club), one per other table. */
function sourcesOf(actor: AuthedUser, scope: string): readonly PullSource[] {
  let sources = sourcesByScope.get(scope);
  if (!sources) {
    const clubId = actor.organizationId;
    const tables = [...syncedTableNames.map((table) => ({ table: sqlTableOf[table], visible: visibility(actor, table) })), { table: 'tombstones' as const, visible: ofOrganizationOrGlobal(clubId) }];
    sources = tables.flatMap((source) => [...(withSharedRows.has(source.table) ? [{ ...source, scope: 'library' as const }] : []), { ...source, scope: 'club' as const }]);
    if (sourcesByScope.size >= REMEMBERED_SCOPES) sourcesByScope.delete(sourcesByScope.keys().next().value!);
    sourcesByScope.set(scope, sources);
  }
  return sources;
}

/**
 * What a user may see depends only on their scope (club, role, flags, library access: see
 * domain/visibility.ts), so each scope's sources are made once, and the statements read
 * from them compiled once (db/queries/pull.ts keeps those with the sources).
 */
const sourcesByScope = new Map<string, readonly PullSource[]>();
const REMEMBERED_SCOPES = 2000;

/**
 * The first statement of a pull brings fewer than this many changed rows of each source along.
 * A device behind by a few hundred rows (its club's other devices writing) is still served
 * from the rows' content read once per version (entitiesOf); only one further behind reads
 * and maps every row of its page again in the transaction.
 */
export const SMALL_PULL_ROWS = 256;

/**
 * The same for a device with nothing yet (a first sync): its first page is most often the
 * library, far more rows than this, which the pull reads in the transaction anyway, so the
 * first statement lists no more of them than it needs to see that (on PostgreSQL a listed
 * row comes with its content).
 */
const FIRST_PULL_ROWS = 64;

/**
 * How many versions of each source a paging read asks for: more than the page holds (so a
 * source with more is seen), rounded up to a power of two, so a handful of statement texts
 * serve every page size a device may ask for (the LIMIT is part of the text).
 */
const versionsAsked = (limit: number) => 2 ** Math.ceil(Math.log2(limit + 1));

type Found = Awaited<ReturnType<typeof pullHeadAndChanges>>;

/**
 * Pages by version in each scope: the rows a page answers are those with a version in
 * (cursor, upTo] of their scope. The heads are read in the same statement as the versions.
 * A device that is nearly up to date (the common pull) costs one statement: the heads, its
 * client row and the id and version of each changed row, read together (one statement is one
 * snapshot on both engines); the rows' content comes from what earlier pulls read (entitiesOf),
 * and only rows at a version no pull read yet are mapped, from the JSON listed with them on
 * PostgreSQL (listed only above the versions earlier pulls of the same scope kept: KeptRows
 * heldBy), read in one more statement on SQLite. When a source has
 * SMALL_PULL_ROWS changes or more, or the device must
 * rebuild its copy, the pull reads in a transaction instead (REPEATABLE READ on PostgreSQL,
 * one snapshot, as SQLite's transaction is): the versions of every table at once, then rows
 * only of the tables that changed. The reads go through the connections kept for them
 * (db/database.ts readsOf), so a pull never queues behind push transactions for one.
 */
export async function pull(db: Db, actor: AuthedUser, request: PullRequest, now: Date, token?: TokenCheck): Promise<PullAnswer> {
  const limit = request.limit ?? DEFAULT_PULL_LIMIT;
  const scope = scopeOf(actor);
  const clubId = actor.organizationId;
  const sent = decodeCursor(request.cursor);
  const fresh = sent !== null && sent.library === 0 && sent.club === 0;
  const sources = sourcesOf(actor, scope);
  const headAndChanges = async (db: Db, cursor: PullCursor, asked: number, withIds: boolean, checked: boolean, held?: HeldVersions) => {
    const found = await pullHeadAndChanges(db, request.clientId, clubId, sources, cursor, asked, withIds, checked ? undefined : token?.tokenHash, held);
    if (!checked && token) await token.confirm(found.signedIn);
    return found;
  };
  /** Whether the device's copy must be rebuilt from START, once its client row is known. */
  const mustReset = (found: Found): boolean => {
    // Another user's device is refused before anything is answered.
    if (found.client && found.client.user_id !== actor.id) throw forbidden('This device belongs to another user');
    // A copy built for another scope, for an unknown scope, from a cursor this server does not
    // read (an older server's), or ahead of this server is rebuilt.
    const otherScope = sent === null || (!fresh && found.client?.scope !== scope);
    return otherScope || sent.library > found.heads.library || sent.club > found.heads.club;
  };

  const reads = readsOf(db);
  const quickRows = fresh ? FIRST_PULL_ROWS : SMALL_PULL_ROWS;
  const kept = keptRowsOf(reads);
  const quick = sent === null ? null : await headAndChanges(reads, sent, quickRows, true, false, kept.heldBy(sources, sent));
  let read: { answer: PullAnswer; client: Found['client'] } | null = null;
  if (quick && !mustReset(quick) && quick.changed.every((list) => list.length < quickRows)) {
    // Every change above the cursor is listed: the page takes those up to its ends.
    const entities = await entitiesOf(reads, clubId, sources, quick.changed);
    if (entities) {
      kept.served(sources, sent!, quick.heads);
      const rowsIn = async (parts: PageParts, table: PageTable) => {
        const rows: unknown[] = [];
        for (const { index, upTo } of parts) {
          const listed = quick.changed[index]!;
          // Listed smallest version first: the page's rows of a source are a prefix of its list.
          for (let j = 0; j < listed.length && listed[j]!.version <= upTo; j++) {
            const c = listed[j]!;
            rows.push(table === 'tombstones' ? { table_name: c.tableName, row_id: String(c.key) } : entities[index]![j]);
          }
        }
        return rows;
      };
      read = { answer: await pageOf(sources, quick, sent!, false, limit, rowsIn), client: quick.client };
    }
  }
  if (!read) {
    const reading = engineOf(reads) === 'postgres' ? reads.transaction().setIsolationLevel('repeatable read') : reads.transaction();
    read = await reading.setAccessMode('read only').execute(async (db) => {
      let found = await headAndChanges(db, sent ?? START, versionsAsked(limit), false, quick !== null);
      const reset = mustReset(found);
      // Only a device that must rebuild its copy asks twice (unless it sent START already).
      if (reset && !fresh) found = await headAndChanges(db, START, versionsAsked(limit), false, true);
      const cursor = reset ? START : sent!;
      const rowsIn = async (parts: PageParts, table: PageTable) => {
        if (parts.length === 0) return [];
        const rows = await changedRows(db, clubId, parts.map(({ index, upTo }) => ({ source: sources[index]!, from: cursor[sources[index]!.scope], upTo })));
        return table === 'tombstones' ? rows : rows.map((row) => entityOf[table](row as never));
      };
      return { answer: await pageOf(sources, found, cursor, reset, limit, rowsIn), client: found.client };
    });
  }
  const { answer, client } = read;
  // Registering the device writes, so it runs after the pull's reads, which only read:
  // on SQLite a read transaction never waits for the push thread's writes (push-thread/).
  // A device pulls first (its first sync), so this runs about once per device.
  const known = client ?? (await claimClient(db, actor, request.clientId, now));
  // Recorded once the answer is built: after a failed pull the device is still told to reset.
  if (known.scope !== scope) await setClientScope(db, request.clientId, scope, now);
  return answer;
}

/** The sources (by index) a page takes rows of, each up to its scope's end. */
type PageParts = { index: number; upTo: number }[];
type PageTable = SyncedTableName | 'tombstones';
type Entities = Required<PullResponse['changes']>;

/** Each synced table's stored row as the device receives it. */
const entityOf: { [T in SyncedTableName]: (row: never) => Entities[T][number] } = {
  activities: activityFromRow,
  categories: toCategory,
  subCategories: toSubCategory,
  sessions: toSession,
  coachGroups: toCoachGroup,
  scheduleEntries: toScheduleEntry,
  players: toPlayer,
  attendance: toAttendance,
  matches: toMatch,
  matchEvents: toMatchEvent,
};

/**
 * The entities of changed rows as text (pull-answer.ts JsonText), each kept at the version
 * last read, by table and key (RowKey): the devices of a club pull the same rows, so each
 * row's content is read, mapped and serialized once per version, not once per device. A
 * version is handed out once per scope (db/queries/versions.ts) and every write of a synced
 * row takes a new one, so an entry matches a listed row when its scope and version do, and a
 * row written again is read again. Which rows a device may see is decided by the statement
 * that lists them (domain/visibility.ts), never by this cache, which only maps a listed row to
 * its content.
 * A database is restored with the server stopped (docs/backups.md), so versions never repeat
 * while the cache lives.
 */
type Kept = { scope: string | null; version: number; entity: JsonText };
/** The rows' JSON text kept in all, in characters (the entry met longest ago goes first): some megabytes. */
const KEPT_CHARS = 8_000_000;

class KeptRows {
  private readonly rows = new Map<string, Kept>();
  private chars = 0;
  private readonly held = new WeakMap<readonly PullSource[], { library?: VersionRange; club?: VersionRange }>();

  /**
   * Up to which version the rows `sources` let through above `cursor` were all kept when
   * last served (a hint: rows may have gone since), per scope: 0 where the cursor is below
   * what was served.
   */
  heldBy(sources: readonly PullSource[], cursor: PullCursor): HeldVersions {
    const held = this.held.get(sources);
    const upTo = (range: VersionRange | undefined, from: number) => (range && range.from <= from ? range.upTo : 0);
    return { library: upTo(held?.library, cursor.library), club: upTo(held?.club, cursor.club) };
  }

  /** A pull of `sources` kept every row they let through above `cursor`, up to `heads`. */
  served(sources: readonly PullSource[], cursor: PullCursor, heads: ScopeHeads): void {
    const held = this.held.get(sources);
    this.held.set(sources, { library: widened(held?.library, cursor.library, heads.library), club: widened(held?.club, cursor.club, heads.club) });
  }

  get(key: string): Kept | undefined {
    return this.rows.get(key);
  }

  keep(key: string, entry: Kept): void {
    const old = this.rows.get(key);
    // Two pulls may read a row at different versions: the newer one stays.
    if (old && old.scope === entry.scope && old.version > entry.version) return;
    if (old) this.chars -= old.entity.text.length;
    this.rows.delete(key);
    const chars = entry.entity.text.length;
    if (chars > KEPT_CHARS) return;
    for (const [oldest, { entity }] of this.rows) {
      if (this.chars + chars <= KEPT_CHARS) break;
      this.rows.delete(oldest);
      this.chars -= entity.text.length;
    }
    this.rows.set(key, entry);
    this.chars += chars;
  }
}

/** Versions (from, upTo] of one scope. */
type VersionRange = { from: number; upTo: number };

/** `range` with (from, upTo] added when the two meet; otherwise the newer range (devices pull near their club's head). */
function widened(range: VersionRange | undefined, from: number, upTo: number): VersionRange | undefined {
  if (from >= upTo) return range;
  if (range && from <= range.upTo && range.from <= upTo) return { from: Math.min(range.from, from), upTo: Math.max(range.upTo, upTo) };
  return { from, upTo };
}

/** Each database's kept rows: two databases may hold one id at one version with different content. */
const keptRowsOf = perDatabase(() => new KeptRows());

const keptKeyOf = (table: SyncedSqlTable, key: RowKey) => `${table} ${key}`;

/** A listed row whose entity is not kept: where it goes in the answer, and what names it. */
type Missing = { entities: unknown[]; at: number; table: SyncedSqlTable; keptKey: string; rowKey: RowKey; version: number; scope: string | null };

/**
 * The entity of each changed row the pull listed (`changed[i][j]`; none for tombstones):
 * from those kept, and the rows missing there read in one more statement. Null when a row
 * moved on since it was listed (written again or deleted): the pull then reads its page in
 * one snapshot instead. It runs over every changed row of every device's pull, so a row
 * found kept costs a lookup and its place in the answer, nothing more.
 */
async function entitiesOf(db: Db, clubId: string, sources: readonly PullSource[], changed: ChangedRow[][]): Promise<unknown[][] | null> {
  const kept = keptRowsOf(db);
  const missing: Missing[] = [];
  const keep = (row: Missing, json: string) => {
    const entity = new JsonText(JSON.stringify(entityOf[syncedNameOf.get(row.table)!](JSON.parse(json) as never)));
    row.entities[row.at] = entity;
    kept.keep(row.keptKey, { scope: row.scope, version: row.version, entity });
  };
  const entities = changed.map((list, i) => {
    const { table, scope: sourceScope } = sources[i]!;
    if (table === 'tombstones') return [];
    const scope = sourceScope === 'library' ? null : clubId;
    const out = new Array<unknown>(list.length);
    for (let at = 0; at < list.length; at++) {
      const { key: rowKey, version, json } = list[at]!;
      const keptKey = keptKeyOf(table, rowKey!);
      const entry = kept.get(keptKey);
      if (entry !== undefined && entry.version === version && entry.scope === scope) {
        out[at] = entry.entity;
        continue;
      }
      const row = { entities: out, at, table, keptKey, rowKey: rowKey!, version, scope };
      // A row listed with its JSON (PostgreSQL) is mapped from it; the others are read.
      if (json !== null) keep(row, json);
      else missing.push(row);
    }
    return out;
  });
  if (missing.length > 0) {
    const keys = new Map<SyncedSqlTable, RowKey[]>();
    for (const { table, rowKey } of missing) (keys.get(table) ?? keys.set(table, []).get(table)!).push(rowKey);
    const wanted = new Map(missing.map((row) => [row.keptKey, row]));
    for (const row of await rowsAt(db, [...keys].map(([table, keys]) => ({ table, keys })))) {
      const listedRow = wanted.get(keptKeyOf(row.table, row.key));
      if (listedRow?.version === row.version) keep(listedRow, row.json);
    }
    if (!missing.every((row) => row.entities[row.at] !== undefined)) return null;
  }
  return entities;
}

const syncedNameOf = new Map<SyncedSqlTable, SyncedTableName>(syncedTableNames.map((name) => [sqlTableOf[name], name]));

/**
 * The page from `cursor` that `found` allows, with what `rowsIn` reads for a table's sources:
 * its entities, or for tombstones their rows.
 */
async function pageOf(
  sources: readonly PullSource[],
  found: Found,
  cursor: PullCursor,
  reset: boolean,
  limit: number,
  rowsIn: (parts: PageParts, table: PageTable) => Promise<unknown[]>,
): Promise<PullAnswer> {
  const { heads, client, changed: changedOf } = found;
  const changed = { library: [] as number[], club: [] as number[] };
  changedOf.forEach((list, i) => changed[sources[i]!.scope].push(...list.map((c) => c.version)));
  changed.library.sort((a, b) => a - b);
  changed.club.sort((a, b) => a - b);
  const { upTo, more } = pageEnds(changed, heads, cursor, limit);

  // A source whose smallest changed version is past its scope's upTo has nothing in this page: not asked.
  const rowsOf = (table: PageTable) => {
    const sqlTable = table === 'tombstones' ? table : sqlTableOf[table];
    return rowsIn(
      sources.flatMap((source, index) => {
        const first = changedOf[index]![0]?.version;
        return source.table === sqlTable && first !== undefined && first <= upTo[source.scope] ? [{ index, upTo: upTo[source.scope] }] : [];
      }),
      table,
    );
  };
  const changes: Partial<Record<SyncedTableName, unknown[]>> = {};
  for (const table of syncedTableNames) changes[table] = await rowsOf(table);
  const tombstones = (await rowsOf('tombstones')) as Tables['tombstones'][];
  const deletes = tombstones.flatMap(({ table_name, row_id }) => {
    const table = tombstoneTables.get(table_name);
    return table ? [{ table, id: row_id }] : [];
  });
  return { reset, cursor: encodeCursor(upTo), more, lastMutationId: client?.last_mutation_id ?? 0, changes: changes as PullAnswer['changes'], deletes };
}
