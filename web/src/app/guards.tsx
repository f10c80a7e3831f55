import type { ReactNode } from 'react';
import { can, type Action } from '@pitchside/shared';
import { EmptyState } from '../ui';
import { CloudOffIcon } from '../ui/icons';
import { useSession } from '../data/session';
import { useSyncStatus } from '../data/sync-status';
import { AccessDenied } from './AccessDenied';

type RequirePermissionProps = { action: Action; message?: string; children: ReactNode };

/**
 * Shows the screen only to users the shared permission rules allow (the server enforces
 * the same rules; this only avoids loading and showing what would be refused).
 */
export function RequirePermission({ action, message, children }: RequirePermissionProps) {
  const user = useSession((s) => s.user);
  if (!can(user, action)) return <AccessDenied message={message} />;
  return <>{children}</>;
}

/** Admin screens talk to the server directly; offline they say so instead of failing. */
export function OnlineOnly({ children }: { children: ReactNode }) {
  const online = useSyncStatus((s) => s.online);
  if (!online) {
    return (
      <div className="page">
        <EmptyState
          icon={<CloudOffIcon />}
          headingLevel={1}
          title="You are offline"
          description="This screen needs a connection. Your sessions, activities and schedule still work offline."
        />
      </div>
    );
  }
  return <>{children}</>;
}
