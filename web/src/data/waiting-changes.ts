import { db } from './db';
import { commitLeftovers, commitPendingDeletes } from './pending-deletes';
import { lastSyncOutcome, syncNow, withSyncLock } from './sync-engine';

/**
 * A user's changes that have not reached the server: the outbox, and deletes still inside
 * their undo window (they join the outbox when it closes). Sign-out asks about them.
 */
export async function countWaitingChanges(userId: string): Promise<number> {
  const [queued, deferred] = await Promise.all([
    db.outbox.where('userId').equals(userId).count(),
    db.pendingDeletes.where('userId').equals(userId).count(),
  ]);
  return queued + deferred;
}

export type SendOutcome = 'sent' | 'offline' | 'failed';

/** Queues the deletes still waiting for their undo window, then syncs and says whether all went. */
export async function sendWaitingChanges(userId: string): Promise<SendOutcome> {
  await commitPendingDeletes();
  await commitLeftovers(userId);
  // The outcome is read below: a failure leaves changes waiting, and the count says so.
  await syncNow().catch(() => undefined);
  if ((await countWaitingChanges(userId)) === 0) return 'sent';
  return lastSyncOutcome() === 'offline' ? 'offline' : 'failed';
}

/**
 * Drops the user's unsent changes. Taken under the sync lock: a push already on its way
 * finishes first (what it carried has reached the server), and none starts with them after.
 */
export async function discardWaitingChanges(userId: string): Promise<void> {
  await withSyncLock(() =>
    db.transaction('rw', [db.outbox, db.pendingDeletes], async () => {
      await db.outbox.where('userId').equals(userId).delete();
      await db.pendingDeletes.where('userId').equals(userId).delete();
    }),
  );
}
