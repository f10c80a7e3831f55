import { startSession } from './session';
import { startSyncScheduler } from './sync-scheduler';
import { setSyncStatus } from './sync-status';

/** Starts the data layer once, before the first render. */
export async function bootData(): Promise<void> {
  try {
    await startSession();
  } catch (error) {
    // IndexedDB refused (private mode, quota): the app still runs online, and says why.
    console.error('Local storage is unavailable', error);
    setSyncStatus({ failed: true });
  }
  startSyncScheduler();
}
