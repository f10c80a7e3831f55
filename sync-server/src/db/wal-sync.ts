import { open } from 'node:fs/promises';
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteHandleOf, type Db } from './database';

/**
 * Durability of acknowledged writes without stalling reads. With synchronous=FULL every
 * commit fsyncs the WAL on the event loop (better-sqlite3 is synchronous): on a shared disk
 * that can take far longer than a pull's budget, and no pull could be answered meanwhile. The database runs
 * with synchronous=NORMAL instead (a commit only writes the WAL) and a write request is
 * answered only after this fsync of the WAL file, done on libuv's thread pool. Requests
 * waiting at the same time share one fsync (group commit); one started after a commit is
 * always waited for, so whatever was committed before the answer is on disk. A request whose
 * connection committed nothing since the latest fsync began (a refusal, or a push the push
 * thread applied and synced itself) waits for no new one.
 */
type WalState = {
  running: Promise<void> | null;
  next: Promise<void> | null;
  count: number;
  /**
   * The connection's total_changes when the latest fsync began, or null when it began inside
   * a transaction (whose changes were counted before they committed) or never.
   */
  changesAtStart: number | null;
  totalChanges: BetterSqlite3.Statement<[], number>;
};

const states = new WeakMap<BetterSqlite3.Database, WalState>();

function stateOf(handle: BetterSqlite3.Database): WalState {
  let state = states.get(handle);
  if (!state) {
    state = { running: null, next: null, count: 0, changesAtStart: null, totalChanges: handle.prepare<[], number>('SELECT total_changes()').pluck() };
    states.set(handle, state);
  }
  return state;
}

async function fsyncWal(db: BetterSqlite3.Database, state: WalState): Promise<void> {
  state.count += 1;
  state.changesAtStart = db.inTransaction ? null : state.totalChanges.get()!;
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

/**
 * Resolves once everything committed before the call is on disk. PostgreSQL's own commit
 * waits for its WAL flush, so there is nothing to do there.
 */
export async function syncWal(db: Db): Promise<void> {
  const handle = sqliteHandleOf(db);
  return handle ? await syncHandle(handle) : Promise.resolve();
}

function syncHandle(db: BetterSqlite3.Database): Promise<void> {
  if (db.memory || !db.open) return Promise.resolve();
  const state = stateOf(db);
  // Each connection syncs what it committed (the push thread its pushes): with no change on
  // this one since the latest fsync began, that fsync covers all it wrote (an fsync flushes
  // the whole WAL file, whoever wrote to it).
  if (state.changesAtStart !== null && state.totalChanges.get() === state.changesAtStart) return state.running ?? Promise.resolve();
  if (!state.running) {
    state.running = fsyncWal(db, state).finally(() => (state.running = null));
    return state.running;
  }
  // One is running, but may have started before our commit: wait for the next one.
  state.next ??= state.running.then(() => {
    state.next = null;
    return syncHandle(db);
  });
  return state.next;
}

/** How many fsyncs ran (tests check that write answers waited for one). */
export function walSyncCount(db: Db): number {
  const handle = sqliteHandleOf(db);
  return handle ? stateOf(handle).count : 0;
}
