import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NAMED_AT_ANY_LENGTH, openDatabase, PLANNED_PER_RUN, type Db } from './database';
import { makeTestApp, queryRows, queryValue, type TestApp } from '../../test-support/index';
import { testEngine } from '../../test-support/test-database';

/** A server's PostgreSQL pool is open before the first request and stays open (db/database.ts). */
describe.skipIf(testEngine() !== 'postgres')('the PostgreSQL pool of a server', () => {
  let t: TestApp | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    await t?.close();
  });

  const connectionsTo = async (of: Db) =>
    Number(await queryValue(of, 'SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'));

  it('opens every connection when warm, and only what it uses when not', async () => {
    t = await makeTestApp();
    const before = await connectionsTo(t.db);
    db = await openDatabase(t.target, { migrate: false });
    expect((await connectionsTo(t.db)) - before).toBe(0);
    await db.destroy();
    db = await openDatabase(t.target, { migrate: false, warm: true });
    // The count runs on one of t.db's connections: the warm pools' ten and four (the pulls') are all there besides.
    expect((await connectionsTo(t.db)) - before).toBe(14);
  });

  it('runs a named statement on its generic plan from its first run', async () => {
    t = await makeTestApp();
    // One connection, so the statement and the view of its plans share it.
    await t.db.connection().execute(async (one) => {
      for (const id of ['a', 'b', 'c']) await queryValue(one, 'SELECT COUNT(*) FROM users WHERE id = ?', id);
      const plans = await queryRows<{ generic_plans: number; custom_plans: number }>(
        one,
        "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = 'SELECT COUNT(*) FROM users WHERE id = $1'",
      );
      expect(plans).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
    });
  });

  it('names a statement marked NAMED_AT_ANY_LENGTH however many values it has', async () => {
    t = await makeTestApp();
    const ids = Array.from({ length: 80 }, (_, i) => `id-${i}`);
    const text = `SELECT COUNT(*) FROM users WHERE id IN (${ids.map(() => '?').join(', ')})`;
    await t.db.connection().execute(async (one) => {
      for (const marked of ['', NAMED_AT_ANY_LENGTH]) expect(Number(await queryValue(one, `${marked}${text}`, ...ids))).toBe(0);
      const prepared = await queryRows<{ statement: string }>(one, "SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%id IN ($1, $2,%'");
      expect(prepared.map((row) => row.statement.startsWith(NAMED_AT_ANY_LENGTH))).toEqual([true]);
    });
  });

  it('plans a statement marked PLANNED_PER_RUN for its values on each run, never keeping a plan made while a table was small', async () => {
    t = await makeTestApp();
    await t.db.connection().execute(async (one) => {
      for (const ids of [['a'], ['b', 'c']]) {
        expect(await queryValue(one, `${PLANNED_PER_RUN}SELECT COUNT(*) FROM users WHERE id = ANY(?)`, ids)).toBe(0);
      }
      expect(await queryRows(one, "SELECT name FROM pg_prepared_statements WHERE statement LIKE '%id = ANY($1)%'")).toEqual([]);
    });
  });
});

describe('warm on SQLite', () => {
  it('opens the file as usual', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-pool-'));
    const db = await openDatabase(join(dir, 'pitchside.db'), { warm: true });
    try {
      expect(Number(await queryValue(db, 'SELECT COUNT(*) FROM version_counters'))).toBeGreaterThanOrEqual(1);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
