import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, sql, type Driver, type PostgresDialectConfig } from 'kysely';
import pg from 'pg';
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WriterFirstSqliteDialect } from './sqlite-dialect';
import { writeClaimsOf } from './write-claims';
import type { Tables } from './tables';

/**
 * One query layer for both engines: Kysely over better-sqlite3 (the default,
 * nothing to install) or over a pg pool when the target is a postgres:// URL. A transaction
 * is a Db too, so domain functions take whichever they are given.
 */
export type Db = Kysely<Tables>;
export type Engine = 'sqlite' | 'postgres';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The better-sqlite3 handle behind a SQLite Db (wal-sync fsyncs its WAL file). */
const sqliteHandles = new WeakMap<Db, BetterSqlite3.Database>();

export function sqliteHandleOf(db: Db): BetterSqlite3.Database | undefined {
  return sqliteHandles.get(db);
}

/**
 * State that belongs to one database and lives as long as its handle (a cache of its rows):
 * made at first use, never shared between two databases one process opened (tests open many).
 */
export function perDatabase<State>(make: () => State): (db: Db) => State {
  const states = new WeakMap<Db, State>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) states.set(db, (state = make()));
    return state;
  };
}

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

/**
 * Opens `target` (a SQLite file, ':memory:' or a postgres:// URL) and runs pending migrations,
 * unless told not to (a second connection to a database the server has already migrated).
 */
export async function openDatabase(target: string, options: OpenOptions = {}): Promise<Db> {
  const db = isPostgresUrl(target) ? openPostgres(target) : openSqlite(target);
  if (options.migrate ?? true) await migrate(db);
  if (options.warm) await openEveryConnection(db);
  return db;
}

/**
 * `warm`: a server opens every connection of its PostgreSQL pool before it takes requests
 * (tests stay lazy: most open one or two). The pool keeps them (openPostgres), so a burst
 * of pulls never waits on new backends being started.
 */
export type OpenOptions = { migrate?: boolean; warm?: boolean };

/**
 * Opens the SQLite file with the settings docs/architecture.md "Server" gives: WAL, foreign keys and a wait
 * when another connection holds the write lock. An acknowledged write is gone from the device, so it must survive power loss:
 * synchronous=NORMAL, with the WAL fsynced off the event loop before a write is answered
 * (db/wal-sync.ts), keeps that guarantee of FULL without blocking every other request for
 * the length of a disk sync.
 */
function openSqlite(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const handle = new BetterSqlite3(file);
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('foreign_keys = ON');
  // A locked database is waited for by db/sqlite-dialect.ts, off the event loop, never here.
  handle.pragma('busy_timeout = 0');
  cacheStatements(handle);
  const db = new Kysely<Tables>({ dialect: new WriterFirstSqliteDialect(handle, file === ':memory:' ? undefined : writeClaimsOf(file)) });
  sqliteHandles.set(db, handle);
  return db;
}

const STATEMENT_CACHE_LIMIT = 500;

// COUNT(*) and BIGINT columns come back from pg as strings; every integer we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The pg pools behind a PostgreSQL Db: its own, then its reads' (readsOf). */
const pools = new WeakMap<Db, pg.Pool[]>();

/** The Db a PostgreSQL Db's pulls read through (readsOf). */
const readers = new WeakMap<Db, Db>();

/**
 * The pools never close an idle connection (min = max): a new one costs a backend's start,
 * its catalog caches and a parse and plans of each named statement (below), and the devices
 * come in bursts. At 50 pulls at once on a cold pool, those costs were a good part of the
 * burst's wait.
 */
function openPostgres(url: string): Db {
  const size = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const readSize = Number(process.env.DATABASE_READ_POOL_SIZE ?? DEFAULT_READ_POOL_SIZE);
  const poolOf = (max: number) => {
    const pool = new pg.Pool({ connectionString: url, max, min: max, options: `-c plan_cache_mode=${PLAN_CACHE_MODE}` });
    pool.on('connect', prepareStatements);
    return pool;
  };
  const pool = poolOf(size);
  const readPool = poolOf(readSize);
  const reads = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: readPool }) });
  const db = new Kysely<Tables>({ dialect: new PostgresWithReadsDialect({ pool }, reads) });
  pools.set(db, [pool, readPool]);
  readers.set(db, reads);
  return db;
}

/**
 * Connections of their own for pulls (readsOf): a push holds a connection of the Db's pool for
 * its whole transaction, and with pushes in flight the pulls queued for the few connections
 * left, each behind the pulls ahead of it and the REST requests. A pull holds a connection
 * only for its one statement (or its short read transaction), so a few serve many devices.
 */
const DEFAULT_READ_POOL_SIZE = 4;

/** A PostgreSQL dialect whose Db, when destroyed, also closes the Db its pulls read through. */
class PostgresWithReadsDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly reads: Db,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await Promise.all([this.reads.destroy(), destroy()]);
    };
    return driver;
  }
}

/**
 * The Db a pull reads through: on PostgreSQL the Db's connections for reads, which pushes
 * never hold (openPostgres); on SQLite, or inside a transaction, `db` itself (a SQLite file's
 * readers never wait for its writer, and pushes run on a thread of their own: push-thread/).
 * What it reads is committed data, as a read on `db` would see it.
 */
