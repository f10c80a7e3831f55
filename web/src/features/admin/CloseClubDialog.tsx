import { clubNameMismatchMessage, clubPurgeAt, CLUB_RESTORE_DAYS, confirmsClubName, type Organization } from '@pitchside/shared';
import { Dialog, toast } from '../../ui';
import { formatDate } from '../../widgets/admin-shared/admin-format';
import { ConfirmByNameForm } from '../../widgets/confirm-by-name/ConfirmByNameForm';
import { closeClubOnServer } from './club-closing-requests';

type Props = { organization: Organization | null; onClose: () => void; onClosed: () => void };

/** Closing a club: its members are signed out at once; its data is kept 30 days, restorable. */
export function CloseClubDialog({ organization, onClose, onClosed }: Props) {
  const close = async (club: Organization, typed: string) => {
    const closed = await closeClubOnServer(club.id, typed);
    toast({ variant: 'success', title: `${club.name} is closed`, description: `Restorable until ${formatDate(clubPurgeAt(closed.closedAt ?? new Date().toISOString()))}` });
    onClosed();
  };
  return (
    <Dialog
      open={organization !== null}
      onClose={onClose}
      title="Close club"
      description={`Every member is signed out at once and cannot sign in; its calendar and share links stop working. Its data is kept ${CLUB_RESTORE_DAYS} days, when you can restore the club, then deleted for good.`}
    >
      {organization ? (
        <ConfirmByNameForm
          name={organization.name}
          confirms={confirmsClubName}
          mismatchMessage={clubNameMismatchMessage}
          onConfirm={(typed) => close(organization, typed)}
          failureMessage="The club could not be closed. Please try again."
          onCancel={onClose}
          submitLabel="Close club"
          pendingLabel="Closing..."
        />
      ) : null}
    </Dialog>
  );
}
