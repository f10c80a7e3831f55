import Database from 'better-sqlite3';
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the SQLite file with the settings DESIGN.md asks for: WAL, foreign keys and a busy
 * timeout. Then runs pending numbered migrations. An acknowledged write is gone from the
 * device, so it must survive power loss: synchronous=NORMAL, with the WAL fsynced off the
 * event loop before a write is answered (db/wal-sync.ts), keeps that guarantee of FULL
 * without blocking every other request for the length of a disk sync.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  cacheStatements(db);
  migrate(db);
  return db;
}

const STATEMENT_CACHE_LIMIT = 500;

/**
 * Preparing SQL is a fifth of a push's CPU, and every domain function prepares its own
 * statements: keep prepared statements per SQL text. A cached statement is handed back
 * in plain row mode, since a caller may have switched it to pluck mode before.
 */
function cacheStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
      statement = prepare(sql);
      cache.set(sql, statement);
    } else if (statement.reader) {
      statement.pluck(false);
    }
    return statement;
  }) as Db['prepare'];
}

export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[],
  );
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString());
    })();
  }
}

/** Takes the next server-wide change number. Call inside the write's transaction. */
export function nextVersion(db: Db): number {
  return (db.prepare('UPDATE change_counter SET value = value + 1 WHERE id = 1 RETURNING value').pluck().get() as number);
}

export function currentVersion(db: Db): number {
  return db.prepare('SELECT value FROM change_counter WHERE id = 1').pluck().get() as number;
}

/** Records a delete so devices learn of it; organizationId null means every device. */
export function writeTombstone(db: Db, table: string, rowId: string, organizationId: string | null, now: string): void {
  db.prepare(
    'INSERT INTO tombstones (version, table_name, row_id, organization_id, deleted_at) VALUES (?, ?, ?, ?, ?)',
  ).run(nextVersion(db), table, rowId, organizationId, now);
}
