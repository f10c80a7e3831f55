import { useLiveQuery } from 'dexie-react-hooks';
import { useFirstSyncPending, useSyncStatus } from './sync-status';

/** A read of the device's copy, marked with whether it began after this tab's first sync ended. */
export type StampedRead<T> = { answer: T; afterFirstSync: boolean };

/** Runs `query`, noting first whether the first sync had ended: the rows it wrote are committed before it says so. */
export async function stampedRead<T>(query: () => Promise<T>): Promise<StampedRead<T>> {
  const afterFirstSync = useSyncStatus.getState().lastSyncedAt !== null;
  return { answer: await query(), afterFirstSync };
}

/** Where this tab's first sync stands, as a synced read is judged against it. */
export type FirstSync = { pending: boolean; ended: boolean };

/**
 * What a screen may take from a read of the device's copy: undefined (loading) when the answer
 * `isEmpty` and the copy may not be filled yet, that is while the first sync may still bring
 * rows, or when the read began before that sync ended (the store tells of its end before a
 * live query has seen what it wrote). Otherwise the answer, empty or not.
 */
export function syncedAnswer<T>(read: StampedRead<T> | undefined, isEmpty: (answer: T) => boolean, firstSync: FirstSync): T | undefined {
  if (!read) return undefined;
  const mayBeMissing = firstSync.pending || (firstSync.ended && !read.afterFirstSync);
  return isEmpty(read.answer) && mayBeMissing ? undefined : read.answer;
}

/** This tab's first sync, for syncedAnswer; `ended` goes in a synced live query's deps, so it reads again then. */
export function useFirstSync(): FirstSync {
  const ended = useSyncStatus((s) => s.lastSyncedAt !== null);
  const pending = useFirstSyncPending();
  return { pending, ended };
}

/**
 * A live query of the device's copy for a screen whose empty answer means something (a
 * library with nothing in it, a row that is not there), so a copy not yet filled never passes
 * for an empty one: undefined (loading) while `syncedAnswer` says so. The query is read again
 * when the first sync ends: one that wrote nothing would not wake a live query.
 */
export function useSyncedQuery<T>(query: () => Promise<T>, isEmpty: (answer: T) => boolean, deps: unknown[] = []): T | undefined {
  const firstSync = useFirstSync();
  const read = useLiveQuery(() => stampedRead(query), [...deps, firstSync.ended]);
  return syncedAnswer(read, isEmpty, firstSync);
}

/**
 * useSyncedQuery for a screen of one row and what goes with it: its read answers
 * `{ state: 'missing' }` when the device does not hold the row, and this answers
 * `{ state: 'loading' }` until that may be believed.
 */
export function useSyncedRow<T extends { state: string }>(query: () => Promise<T>, deps: unknown[]): T | { state: 'loading' } {
  return useSyncedQuery(query, rowMissing, deps) ?? { state: 'loading' };
}

/** The empty answer of a row's read: the device does not hold the row. */
export const rowMissing = (read: { state: string }): boolean => read.state === 'missing';
