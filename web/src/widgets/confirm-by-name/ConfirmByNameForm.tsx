import { useState, type FormEvent } from 'react';
import { Button, DialogFooter, Field } from '../../ui';
import { errorMessage } from '../../data/api';

type Props = {
  /** The name to type, as the user sees it (the field's label says "Type <name> to confirm"). */
  name: string;
  /** Whether the typed text is the name (each caller's shared rule: case and spaces around it aside). */
  confirms: (typed: string, name: string) => boolean;
  mismatchMessage: string;
  /** Sends the change with what was typed; a failure is shown under the field (the server's message, else `failureMessage`). */
  onConfirm: (typed: string) => Promise<void>;
  failureMessage: string;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
};

/**
 * An irreversible (or far-reaching) change confirmed by typing a name: closing a club, erasing a
 * player. Nothing is sent until the typed text is the name; the field says why otherwise.
 */
export function ConfirmByNameForm({ name, confirms, mismatchMessage, onConfirm, failureMessage, onCancel, submitLabel, pendingLabel }: Props) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirms(typed, name)) {
      setError(mismatchMessage);
      return;
    }
    setPending(true);
    try {
      await onConfirm(typed);
    } catch (failure) {
      setError(errorMessage(failure, failureMessage));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={`Type ${name} to confirm`}
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
        <Button variant="danger" type="submit" pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
