import { liveQuery } from 'dexie';
import { db } from './db';
import { setAfterMutate } from './mutate';
import { currentUser, onUserChange } from './session';
import { setSyncStatus, toRejectedView } from './sync-status';

/**
 * When to sync (DESIGN.md 7): on start, on `online`, about 1 s after each change,
 * every 30 s while the page is visible, with exponential backoff after failures.
 */
const DEBOUNCE_MS = 1000;
const PERIOD_MS = 30_000;
const MAX_BACKOFF_MS = 5 * 60_000;

let debounceTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

function run(): void {
  clearTimeout(retryTimer);
  // The engine (with the mutation and pull schemas) loads with the first sync, which waits for
  // the first screen: building those schemas would delay it.
  import('./sync-engine').then((engine) => engine.syncNow()).then(
    () => {
      failures = 0;
    },
    () => {
      failures += 1;
      const delay = Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (failures - 1));
      retryTimer = setTimeout(run, delay);
    },
  );
}

export function requestSync(): void {
  clearTimeout(debounceTimer);
  debounceTimer = setTimeout(run, DEBOUNCE_MS);
}

let stopWatching: (() => void) | undefined;

/** Keeps the header's counts live: this user's pending and refused changes. */
function watchCounts(userId: string | undefined): void {
  stopWatching?.();
  if (!userId) {
    setSyncStatus({ pending: 0, rejected: [] });
    return;
  }
  // Another user's count says nothing of this one's outbox.
  setSyncStatus({ pending: null });
  const pending = liveQuery(() => db.outbox.where('userId').equals(userId).count()).subscribe({
    next: (count) => setSyncStatus({ pending: count }),
    // No outbox to count (storage refused): nothing can be waiting on this device.
    error: () => setSyncStatus({ pending: 0 }),
  });
  const rejected = liveQuery(() => db.rejected.where('userId').equals(userId).toArray()).subscribe({
    next: (rows) => setSyncStatus({ rejected: toRejectedView(rows) }),
  });
  stopWatching = () => {
    pending.unsubscribe();
    rejected.unsubscribe();
  };
}

export function startSyncScheduler(): void {
  setAfterMutate(requestSync);
  onUserChange((user) => {
    watchCounts(user?.id);
    if (user) run();
  });
  watchCounts(currentUser()?.id);
  window.addEventListener('online', () => {
    // Back online: what failed while offline says nothing about the server, start afresh.
    failures = 0;
    setSyncStatus({ online: true });
    run();
  });
  window.addEventListener('offline', () => setSyncStatus({ online: false }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') run();
  });
  setInterval(() => {
    if (document.visibilityState === 'visible' && currentUser()) run();
  }, PERIOD_MS);
  // The first run waits until the first screen has painted and the page is idle (at most a
  // second): loading the engine and its schemas, its outbox reads and pull would otherwise
  // compete with that screen's own reads.
  if (currentUser()) afterFirstPaint(run);
}

function afterFirstPaint(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 1000 });
  else setTimeout(task, 0);
}
