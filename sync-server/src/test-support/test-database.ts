import type { Db } from '../db/database';
import { openDatabase } from '../db/database';

/**
 * The database one test runs against. SQLite: a file in the test's temp dir. PostgreSQL
 * (the suite's PostgreSQL pass sets PITCHSIDE_TEST_PG_URL, see test-support/pg-cluster.ts):
 * a fresh database copied from a migrated template, dropped again on close.
 */
export type TestDatabase = { db: Db; close(): Promise<void> };

export async function openTestDatabase(sqliteFile: string): Promise<TestDatabase> {
  const db = await openDatabase(sqliteFile);
  return { db, close: () => db.destroy() };
}
