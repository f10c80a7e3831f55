import type { ReactNode } from 'react';
import { ActionDialog, Button, type DialogProps } from '../../ui';
import { useApplyChanges, type ApplyProps } from './use-apply-changes';
import './Adaptations.css';
import './phone-fullscreen.css';

type ApplyChangesDialogProps = ApplyProps &
  Pick<DialogProps, 'open' | 'onClose' | 'title' | 'description' | 'size'> & {
    /** What Apply Changes records; empty while nothing is chosen. */
    summary: string;
    children: ReactNode;
  };

/** The adaptation dialogs' frame: the coach chooses in the body, then Close or Apply Changes. */
export function ApplyChangesDialog({ summary, onApply, appliedMessage, children, ...dialog }: ApplyChangesDialogProps) {
  const { apply, pending } = useApplyChanges({ onApply, appliedMessage, onClose: dialog.onClose });
  return (
    <ActionDialog
      {...dialog}
      busy={pending}
      actions={
        <Button onClick={() => void apply(summary)} disabled={summary === ''} pending={pending} pendingLabel="Applying...">
          Apply Changes
        </Button>
      }
    >
      {children}
    </ActionDialog>
  );
}
