import { useLiveQuery } from 'dexie-react-hooks';
import { useFirstSyncPending, useSyncStatus } from './sync-status';

/**
 * A live query of the device's copy for a screen that acts on what it finds (plans from the
 * library, say), so a copy not yet filled must never pass for an empty one: undefined (loading)
 * while the answer `isEmpty` and this tab's first sync may still bring rows, and also while the
 * empty answer was read before that sync ended. The query is read again when the first sync
 * ends: one that wrote nothing would not wake a live query, and the store tells of its end
 * before the live query has seen what it wrote.
 */
export function useSyncedQuery<T>(query: () => Promise<T>, isEmpty: (answer: T) => boolean): T | undefined {
  const firstSyncEnded = useSyncStatus((s) => s.lastSyncedAt !== null);
  const firstSyncPending = useFirstSyncPending();
  const read = useLiveQuery(
    async () => {
      // Taken before the read: rows the first sync wrote are committed before it says it ended.
      const afterFirstSync = useSyncStatus.getState().lastSyncedAt !== null;
      return { answer: await query(), afterFirstSync };
    },
    [firstSyncEnded],
  );
  if (!read) return undefined;
  const mayBeMissing = firstSyncPending || (firstSyncEnded && !read.afterFirstSync);
  return isEmpty(read.answer) && mayBeMissing ? undefined : read.answer;
}
