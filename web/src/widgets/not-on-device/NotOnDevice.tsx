import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '../../ui';

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
 * it loads, else a not-found page with a way back. The screen's read says 'loading', not
 * 'missing', while the first sync may still bring the row (data/synced-query.ts).
 */
export function NotOnDevice({ state, loadingLabel, title, description, action }: Props) {
  if (state === 'loading') return <Spinner block label={loadingLabel} />;
  return (
    <div className="page">
      <EmptyState headingLevel={1} title={title} description={description} action={action} />
    </div>
  );
}
