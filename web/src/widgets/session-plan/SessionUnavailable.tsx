import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '../../ui';
import { useSyncStatus } from '../../data/sync-status';

/**
 * What a session screen shows while the device does not hold the session: a spinner while
 * the first sync may still bring it (a fresh device), else 'Session not found' with a way back.
 */
export function SessionUnavailable({ state, loadingLabel, action }: { state: 'loading' | 'missing'; loadingLabel: string; action: ReactNode }) {
  const { online, lastSyncedAt, failed } = useSyncStatus();
  const firstSyncPending = online && lastSyncedAt === null && !failed;
  if (state === 'loading' || firstSyncPending) return <Spinner block label={loadingLabel} />;
  return (
    <div className="page">
      <EmptyState
        headingLevel={1}
        title="Session not found"
        description="This session may have been deleted, or it has not reached this device yet."
        action={action}
      />
    </div>
  );
}
