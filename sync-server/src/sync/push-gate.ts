import { engineOf, type Db } from '../db/database';
import { WorkQueue } from '../domain/work-queue';

/**
 * How many push transactions of one server process run at once. On SQLite there is one
 * writer (the push thread's connection and the write lock, which the server's own writes also
 * need), so more in flight only queue there. On PostgreSQL pushes of different clubs run
 * side by side (each club has its own version counter, db/queries/versions.ts), but each
 * holds a pool connection for its whole transaction: a few connections stay free for pulls
 * and REST, which would otherwise wait for one. The wait list is unbounded: a push is never
 * refused for load, it only waits its turn.
 */
export const PUSH_TRANSACTIONS_AT_ONCE = 2;

/** The pool's connections (db/database.ts) that pushes leave to pulls and REST. */
const CONNECTIONS_LEFT_TO_READS = 4;

export function pushTransactionsAtOnce(db: Db): number {
  if (engineOf(db) === 'sqlite') return PUSH_TRANSACTIONS_AT_ONCE;
  return Math.max(1, Number(process.env.DATABASE_POOL_SIZE ?? 10) - CONNECTIONS_LEFT_TO_READS);
}

type Gate = { queue: WorkQueue<'push'>; clubs: Map<string, Promise<unknown>> };
const gates = new WeakMap<Db, Gate>();

/**
 * Runs `work` (one push transaction of a device of club `clubId`) once it is its turn among
 * the pushes on `db`. Pushes of one club take turns before taking a connection: they would
 * only wait on their club's counter lock while holding one.
 */
export function throughPushGate<T>(db: Db, clubId: string, work: () => Promise<T>): Promise<T> {
  let gate = gates.get(db);
  if (!gate) {
    gate = { queue: new WorkQueue({ push: { concurrency: pushTransactionsAtOnce(db), maxWaiting: Number.POSITIVE_INFINITY } }), clubs: new Map() };
    gates.set(db, gate);
  }
  const { queue, clubs } = gate;
  const before = clubs.get(clubId) ?? Promise.resolve();
  const mine = before.then(
    () => queue.run('push', work),
    () => queue.run('push', work),
  );
  const settled = mine.catch(() => undefined);
  clubs.set(clubId, settled);
  void settled.then(() => {
    if (clubs.get(clubId) === settled) clubs.delete(clubId);
  });
  return mine;
}
