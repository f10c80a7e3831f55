import { useEffect, useRef, useState, type ReactNode } from 'react';
import { describeMutation } from '@pitchside/shared';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { AlertIcon, CloudCheckIcon, CloudOffIcon, RefreshIcon } from '../ui/icons';
import { dismissRejected, useSyncStatus } from '../data/sync-status';
import { requestSync } from '../data/sync-scheduler';
import './shell.css';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);
/** The count a phone header shows in its badge: short enough for a 360 px bar. */
const shortCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's sync state (DESIGN.md data flow 9): offline, changes waiting, syncing,
 * all saved, or failed changes that open the list of reasons.
 */
export function SyncIndicator() {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLSpanElement>(null);
  const wasOpen = useRef(false);

  // Dismissing the last refused change swaps the button that opened the list for another
  // state; when the list closes, keep keyboard focus here rather than lost on the page.
  useEffect(() => {
    if (wasOpen.current && !open && (document.activeElement === document.body || document.activeElement === null)) {
      wrapRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <span className="sync-wrap" ref={wrapRef} tabIndex={-1}>
        <SyncState onOpenRejected={() => setOpen(true)} />
      </span>
      {/* Outside the states: it stays open while the last change is dismissed. */}
      <RejectedDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function SyncState({ onOpenRejected }: { onOpenRejected: () => void }): ReactNode {
  const { online, pending, syncing, failed, rejected } = useSyncStatus();

  if (rejected.length > 0) {
    return (
      <button type="button" className="sync sync--failed" onClick={onOpenRejected} aria-haspopup="dialog">
        <AlertIcon />
        <span>{changes(rejected.length)} failed</span>
      </button>
    );
  }
  if (!online) {
    return (
      <span className="sync sync--offline" role="status" title="Changes are kept on this device and sent when you are back online">
        <CloudOffIcon />
        <span>Offline</span>
        {pending > 0 ? (
          <>
            {/* The words stay for screen readers on a phone; the eye gets the badge. */}
            <span className="sync__extra">{` · ${changes(pending)} waiting`}</span>
            <span className="sync__count" aria-hidden="true">
              {shortCount(pending)}
            </span>
          </>
        ) : null}
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
        <EmptyState headingLevel={3} title="Nothing left to review" description="Every refused change has been dismissed." />
      ) : (
        <ul className="rejected-list list-bare stack gap-3">
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
