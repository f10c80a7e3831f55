import { liveQuery } from 'dexie';
import { db } from './db';
import { setAfterMutate } from './mutate';
import { currentUser, onUserChange } from './session';
import { setSyncStatus, toRejectedView } from './sync-status';

/**
 * When to sync (docs/architecture.md "Offline data flow and the sync protocol", step 7): on start, on `online`, about 1 s after each change,
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
  // The first run of a start waits until the first screen has painted and the page is quiet:
  // the screen shows the device's copy at once, and loading the engine (in a quiet moment of
  // its own), its outbox reads and the pull would otherwise hold the
  // main thread while that screen renders. It waits no longer: a coach who opens the app with
  // signal and walks on to a pitch without any must still take the server's latest along.
  if (currentUser()) afterFirstScreen(() => void loadEngineQuietly().then(() => whenIdle(run)));
}

function afterFirstScreen(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => whenIdle(task));
  else whenIdle(task);
}

/** The longest a quiet moment is waited for. */
const IDLE_TIMEOUT_MS = 1000;

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

/**
 * The engine, in a quiet moment of its own (a failure is left to the run). Its mutation schemas
 * load only when it has something to send or apply: a start with nothing to do never builds them.
 */
function loadEngineQuietly(): Promise<void> {
  return new Promise((done) => whenIdle(() => void import('./sync-engine').then(() => done(), () => done())));
}
