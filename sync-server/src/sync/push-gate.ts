import { engineOf, type Db } from '../db/database';
import { WorkQueue } from '../domain/work-queue';

/**
 * How many push transactions of one server process run at once. On SQLite there is one
 * writer (the push thread's connection and the write lock, which the server's own writes also
 * need), so more in flight only queue there. On PostgreSQL pushes of different clubs run
 * side by side (each club has its own version counter, db/queries/versions.ts), but each
 * holds a pool connection for its whole transaction: a few connections stay free for REST,
 * which would otherwise wait for one (pulls read through connections of their own,
 * db/database.ts readsOf). The wait list is unbounded: a push is never refused for load, it
 * only waits its turn.
 */
export const PUSH_TRANSACTIONS_AT_ONCE = 2;

/** The pool's connections (db/database.ts) that pushes leave to REST. */
const CONNECTIONS_LEFT_TO_REST = 4;

export function pushTransactionsAtOnce(db: Db): number {
  if (engineOf(db) === 'sqlite') return PUSH_TRANSACTIONS_AT_ONCE;
  return Math.max(1, Number(process.env.DATABASE_POOL_SIZE ?? 10) - CONNECTIONS_LEFT_TO_REST);
}

/**
 * Runs each push transaction once it is its turn among the pushes on one database handle:
 * one gate per push runner (push-thread/push-runner.ts, push-thread/worker.ts). Pushes of one
 * club take turns before taking a connection: they would only wait on their club's counter
 * lock while holding one.
 */
export class PushGate {
  private readonly queue: WorkQueue<'push'>;
  private readonly clubs = new Map<string, Promise<unknown>>();

  constructor(db: Db) {
    this.queue = new WorkQueue({ push: { concurrency: pushTransactionsAtOnce(db), maxWaiting: Number.POSITIVE_INFINITY } });
  }

  /** Runs `work` (one push transaction of a device of club `clubId`) in its turn. */
  through<T>(clubId: string, work: () => Promise<T>): Promise<T> {
    const { queue, clubs } = this;
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
}
