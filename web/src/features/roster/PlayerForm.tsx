import { useRef, useState, type FormEvent } from 'react';
import { playerPositions, type PlayerInput } from '@pitchside/shared';
import { Button, Field, Select, type FieldErrors } from '../../ui';
import { checkPlayerForm, emptyPlayerForm, type PlayerFormValues } from './player-form';

type PlayerFormProps = {
  initial?: PlayerFormValues;
  submitLabel: string;
  /** Labels say which player they are for when several forms are on screen. */
  labelFor?: string;
  onSubmit: (input: PlayerInput) => Promise<void>;
  onCancel?: () => void;
};

const positionOptions = playerPositions.map((p) => ({ value: p, label: p }));

/** Name, shirt number and position; checked with the shared schema before it is saved. */
export function PlayerForm({ initial = emptyPlayerForm, submitLabel, labelFor, onSubmit, onCancel }: PlayerFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<PlayerFormValues>>({});
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const shirtRef = useRef<HTMLInputElement>(null);
  const suffix = labelFor ? ` for ${labelFor}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPlayerForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.name ? nameRef : shirtRef).current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(checked.data);
      if (!onCancel) setValues(emptyPlayerForm);
      nameRef.current?.focus();
    } catch {
      // The screen said why; the form keeps what the coach typed so nothing is lost.
    } finally {
      setSaving(false);
    }
  };

  const set = (patch: Partial<PlayerFormValues>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form className="player-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        ref={nameRef}
        label={`Player name${suffix}`}
        required
        value={values.name}
        maxLength={100}
        autoComplete="off"
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
        wrapperClassName="player-form__name"
      />
      <Field
        ref={shirtRef}
        label={`Shirt number${suffix}`}
        inputMode="numeric"
        value={values.shirtNumber}
        maxLength={3}
        hint="1 to 99, optional"
        error={errors.shirtNumber}
        onChange={(e) => set({ shirtNumber: e.target.value })}
        wrapperClassName="player-form__shirt"
      />
      <Select
        label={`Position${suffix}`}
        placeholder="No position"
        options={positionOptions}
        value={values.position}
        onChange={(e) => set({ position: e.target.value as PlayerFormValues['position'] })}
        wrapperClassName="player-form__position"
      />
      <div className="player-form__actions">
        <Button type="submit" pending={saving} pendingLabel="Saving...">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
