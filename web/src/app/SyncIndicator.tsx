import { useState } from 'react';
import { Button, Dialog, EmptyState } from '../ui';
import { AlertIcon, CloudCheckIcon, CloudOffIcon, RefreshIcon } from '../ui/icons';
import { dismissRejected, useSyncStatus } from '../data/sync-status';
import { requestSync } from '../data/sync-scheduler';
import './shell.css';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** Mutation names are camelCase intents (createSession…); show them as words. */
function describeMutation(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The header's sync state (DESIGN.md data flow 9): offline, changes waiting, syncing,
 * all saved, or failed changes that open the list of reasons.
 */
export function SyncIndicator() {
  const { online, pending, syncing, failed, rejected } = useSyncStatus();
  const [open, setOpen] = useState(false);

  if (rejected.length > 0) {
    return (
      <>
        <button type="button" className="sync sync--failed" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <AlertIcon />
          <span>{changes(rejected.length)} failed</span>
        </button>
        <RejectedDialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  }
  if (!online) {
    return (
      <span className="sync sync--offline" role="status" title="Changes are kept on this device and sent when you are back online">
        <CloudOffIcon />
        <span>Offline</span>
        {pending > 0 ? <span className="sync__extra">· {changes(pending)} waiting</span> : null}
      </span>
    );
  }
  if (syncing) {
    return (
      <span className="sync sync--syncing" role="status">
        <RefreshIcon className="sync__spin" />
        <span>Syncing…</span>
      </span>
    );
  }
  if (pending > 0) {
    return (
      <button
        type="button"
        className={`sync sync--pending${failed ? ' sync--retry' : ''}`}
        onClick={requestSync}
        title={failed ? 'The last sync failed. Click to try again.' : 'Click to sync now'}
      >
        <RefreshIcon />
        <span>{changes(pending)} waiting</span>
      </button>
    );
  }
  return (
    <span className="sync sync--saved" role="status">
      <CloudCheckIcon />
      <span>All changes saved</span>
    </span>
  );
}

function RejectedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rejected = useSyncStatus((s) => s.rejected);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Changes that could not be saved"
      description="The server refused these changes. The rest of your work is saved; the screens show the server's version."
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {rejected.length === 0 ? (
        <EmptyState title="Nothing left to review" description="Every refused change has been dismissed." />
      ) : (
        <ul className="rejected-list">
          {rejected.map((entry) => (
            <li key={entry.id} className="rejected-list__item">
              <div className="rejected-list__text">
                <p className="rejected-list__name">{describeMutation(entry.name)}</p>
                <p className="rejected-list__reason">{entry.reason}</p>
                <p className="rejected-list__time">
                  <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void dismissRejected(entry.id)}
                aria-label={`Dismiss: ${describeMutation(entry.name)}`}
              >
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
