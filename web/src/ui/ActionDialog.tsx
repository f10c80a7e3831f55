import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

export type ActionDialogProps = Omit<DialogProps, 'footer' | 'closeOnBackdrop'> & {
  /** While an action runs, the dialog stays open: the close button is off and the backdrop does not close it. */
  busy?: boolean;
  /** The footer button that closes without acting. */
  dismissLabel?: string;
  /** The footer's buttons after that one. */
  actions?: ReactNode;
};

/** A dialog whose footer is a way out (Close or Cancel) and its actions. */
export function ActionDialog({ busy = false, dismissLabel = 'Close', actions, ...props }: ActionDialogProps) {
  return (
    <Dialog
      {...props}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={busy}>
            {dismissLabel}
          </Button>
          {actions}
        </>
      }
    />
  );
}
