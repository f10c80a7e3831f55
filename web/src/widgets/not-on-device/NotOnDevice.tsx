import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '../../ui';
import { useFirstSyncPending } from '../../data/sync-status';

type Props = {
  state: 'loading' | 'missing';
  loadingLabel: string;
  /** The not-found page: what is missing, and why it may be. */
  title: string;
  description: string;
  action: ReactNode;
};

/**
 * What a screen of synced rows shows while the device does not hold its row: a spinner while
 * the first sync may still bring it (a fresh device), else a not-found page with a way back.
 */
export function NotOnDevice({ state, loadingLabel, title, description, action }: Props) {
  const firstSyncPending = useFirstSyncPending();
  if (state === 'loading' || firstSyncPending) return <Spinner block label={loadingLabel} />;
  return (
    <div className="page">
      <EmptyState headingLevel={1} title={title} description={description} action={action} />
    </div>
  );
}