export function readsOf(db: Db): Db {
  return readers.get(db) ?? db;
}

/** Opens every connection the pools may hold, at once, and hands them back to them. */
async function openEveryConnection(db: Db): Promise<void> {
  for (const pool of pools.get(db) ?? []) {
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    for (const client of clients) client.release();
  }
}

/**
 * Each named statement (below) is planned once per connection, for any values: PostgreSQL's
 * default plans it anew for its first five runs on each connection before it settles on the
 * generic plan, and a small pull's statement (thirteen branches) takes longer to plan than
 * to run. A burst of pulls right after start is those first runs on every connection.
 * Our statements select by ids, or by a club and then versions or dates within it, through
 * indexes that lead with those columns: one plan fits every value.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

const statementNames = new Map<string, string>();
const NAMED_STATEMENT_MAX_VALUES = 64;

/**
 * SQL that starts with this runs unnamed, planned for its values each time. For a statement
 * whose best plan depends on a table's size: a plan made once on a connection while the
 * table was nearly empty (ids = ANY($1) read by a scan of the whole table is the cheapest
 * there) would read it whole on every run as it grows, until the connection closes.
 */
export const PLANNED_PER_RUN = '/* planned per run */ ';

/**
 * SQL that starts with this is named however many values it has: a statement compiled once
 * and run for most requests (a small pull's), whose text never varies with its values, and
 * which would otherwise be parsed and planned on every run once a new source took it past
 * the limit above.
 */
export const NAMED_AT_ANY_LENGTH = '/* named */ ';

/**
 * A push runs the same few statements thousands of times, and PostgreSQL parses and plans an
 * unnamed statement anew each time: name each parameterised SQL text (Kysely's queries), so
 * every connection prepares it once. Texts past the limit run unnamed, and so do statements
 * with many values (a push's many-row inserts, its read of all the activities it lists): their
 * texts vary with their length, and one parse is little beside the rows they carry.
 * Statements without parameters stay on the simple protocol (a savepoint pair is one query).
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      callback === undefined &&
      !config.startsWith(PLANNED_PER_RUN) &&
      (values.length <= NAMED_STATEMENT_MAX_VALUES || config.startsWith(NAMED_AT_ANY_LENGTH))
    ) {
      let name = statementNames.get(config);
      if (!name && statementNames.size < STATEMENT_CACHE_LIMIT) {
        name = `pitchside_${statementNames.size}`;
        statementNames.set(config, name);
      }
      if (name) return query({ name, text: config, values });
    }
    return query(config, values, callback);
  }) as typeof client.query;
}


/**
 * Preparing SQL is a fifth of a push's CPU, and Kysely prepares every query it runs: keep
 * prepared statements per SQL text. A cached statement is handed back in plain row mode.
 */
function cacheStatements(handle: BetterSqlite3.Database): void {
  const prepare = handle.prepare.bind(handle);
  const cache = new Map<string, BetterSqlite3.Statement>();
  handle.prepare = ((text: string) => {
    let statement = cache.get(text);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
      statement = prepare(text);
      cache.set(text, statement);
    } else if (statement.reader) {
      statement.pluck(false);
    }
    return statement;
  }) as BetterSqlite3.Database['prepare'];
}

/**
 * The numbered .sql files are written once for both engines in a portable subset. Two
 * spellings differ and are translated for PostgreSQL here: INTEGER (64-bit in SQLite,
 * 32-bit in PostgreSQL, so BIGINT there) and a case-insensitive unique index, which
 * SQLite spells `(col COLLATE NOCASE)` and PostgreSQL `(lower(col))`.
 * Applied files are recorded by file name, so databases made before keep their history.
 */
export function migrationSql(text: string, engine: Engine): string {
  if (engine === 'sqlite') return text;
  return text.replace(/\bINTEGER\b/g, 'BIGINT').replace(/\((\w+) COLLATE NOCASE\)/g, '(lower($1))');
}

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
}

export async function migrate(db: Db): Promise<void> {
  const handle = sqliteHandleOf(db);
  if (handle) return migrateSqlite(handle);
  await db.transaction().execute(async (trx) => {
    // Several server processes may start at once: one migrates, the others wait and find it done.
    await sql`SELECT pg_advisory_xact_lock(14001)`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
    const applied = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    for (const file of migrationFiles()) {
      if (applied.has(file)) continue;
      await sql.raw(migrationSql(readFileSync(join(migrationsDir, file), 'utf8'), 'postgres')).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file, applied_at: new Date().toISOString() }).execute();
    }
  });
}

/** better-sqlite3 runs a multi-statement script only through exec, so SQLite migrates on its handle. */
function migrateSqlite(handle: BetterSqlite3.Database): void {
  handle.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(handle.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  for (const file of migrationFiles()) {
    if (applied.has(file)) continue;
    const text = readFileSync(join(migrationsDir, file), 'utf8');
    handle.transaction(() => {
      handle.exec(text);
      handle.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    })();
  }
}

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one (a REST
 * handler's transaction, or a push, which runs each mutation in a savepoint of its own).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
