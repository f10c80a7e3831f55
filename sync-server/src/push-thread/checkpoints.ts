import type { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { typescriptWorker } from './typescript-worker';

export type CheckpointStart = { file: string; everyMs: number };

/**
 * How often the WAL is copied into the database while it grows. SQLite's own checkpoint
 * runs inside the commit that takes the WAL past 1,000 pages, on the connection that commits:
 * on the push thread that was a copy of megabytes and two disk syncs in the middle of a
 * push, with the write lock held, so every push that crossed the mark paid for it. A push of 200
 * mutations writes a few hundred pages, so a checkpoint this often keeps the WAL about as
 * short as before.
 */
export const CHECKPOINT_EVERY_MS = 100;

/** SQLite's own default, for a connection that checkpoints at commit. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/**
 * Moves the push thread's checkpoints to a thread of their own (checkpoint-worker.ts): the
 * push connection `handle` no longer checkpoints at commit. Durability is unchanged: commits
 * still only write the WAL, which is synced before a write is answered (db/wal-sync.ts).
 * The server's own connection keeps SQLite's checkpoint at 1,000 pages, which now comes into
 * play only if this thread falls behind; should the thread die, the push connection
 * checkpoints at commit again.
 */
export async function checkpointElsewhere(handle: BetterSqlite3.Database, file: string): Promise<{ stop(): Promise<void> }> {
  const worker: Worker = typescriptWorker(new URL('./checkpoint-worker.ts', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS } satisfies CheckpointStart,
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  handle.pragma('wal_autocheckpoint = 0');
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A checkpoint thread that dies hands the checkpoints back to the push connection's commits.
  worker.on('error', () => undefined);
  void exited.then(() => {
    if (!stopping && handle.open) handle.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  });
  return {
    async stop() {
      stopping = true;
      worker.postMessage('stop');
      await exited;
    },
  };
}
