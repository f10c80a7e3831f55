import type { Db } from '../db/database';
import { WorkQueue } from './work-queue';

/**
 * How many push transactions of one server process run at once. Pushes serialise on the
 * change counter anyway (db/queries/versions.ts), so more in flight only queue: on
 * PostgreSQL they hold pool connections while they wait for the counter's row lock, and
 * pulls then wait for a connection; on SQLite (the push thread's connection) they queue for
 * its one connection and for the write lock, which the server's own writes also need.
 * Waiting here instead leaves the connections and the lock to others. The wait list is
 * unbounded: a push is never refused for load, it only waits its turn.
 */
export const PUSH_TRANSACTIONS_AT_ONCE = 2;

const queues = new WeakMap<Db, WorkQueue<'push'>>();

/** Runs `work` (one push transaction) once it is its turn among the pushes on `db`. */
export function throughPushGate<T>(db: Db, work: () => Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (!queue) {
    queue = new WorkQueue({ push: { concurrency: PUSH_TRANSACTIONS_AT_ONCE, maxWaiting: Number.POSITIVE_INFINITY } });
    queues.set(db, queue);
  }
  return queue.run('push', work);
}
