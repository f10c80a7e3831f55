import { db } from './db';
import { startSession, useSession } from './session';
import { startSyncScheduler } from './sync-scheduler';
import { setSyncStatus } from './sync-status';

/** Starts the data layer once, before the first render. */
export async function bootData(): Promise<void> {
  try {
    await db.open();
  } catch (error) {
    // IndexedDB refused (private mode, quota, blocked): the app still runs online, and says why.
    console.error('On-device storage is unavailable', error);
    setSyncStatus({ storageUnavailable: true });
  }
  // Not on the first load's critical path; loaded at once so deletes work offline later.
  void import('./pending-deletes').then((m) => m.startPendingDeletes());
  try {
    await startSession();
  } catch (error) {
    console.error('Could not restore the session', error);
    useSession.setState({ user: null, loading: false });
  }
  startSyncScheduler();
}
