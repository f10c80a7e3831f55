import { create } from 'zustand';
import type { RejectedEntry } from './db';
import { db } from './db';

/** What the header's sync indicator shows (docs/architecture.md "Offline data flow and the sync protocol"). */
export type SyncStatus = {
  online: boolean;
  /** This user's changes waiting to be sent; null until the outbox has been counted. */
  pending: number | null;
  syncing: boolean;
  /** The last attempt failed for another reason than being offline. */
  failed: boolean;
  rejected: { id: number; name: string; reason: string; createdAt: string }[];
  lastSyncedAt: string | null;
  /** This browser refused on-device storage (private mode, storage full, blocked). */
  storageUnavailable: boolean;
};

/** What the browser says of the connection (true where it cannot say). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

const initialOnline = browserOnline();

export const useSyncStatus = create<SyncStatus>(() => ({
  online: initialOnline,
  // Not 0: until the outbox is counted, the header must not say everything is saved.
  pending: null,
  syncing: false,
  failed: false,
  rejected: [],
  lastSyncedAt: null,
  storageUnavailable: false,
}));

/**
 * True while this tab's first sync may still bring the device's copy: online, not yet synced
 * since the app started, and not failed. A screen whose rows are missing shows its loading state
 * then (a fresh device, or one whose storage the browser cleared), not its empty one.
 */
export function useFirstSyncPending(): boolean {
  return useSyncStatus((s) => s.online && s.lastSyncedAt === null && !s.failed);
}

export function setSyncStatus(patch: Partial<SyncStatus>): void {
  useSyncStatus.setState(patch);
}

export function toRejectedView(rows: RejectedEntry[]): SyncStatus['rejected'] {
  return rows.map((r) => ({ id: r.id ?? 0, name: r.name, reason: r.reason, createdAt: r.createdAt }));
}

/** The user has read a refused change: it leaves the list. */
export async function dismissRejected(id: number): Promise<void> {
  await db.rejected.delete(id);
}
