import { useEffect, useState } from 'react';
import { AccessDenied } from '../ui/AccessDenied';
import { OfflineScreen } from '../ui/OfflineScreen';
import { useSession } from '../data/session';
import { useSyncStatus } from '../data/sync-status';
import { requestSync } from '../data/sync-scheduler';
import { gateOutcome, type ScreenRoute } from './route-table';

/**
 * Opens a route-table screen only for users the shared permission rules allow (the server
 * enforces the same rules; this only avoids loading and showing what would be refused).
 */
export function RouteGate({ route }: { route: ScreenRoute }) {
  const user = useSession((s) => s.user);
  const online = useSyncStatus((s) => s.online);
  const [shown, setShown] = useState(online);
  useEffect(() => {
    if (online) setShown(true);
  }, [online]);
  switch (gateOutcome(route, user, online, shown)) {
    case 'denied':
      return <AccessDenied {...route.denied} />;
    case 'offline':
      // The sync engine owns the online flag; a sync attempt lets it notice we are back.
      return <OfflineScreen onRetry={requestSync} />;
    case 'open':
      return <route.screen />;
  }
}
