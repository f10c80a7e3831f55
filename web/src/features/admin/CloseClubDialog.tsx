import { useState, type FormEvent } from 'react';
import { clubNameMismatchMessage, clubPurgeAt, CLUB_RESTORE_DAYS, confirmsClubName, type Organization } from '@pitchside/shared';
import { Button, Dialog, DialogFooter, Field, toast } from '../../ui';
import { errorMessage } from '../../data/api';
import { formatDate } from '../../widgets/admin-shared/admin-format';
import { closeClubOnServer } from './club-closing-requests';

type Props = { organization: Organization | null; onClose: () => void; onClosed: () => void };

/** Closing a club: its members are signed out at once; its data is kept 30 days, restorable. */
export function CloseClubDialog({ organization, onClose, onClosed }: Props) {
  return (
    <Dialog
      open={organization !== null}
      onClose={onClose}
      title="Close club"
      description={`Every member is signed out at once and cannot sign in; its calendar and share links stop working. Its data is kept ${CLUB_RESTORE_DAYS} days, when you can restore the club, then deleted for good.`}
    >
      {organization ? <CloseClubForm organization={organization} onCancel={onClose} onClosed={onClosed} /> : null}
    </Dialog>
  );
}

function CloseClubForm({ organization, onCancel, onClosed }: { organization: Organization; onCancel: () => void; onClosed: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmsClubName(typed, organization.name)) {
      setError(clubNameMismatchMessage);
      return;
    }
    setPending(true);
    try {
      const closed = await closeClubOnServer(organization.id, typed);
      toast({ variant: 'success', title: `${organization.name} is closed`, description: `Restorable until ${formatDate(clubPurgeAt(closed.closedAt ?? new Date().toISOString()))}` });
      onClosed();
    } catch (failure) {
      setError(errorMessage(failure, 'The club could not be closed. Please try again.'));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={`Type ${organization.name} to confirm`}
        value={typed}
        autoComplete="off"
        error={error}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(undefined);
        }}
      />
      <DialogFooter>
        <Button variant="secondary" type="button" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" type="submit" pending={pending} pendingLabel="Closing...">
          Close club
        </Button>
      </DialogFooter>
    </form>
  );
}
