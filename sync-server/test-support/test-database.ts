import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../src/db/database';
import { openDatabase } from '../src/db/database';

/**
 * The database one test runs against. SQLite: a file in the test's temp dir. PostgreSQL
 * (the suite's PostgreSQL pass; test-support/postgres-setup.ts sets
 * PITCHSIDE_TEST_POSTGRES_URL): a database of its own, copied from the migrated template
 * or emptied after an earlier test of the same worker.
 */
/** `target` opens a second connection to the same database (openDatabase(target)). */
export type TestDatabase = { db: Db; target: string; close(): Promise<void> };

export const TEMPLATE_DATABASE = 'pitchside_template';

export type TestEngine = 'sqlite' | 'postgres';

/** The PostgreSQL project of vitest.config.ts sets PITCHSIDE_TEST_ENGINE; everything else is SQLite. */
export function testEngine(): TestEngine {
  return process.env.PITCHSIDE_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** The URL of `database` on the server that `url` points at. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let admin: pg.Pool | undefined;

/** A connection to the server's maintenance database, for creating test databases. */
function adminPool(url: string): pg.Pool {
  admin ??= new pg.Pool({ connectionString: url, max: 2 });
  return admin;
}

/** A new database copied from the migrated template. */
export async function createPostgresTestDatabase(url: string): Promise<string> {
  const name = `pitchside_test_${randomBytes(6).toString('hex')}`;
  await adminPool(url).query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  return databaseUrl(url, name);
}

/**
 * Copying a database costs a few hundred milliseconds of disk writes on a busy machine, so a
 * test's database is emptied on close (every row but the migration history, the change
 * counter back to 0: as the template has it) and handed to the next test of this worker.
 */
const emptied: string[] = [];

const emptyAll = sql.raw(
  [
    'sync_rejections',
    'sync_clients',
    'auth_tokens',
    'login_attempts',
    'schedule_entries',
    'sessions',
    'coach_groups',
    'sub_categories',
    'categories',
    'activities',
    'tombstones',
    'users',
    'organizations',
    'sections',
    'contact_requests',
    'seeded_drills',
    'seed_marks',
    'audit_events',
  ]
    .map((table) => `DELETE FROM ${table};`)
    .join(' ') + " DELETE FROM version_counters WHERE scope <> ''; UPDATE version_counters SET value = 0;",
);

/** `warm`: as openDatabase's (a bench server opens its whole pool, as `npm start` does). */
export async function openTestDatabase(sqliteFile: string, options: { warm?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.PITCHSIDE_TEST_POSTGRES_URL;
  if (testEngine() === 'sqlite' || !serverUrl) {
    const db = await openDatabase(sqliteFile);
    return { db, target: sqliteFile, close: () => db.destroy() };
  }
  const url = emptied.pop() ?? (await createPostgresTestDatabase(serverUrl));
  const db = await openDatabase(url, options);
  return {
    db,
    target: url,
    async close() {
      await emptyAll.execute(db);
      await db.destroy();
      emptied.push(url);
    },
  };
}
