import type { ReactNode } from 'react';
import { Button } from './Button';
import { DialogFooter } from './Dialog';

export type FormActionsProps = {
  onCancel: () => void;
  /** While the form is sending, Cancel is off and the submit button shows `pendingLabel`. */
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel?: string;
  cancelLabel?: ReactNode;
  submitDisabled?: boolean;
  /** Outside a dialog: the buttons sit in a row of this class instead of the dialog's footer. */
  className?: string;
  /** Further buttons of the form (Add Block...), before Cancel. */
  children?: ReactNode;
};

/** A form's closing row: Cancel, then the submit button. Put it last inside the <form>. */
export function FormActions({ onCancel, pending, submitLabel, pendingLabel, cancelLabel = 'Cancel', submitDisabled, className, children }: FormActionsProps) {
  const buttons = (
    <>
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" pending={pending} pendingLabel={pendingLabel} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
  return className ? <div className={className}>{buttons}</div> : <DialogFooter>{buttons}</DialogFooter>;
}
