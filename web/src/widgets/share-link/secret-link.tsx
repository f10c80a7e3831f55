import { useState } from 'react';
import { Button, Spinner, confirmAction, toast } from '../../ui';
import { errorMessage } from '../../data/api';
import type { ApiQuery } from '../admin-shared/use-api-query';

/**
 * What the share-link and calendar-feed dialogs have in common: a secret link on the server whose
 * token is shown only when made, which the coach creates, copies, replaces or revokes.
 */

type WaitingProps = { status: ApiQuery<unknown>; loadingLabel: string; problem: string; className: string };

/** The link's status while it loads, or why it could not, with Try Again. */
export function LinkStatusWaiting({ status, loadingLabel, problem, className }: WaitingProps) {
  if (status.loading) return <Spinner block label={loadingLabel} />;
  return (
    <div className={className} role="alert">
      <p>{problem}</p>
      <Button variant="secondary" onClick={() => void status.reload()}>
        Try Again
      </Button>
    </div>
  );
}

type LinkChange = {
  /** Asked first, for a change that stops the old link working; Cancel changes nothing. */
  revokes?: { question: string; title: string; detail: string };
  /** Makes or revokes the link on the server. */
  change: () => Promise<void>;
  done: { title: string; description: string };
  /** Said when the server gives no reason. */
  fallback: string;
};

/** Changes to the link, one at a time: which one runs, and run() that reloads the status and says how it went. */
export function useLinkChange<Kind extends string>(status: ApiQuery<unknown>) {
  const [pending, setPending] = useState<Kind | null>(null);
  const run = async (kind: Kind, { revokes, change, done, fallback }: LinkChange) => {
    if (revokes && !(await confirmAction(revokes.question, { title: revokes.title, detail: revokes.detail, confirmLabel: 'Revoke' }))) return;
    setPending(kind);
    try {
      await change();
      await status.reload();
      toast({ ...done, variant: 'success' });
    } catch (error) {
      toast({ description: errorMessage(error, fallback), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };
  return { pending, run };
}
