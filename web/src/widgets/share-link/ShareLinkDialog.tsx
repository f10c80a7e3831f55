import { useState } from 'react';
import type { SessionShareLink } from '@pitchside/shared';
import { Button, Dialog, Field } from '../../ui';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { useSyncStatus } from '../../data/sync-status';
import { ApiError, errorMessage } from '../../data/api';
import { issueShareLink, revokeShareLink, shareUrl, useShareStatus } from './use-share-link';
import { LinkStatusWaiting, useLinkChange } from './secret-link';
import './ShareLink.css';

/**
 * "Share link": a read-only page of the session's pitch card for assistants, who need no
 * account. Online-only; the link is shown once, when made, because only its hash is kept.
 */
export function ShareLinkDialog({ sessionId, title, onClose }: { sessionId: string; title: string; onClose: () => void }) {
  const online = useSyncStatus((s) => s.online);
  return (
    <Dialog open onClose={onClose} title="Share link" description={`Anyone with the link sees the pitch card of “${title}”, read-only, without signing in.`}>
      {online ? (
        <ShareLinkBody sessionId={sessionId} />
      ) : (
        <p className="share-link__strong" role="status">
          You are offline. Share links need a connection; the pitch card itself still works offline.
        </p>
      )}
    </Dialog>
  );
}

function loadProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'This session has not reached the server yet. Share it once it has synced.';
  if (error instanceof ApiError && error.status === 403) return "You don't have permission to share this session.";
  return errorMessage(error, 'Failed to load the share link.');
}

function ShareLinkBody({ sessionId }: { sessionId: string }) {
  const status = useShareStatus(sessionId);
  // The link made while the dialog is open: the server cannot show it again.
  const [link, setLink] = useState<SessionShareLink | null>(null);
  const { pending, run } = useLinkChange<'create' | 'revoke'>(status);

  const create = () =>
    run('create', {
      change: async () => setLink(await issueShareLink(sessionId)),
      done: { title: 'Link Created', description: 'Copy it and send it to your assistants.' },
      fallback: 'Failed to create the share link. Please try again.',
    });

  const revoke = () =>
    run('revoke', {
      revokes: { question: 'Stop sharing this session?', title: 'Revoke share link', detail: 'The link stops working at once for everyone who has it.' },
      change: async () => {
        await revokeShareLink(sessionId);
        setLink(null);
      },
      done: { title: 'Link Revoked', description: 'The share link no longer opens.' },
      fallback: 'Failed to revoke the share link. Please try again.',
    });

  if (status.loading || status.error || !status.data) {
    return <LinkStatusWaiting status={status} loadingLabel="Loading the share link…" problem={loadProblem(status.error)} className="share-link" />;
  }
  if (!status.data.issuedAt) {
    return (
      <div className="share-link">
        <p>This session is not shared.</p>
        <Button onClick={() => void create()} pending={pending === 'create'} pendingLabel="Creating...">
          Create Link
        </Button>
      </div>
    );
  }
  return (
    <div className="share-link">
      {link ? (
        <Field label="Share link" value={shareUrl(link)} readOnly onFocus={(e) => e.currentTarget.select()} hint="Anyone with this link sees the pitch card." />
      ) : (
        <p>
          Shared since {new Date(status.data.issuedAt).toLocaleDateString()}. For privacy the link is shown only when it is made: make a new one
          (the old one stops working) or revoke it.
        </p>
      )}
      <div className="share-link__actions">
        {link ? (
          <CopyLinkButton url={shareUrl(link)} hint="Send it to your assistants." />
        ) : (
          <Button variant="secondary" onClick={() => void create()} pending={pending === 'create'} pendingLabel="Creating...">
            New Link
          </Button>
        )}
        <Button variant="danger" onClick={() => void revoke()} pending={pending === 'revoke'} pendingLabel="Revoking...">
          Revoke
        </Button>
      </div>
    </div>
  );
}
