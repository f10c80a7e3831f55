import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { currentVersion, nextVersion } from './queries/versions';

/** Two connections to one file, as the server's thread and its push thread have. */
describe('SQLite with a second writer', () => {
  let dir: string;
  let db: Db;
  let other: BetterSqlite3.Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-dialect-'));
    db = await openDatabase(join(dir, 'pitchside.db'));
    other = new BetterSqlite3(join(dir, 'pitchside.db'));
    other.pragma('busy_timeout = 0');
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const otherWrites = () => other.prepare("UPDATE version_counters SET value = value + 100 WHERE scope = ''").run();

  it('waits for the lock without holding up the thread, then writes', async () => {
    other.exec('BEGIN IMMEDIATE');
    otherWrites();
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 5);
    setTimeout(() => other.exec('COMMIT'), 100);
    const version = await nextVersion(db, null);
    clearInterval(ticking);
    expect(version).toBe(101);
    // The thread answered timers while the write waited: SQLite's own handler would have slept on it.
    expect(ticks).toBeGreaterThan(5);
  });

  it('takes the write lock when a write transaction begins, so a read in it is never overtaken', async () => {
    await db.transaction().execute(async (trx) => {
      expect(await currentVersion(trx, null)).toBe(0);
      // The lock is this transaction's from BEGIN: the other connection cannot commit in between.
      expect(otherWrites).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      expect(await nextVersion(trx, null)).toBe(1);
    });
    otherWrites();
    expect(await currentVersion(db, null)).toBe(101);
  });

  it('reads in a read-only transaction while the other connection holds the lock', async () => {
    other.exec('BEGIN IMMEDIATE');
    otherWrites();
    const seen = await db
      .transaction()
      .setAccessMode('read only')
      .execute((trx) => currentVersion(trx, null));
    other.exec('COMMIT');
    expect(seen).toBe(0);
    expect(await currentVersion(db, null)).toBe(100);
  });
});
