import type { ReactNode } from 'react';
import { Button, Skeleton } from '../../ui';
import { AlertIcon, CloudOffIcon, RefreshIcon } from '../../ui/icons';
import { OfflineScreen, RetryScreen } from '../../ui/OfflineScreen';
import { NetworkError } from '../../data/api';
import { useSyncStatus } from '../../data/sync-status';
import { requestSync } from '../../data/sync-scheduler';
import type { z } from 'zod';
import { useApiQuery, type ApiQuery } from './use-api-query';

type AdminGateProps = {
  /** The screen's queries: the gate shows their loading, offline and error states. */
  queries: readonly ApiQuery<unknown>[];
  /** What the screen is loading, for the error text ('users', 'categories'). */
  what: string;
  children: () => ReactNode;
};

/**
 * The states every admin screen shares once the route table has let the user in: a clear
 * offline state with Retry (these screens are online-only), a loading skeleton, and a load
 * error with Retry. Children render only when every query has its data.
 */
export function AdminGate({ queries, what, children }: AdminGateProps) {
  const online = useSyncStatus((s) => s.online);

  const retry = () => {
    // The sync engine owns the online flag; a sync attempt lets it notice we are back.
    requestSync();
    for (const q of queries) void q.reload();
  };
  const failed = queries.find((q) => q.error !== undefined && q.data === undefined);
  const loaded = queries.every((q) => q.data !== undefined);
  const offline = !online || queries.some((q) => q.error instanceof NetworkError);
  // Once the screen is up, losing the signal keeps it (and any dialog being filled in) on
  // screen with a banner: saves then fail with a toast and keep what was typed.
  if (offline && loaded) {
    return (
      <>
        <OfflineBanner onRetry={retry} />
        {children()}
      </>
    );
  }
  if (offline) return <OfflineScreen onRetry={retry} />;
  if (failed) {
    return <RetryScreen icon={<AlertIcon />} title={`Could not load ${what}`} description="Something went wrong on the server. Please try again." onRetry={retry} />;
  }
  if (queries.some((q) => q.data === undefined)) return <LoadingState what={what} />;
  return <>{children()}</>;
}

function OfflineBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="admin-offline row" role="status">
      <CloudOffIcon />
      <div className="admin-offline__text">
        <h2 className="admin-offline__title">You are offline</h2>
        <p className="meta">Changes here need a connection: what you type is kept until you are back online.</p>
      </div>
      <Button variant="secondary" size="sm" icon={<RefreshIcon />} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function LoadingState({ what }: { what: string }) {
  return (
    <div className="page admin-loading stack gap-3" role="status" aria-live="polite">
      <span className="visually-hidden">Loading {what}...</span>
      <Skeleton height={36} width="40%" />
      <div className="admin-loading__cards grid-cards grid-cards--stretch gap-3">
        <Skeleton height={88} />
        <Skeleton height={88} />
        <Skeleton height={88} />
      </div>
      <Skeleton height={48} />
      <Skeleton height={48} />
      <Skeleton height={48} />
    </div>
  );
}

type AdminQueryScreenProps<S extends z.ZodType> = {
  /** The one GET the screen shows, and its shared schema (defined at module level). */
  path: string;
  schema: S;
  what: string;
  children: (data: z.infer<S>, reload: () => Promise<void>) => ReactNode;
};

/** An admin screen of one list or summary: the gate's states, then the screen with the answer and a way to load it again. */
export function AdminQueryScreen<S extends z.ZodType>({ path, schema, what, children }: AdminQueryScreenProps<S>) {
  const query = useApiQuery(path, schema);
  return (
    <AdminGate queries={[query]} what={what}>
      {() => (query.data === undefined ? null : children(query.data, query.reload))}
    </AdminGate>
  );
}
