import { describeMutation } from '@pitchside/shared';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { dismissRejected, useSyncStatus } from '../data/sync-status';

/** The changes the server refused, with its reasons (the header's sync indicator opens it). */
export default function RejectedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
