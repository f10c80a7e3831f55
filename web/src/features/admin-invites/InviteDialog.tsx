import { useState, type ReactNode } from 'react';
import type { CreateInviteResponse } from '@pitchside/shared';
import { Dialog } from '../../ui';
import { InviteLink } from './InviteLink';

type Props<Answer> = {
  open: boolean;
  onClose: () => void;
  /** After the server made the invite (the list behind reloads). */
  onCreated: () => void;
  title: string;
  description: string;
  /** Once made: the dialog's title and what it says above the link. */
  doneTitle: string;
  doneDescription?: (answer: Answer) => string;
  /** The invite inside the server's answer (a club from a request answers the club too). */
  inviteOf: (answer: Answer) => CreateInviteResponse;
  /** The form: it calls `created` with the server's answer, `cancel` to close. */
  children: (created: (answer: Answer) => void, cancel: () => void) => ReactNode;
};

/**
 * Every way an admin brings someone in (Invite User, Add Coach, a club from a request): a
 * form, then the one-time invite link to pass on. Closing starts the next one afresh.
 */
export function InviteDialog<Answer>({ open, onClose, onCreated, title, description, doneTitle, doneDescription, inviteOf, children }: Props<Answer>) {
  const [created, setCreated] = useState<Answer | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      closeOnBackdrop={false}
      title={created ? doneTitle : title}
      description={created ? doneDescription?.(created) : description}
      size="lg"
    >
      {created ? (
        <InviteLink created={inviteOf(created)} onDone={close} />
      ) : (
        children((answer) => {
          setCreated(answer);
          onCreated();
        }, close)
      )}
    </Dialog>
  );
}

/** Invite User and Add Coach: the server answers with the invite itself, and the link is "ready". */
export function PersonInviteDialog(props: Omit<Props<CreateInviteResponse>, 'doneTitle' | 'doneDescription' | 'inviteOf'>) {
  return <InviteDialog<CreateInviteResponse> {...props} doneTitle="Invite ready" inviteOf={(answer) => answer} />;
}
