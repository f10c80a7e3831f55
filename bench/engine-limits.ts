import { sql } from 'kysely';
import { uuidv7 } from '@pitchside/shared';
import type { Db } from '../sync-server/src/db/database';
import { syncWal } from '../sync-server/src/db/wal-sync';
import { since, summarize } from './stats';

/**
 * The engine's own limits, measured in the bench's server on the same database and the same
 * durability as the server lines they stand beside, so a line shows how far the server is
 * from what the engine itself allows: raw inserts for a push (one INSERT per row, a
 * transaction per batch, made durable as a push is: a PostgreSQL commit, or SQLite's WAL
 * fsync before the answer), and a raw indexed read for a pull (one statement, no HTTP).
 */

const RAW_TABLE = 'bench_raw_rows';

async function ensureRawTable(db: Db): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(RAW_TABLE)} (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, version INTEGER NOT NULL, payload TEXT NOT NULL)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS bench_raw_rows_org_version ON ${sql.table(RAW_TABLE)} (organization_id, version)`.execute(db);
}

export type RawInsertLoad = { clubs: number; perClub: number; batch: number };

/** Rows a second: `clubs` writers at once, each inserting `perClub` rows in transactions of `batch`. */
export async function rawInserts(db: Db, load: RawInsertLoad): Promise<number> {
  await ensureRawTable(db);
  const payload = 'x'.repeat(400);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: load.clubs }, async (_, c) => {
      const club = `raw-club-${c}-${uuidv7()}`;
      for (let from = 0; from < load.perClub; from += load.batch) {
        await db.transaction().execute(async (trx) => {
          for (let i = from; i < Math.min(load.perClub, from + load.batch); i += 1) {
            await sql`INSERT INTO ${sql.table(RAW_TABLE)} (id, organization_id, version, payload) VALUES (${uuidv7()}, ${club}, ${i + 1}, ${payload})`.execute(trx);
          }
        });
        await syncWal(db);
      }
    }),
  );
  return (load.clubs * load.perClub) / (since(start) / 1000);
}

export type RawReadLoad = { readers: number; perReader: number; thinkMs: number; deadlineMs: number };

/** p50 and p99 (ms) of a pull's indexed read of one club's recent rows, `readers` at once. */
export async function rawReads(db: Db, load: RawReadLoad): Promise<{ p50: number; p99: number }> {
  const clubs = await db.selectFrom('sessions').select('organization_id').distinct().execute();
  const samples: number[] = [];
  const deadline = performance.now() + load.deadlineMs;
  await Promise.all(
    Array.from({ length: load.readers }, async (_, r) => {
      const club = clubs[r % Math.max(1, clubs.length)]?.organization_id ?? '';
      for (let i = 0; i < load.perReader && performance.now() < deadline; i += 1) {
        const start = performance.now();
        await db.selectFrom('sessions').selectAll().where('organization_id', '=', club).where('version', '>', 0).orderBy('version', 'desc').limit(4).execute();
        samples.push(since(start));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * load.thinkMs));
      }
    }),
  );
  const s = summarize(samples);
  return { p50: s.p50, p99: s.p99 };
}
