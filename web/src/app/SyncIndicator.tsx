import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { AlertIcon, CloudCheckIcon, CloudOffIcon, RefreshIcon } from '../ui/icons';
import { useSyncStatus } from '../data/sync-status';
import { requestSync } from '../data/sync-scheduler';
import './shell.css';

// Loaded when opened: the names of refused changes come with the mutation schemas, which a
// start of the app does not need.
const RejectedDialog = lazy(() => import('./RejectedDialog'));

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);
/** The count a phone header shows in its badge: short enough for a 360 px bar. */
const shortCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's sync state (docs/architecture.md "Offline data flow and the sync protocol"): offline, changes waiting, syncing,
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
      {open ? (
        <Suspense fallback={null}>
          <RejectedDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
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
        {pending !== null && pending > 0 ? (
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
  if (pending === null) {
    // The outbox is being counted (a moment at start): hold the pill's place, say nothing yet.
    return <span className="sync sync--counting" aria-hidden="true" />;
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
