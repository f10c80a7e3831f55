import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useSignOut } from './use-sign-out';
import './sign-out.css';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

const problems = {
  offline: 'You are offline, so the changes could not be sent. They are still on this device: connect and send them, or discard them.',
  failed: 'The server did not take the changes. They are still on this device: try again, or discard them.',
} as const;

/**
 * Logout (docs/spec/accounts.md "Signed-in header") when changes have not reached the server: the coach
 * is told, and sends them now or discards them on a second confirm. Cancel keeps them and
 * the coach signed in. With nothing waiting it signs out at once.
 */
export default function SignOutDialog({ onCancel }: { onCancel: () => void }) {
  const flow = useSignOut(onCancel);
  const { waiting, step } = flow;
  const nothingWaiting = waiting === 0 && step === 'ask' && flow.problem === null;

  // Nothing to ask about (or a sync in the background sent it all meanwhile): sign out. Keyed
  // on the flag alone, so it runs once; leaving unmounts the dialog.
  useEffect(() => {
    if (nothingWaiting) void flow.leave();
  }, [nothingWaiting]);

  if (waiting === undefined || nothingWaiting) return null;
  const count = changes(waiting);

  if (step === 'confirm-discard' || step === 'discarding') {
    return (
      <Dialog
        open
        onClose={flow.cancel}
        title="Discard changes?"
        size="sm"
        closeOnBackdrop={step !== 'discarding'}
        footer={
          <>
            <Button variant="secondary" onClick={flow.cancel} disabled={step === 'discarding'}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void flow.discard()} pending={step === 'discarding'} pendingLabel="Logging out...">
              Discard and log out
            </Button>
          </>
        }
      >
        <p className="sign-out__text">
          {count} will never reach the server and cannot be brought back. Cancel keeps them and you stay signed in.
        </p>
      </Dialog>
    );
  }

  const busy = step === 'sending' || step === 'leaving';
  return (
    <Dialog
      open
      onClose={flow.cancel}
      title="Changes not sent yet"
      size="md"
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={flow.cancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" className="sign-out__discard" onClick={flow.askDiscard} disabled={busy}>
            Discard changes
          </Button>
          <Button onClick={() => void flow.send()} pending={busy} pendingLabel={step === 'leaving' ? 'Logging out...' : 'Sending...'}>
            Send now and log out
          </Button>
        </>
      }
    >
      <p className="sign-out__text">
        {count} you made on this device {waiting === 1 ? 'has' : 'have'} not reached the server yet. Logging out removes everything of
        yours from this device, these changes too.
      </p>
      {!flow.online && flow.problem === null ? <p className="sign-out__muted">You are offline: connect to send them, or discard them.</p> : null}
      {flow.problem ? (
        <p className="sign-out__problem" role="alert">
          {problems[flow.problem]}
        </p>
      ) : null}
    </Dialog>
  );
}
