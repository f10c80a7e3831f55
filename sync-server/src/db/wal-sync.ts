import { open } from 'node:fs/promises';
import type { Db } from './database';

/**
 * Durability of acknowledged writes without stalling reads. With synchronous=FULL every
 * commit fsyncs the WAL on the event loop (better-sqlite3 is synchronous): on a shared disk
 * that took up to 165 ms at p99, and no pull could be answered meanwhile. The database runs
 * with synchronous=NORMAL instead (a commit only writes the WAL) and a write request is
 * answered only after this fsync of the WAL file, done on libuv's thread pool. Requests
 * waiting at the same time share one fsync (group commit); one started after a commit is
 * always waited for, so whatever was committed before the answer is on disk.
 */
type WalState = { running: Promise<void> | null; next: Promise<void> | null; count: number };

const states = new WeakMap<Db, WalState>();

function stateOf(db: Db): WalState {
  let state = states.get(db);
  if (!state) {
    state = { running: null, next: null, count: 0 };
    states.set(db, state);
  }
  return state;
}

async function fsyncWal(db: Db, state: WalState): Promise<void> {
  state.count += 1;
  let handle;
  try {
    handle = await open(`${db.name}-wal`, 'r');
  } catch (error) {
    // No WAL (nothing written yet, or it was checkpointed away on close): nothing to sync.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Resolves once everything committed before the call is on disk. */
export function syncWal(db: Db): Promise<void> {
  if (db.memory) return Promise.resolve();
  const state = stateOf(db);
  if (!state.running) {
    state.running = fsyncWal(db, state).finally(() => (state.running = null));
    return state.running;
  }
  // One is running, but may have started before our commit: wait for the next one.
  state.next ??= state.running.then(() => {
    state.next = null;
    return syncWal(db);
  });
  return state.next;
}

/** How many fsyncs ran (tests check that write answers waited for one). */
export function walSyncCount(db: Db): number {
  return stateOf(db).count;
}
