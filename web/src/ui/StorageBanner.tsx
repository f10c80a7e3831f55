import { AlertIcon } from './icons';
import './StorageBanner.css';

/**
 * IndexedDB failures (private mode, quota) get a clear message, not silent data loss.
 * The caller passes the sync status's storageUnavailable, so the UI kit stays free of app state.
 */
export function StorageBanner({ unavailable }: { unavailable: boolean }) {
  if (!unavailable) return null;
  return (
    <div className="storage-banner" role="alert">
      <AlertIcon />
      <p>
        <strong>This browser won't let Pitchside keep data on this device</strong> (private browsing, storage full or
        blocked). You can keep working while you are online, but nothing can be saved for use without a signal.
      </p>
    </div>
  );
}
