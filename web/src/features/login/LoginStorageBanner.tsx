import { useSyncStatus } from '../../data/sync-status';
import { StorageBanner } from '../../ui/StorageBanner';

/** The sign-in page's storage banner, in its own chunk: the sync status brings the data layer. */
export default function LoginStorageBanner() {
  return <StorageBanner unavailable={useSyncStatus((s) => s.storageUnavailable)} />;
}
