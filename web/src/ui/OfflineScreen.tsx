import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './Card';
import { CloudOffIcon, RefreshIcon } from './icons';

type RetryScreenProps = { icon: ReactNode; title: string; description: string; headingLevel?: 1; onRetry: () => void };

/** A whole screen that could not show: what happened, and Retry. */
export function RetryScreen({ icon, title, description, headingLevel, onRetry }: RetryScreenProps) {
  return (
    <div className="page">
      <EmptyState
        icon={icon}
        headingLevel={headingLevel}
        title={title}
        description={description}
        action={
          <Button icon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}

/** The one "You are offline" page for screens that need the server (admin screens, the activity editor). */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryScreen
      icon={<CloudOffIcon />}
      headingLevel={1}
      title="You are offline"
      description="This screen needs a connection. Your sessions, activities and schedule still work offline."
      onRetry={onRetry}
    />
  );
}
