import { useRef } from 'react';
import { playerPositions, type Player, type PlayerInput } from '@pitchside/shared';
import { Button, Field, Select, useForm } from '../../ui';
import { checkPlayerForm, emptyPlayerForm, type PlayerFormValues } from './player-form';

type PlayerFormProps = {
  initial?: PlayerFormValues;
  submitLabel: string;
  /** Labels say which player they are for when several forms are on screen. */
  labelFor?: string;
  onSubmit: (input: PlayerInput) => Promise<void>;
  onCancel?: () => void;
  /** The group's players, so a shirt number already worn is refused here, as the server would. */
  roster: readonly Player[];
  /** The player being edited (their own number is no clash). */
  playerId?: string;
};

const positionOptions = playerPositions.map((p) => ({ value: p, label: p }));

/** Name, shirt number and position; checked with the shared schema before it is saved. */
export function PlayerForm({ initial = emptyPlayerForm, submitLabel, labelFor, onSubmit, onCancel, roster, playerId }: PlayerFormProps) {
  const form = useForm(initial);
  const nameRef = useRef<HTMLInputElement>(null);
  const suffix = labelFor ? ` for ${labelFor}` : '';

  const submit = form.submit({
    check: (values: PlayerFormValues) => checkPlayerForm(values, roster, playerId ?? null),
    send: async (input: PlayerInput) => {
      await onSubmit(input);
      // Adding goes on with an empty form for the next player; an edit keeps what was saved.
      form.reset(onCancel ? form.values : emptyPlayerForm);
      nameRef.current?.focus();
    },
  });

  return (
    <form className="player-form" onSubmit={submit} noValidate>
      <Field
        ref={nameRef}
        label={`Player name${suffix}`}
        required
        {...form.bind('name')}
        maxLength={100}
        autoComplete="off"
        wrapperClassName="player-form__name"
      />
      <Field
        label={`Shirt number${suffix}`}
        inputMode="numeric"
        {...form.bind('shirtNumber')}
        maxLength={3}
        hint="1 to 99, optional"
        wrapperClassName="player-form__shirt"
      />
      <Select
        label={`Position${suffix}`}
        placeholder="No position"
        options={positionOptions}
        value={form.values.position}
        onChange={(e) => form.change({ position: e.target.value as PlayerFormValues['position'] })}
        wrapperClassName="player-form__position"
      />
      <div className="player-form__actions row gap-2">
        <Button type="submit" pending={form.pending} pendingLabel="Saving...">
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
