import { db, type PendingDelete } from './db';
import { setHidden, UNDO_WINDOW_MS } from './hidden-rows';
import { loadMutationSchemas, mutate } from './mutate';
import { currentUser, onUserChange } from './session';

/**
 * Deletes that can be undone for a few seconds.
 *
 * Why the delete waits instead of being undone by a restore: a queued delete reaches the
 * server within about a second of being made, so undoing it afterwards would need a
 * "restore" that re-creates the row and puts back what the delete changed elsewhere (a
 * session's schedule entries turn TBD), and a device offline at the time would still send
 * the delete it undid. Instead the row is only hidden, the intent is written to the device
 * (table pendingDeletes), and `mutate()` runs when the window closes, in the same
 * transaction that removes the intent, so it is queued exactly once. Undo removes the
 * intent: nothing is ever sent. Leaving the page commits at once (pagehide, or the tab
 * going to the background); if the page dies before that, the next start of the app for
 * that user commits what was left, since the window of a page that is gone has closed.
 */

export { UNDO_WINDOW_MS } from './hidden-rows';

export type DeleteName = PendingDelete['name'];

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const failureListeners = new Map<string, () => void>();

const keyOf = (name: DeleteName, id: string) => `${name}:${id}`;

/**
 * Hides the row now and deletes it for real after UNDO_WINDOW_MS unless undone.
 * `onFailed` runs if the delete cannot be queued then (the row shows again).
 */
export async function deferDelete(name: DeleteName, id: string, onFailed?: () => void): Promise<void> {
  const user = currentUser();
  if (!user) throw new Error('Please sign in again to save changes');
  const key = keyOf(name, id);
  // Hidden only once the intent is stored: a row that vanished is a delete that survives leaving the page.
  await db.pendingDeletes.put({ key, name, id, userId: user.id, dueAt: Date.now() + UNDO_WINDOW_MS });
  setHidden(id, true);
  if (onFailed) failureListeners.set(key, onFailed);
  clearTimeout(timers.get(key));
  timers.set(key, setTimeout(() => void commit(key), UNDO_WINDOW_MS));
}

/** Takes a delete back. False when it was already committed (too late to undo). */
export async function undoDelete(name: DeleteName, id: string): Promise<boolean> {
  const key = keyOf(name, id);
  clearTimeout(timers.get(key));
  timers.delete(key);
  failureListeners.delete(key);
  const removed = await db.transaction('rw', db.pendingDeletes, async () => {
    if (!(await db.pendingDeletes.get(key))) return false;
    await db.pendingDeletes.delete(key);
    return true;
  });
  if (removed) setHidden(id, false);
  return removed;
}

/** Queues the delete if its intent is still there, and removes the intent, in one transaction. */
async function commit(key: string): Promise<void> {
  clearTimeout(timers.get(key));
  timers.delete(key);
  const onFailed = failureListeners.get(key);
  failureListeners.delete(key);
  const user = currentUser();
  // Signed out meanwhile: the intent stays and is committed when that user is back.
  if (!user) return;
  let committed: PendingDelete | undefined;
  try {
    await loadMutationSchemas();
    await db.transaction('rw', [...db.syncedTables, db.outbox, db.meta, db.pendingDeletes], async () => {
      const pending = await db.pendingDeletes.get(key);
      if (!pending || pending.userId !== user.id) return;
      await db.pendingDeletes.delete(key);
      await mutate(pending.name, { id: pending.id });
      committed = pending;
    });
  } catch {
    const id = key.slice(key.indexOf(':') + 1);
    setHidden(id, false);
    onFailed?.();
    return;
  }
  if (committed) setHidden(committed.id, false);
}

/** Commits every delete of this page now, without waiting for its window to close. */
export async function commitPendingDeletes(): Promise<void> {
  await Promise.all([...timers.keys()].map((key) => commit(key)));
}

/** Commits what an earlier page of this user left waiting (it was closed or reloaded mid-window). */
export async function commitLeftovers(userId: string): Promise<void> {
  const left = await db.pendingDeletes.where('userId').equals(userId).toArray();
  const mine = left.filter((p) => !timers.has(p.key));
  for (const p of mine) setHidden(p.id, true);
  await Promise.all(mine.map((p) => commit(p.key)));
}

let started = false;

/** Call once at start: commits what an earlier page left, now and on each sign-in. */
export function startPendingDeletes(): void {
  if (started) return;
  started = true;
  onUserChange((user) => {
    if (user) void commitLeftovers(user.id).catch(() => undefined);
  });
  // Loaded after start (boot imports it lazily): the user may be restored already.
  const user = currentUser();
  if (user) void commitLeftovers(user.id).catch(() => undefined);
  if (typeof window === 'undefined') return;
  const leave = () => void commitPendingDeletes();
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}
