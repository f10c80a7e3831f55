import { Button } from './Button';
import { EmptyState } from './Card';
import { CloudOffIcon, RefreshIcon } from './icons';

/** The one "You are offline" page for screens that need the server (admin screens, the activity editor). */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page">
      <EmptyState
        icon={<CloudOffIcon />}
        headingLevel={1}
        title="You are offline"
        description="This screen needs a connection. Your sessions, activities and schedule still work offline."
        action={
          <Button icon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
