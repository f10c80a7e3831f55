import { useState, type FormEvent, type ReactNode } from 'react';
import { FormActions } from './FormActions';

export type SaveFormProps = {
  /** Runs once per submit; the form is pending until it settles. */
  save: () => Promise<unknown>;
  onCancel: () => void;
  submitLabel: ReactNode;
  pendingLabel?: string;
  /** The fields; a function is told whether the form is saving (to turn inputs off meanwhile). */
  children: ReactNode | ((pending: boolean) => ReactNode);
  className?: string;
};

/** A form that saves in one step: its fields, then Cancel and the submit button, which shows it is saving. */
export function SaveForm({ save, onCancel, submitLabel, pendingLabel = 'Saving...', children, className }: SaveFormProps) {
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await save();
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={className} onSubmit={(e) => void submit(e)}>
      {typeof children === 'function' ? children(pending) : children}
      <FormActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
