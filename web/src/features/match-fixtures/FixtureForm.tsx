import { useId, useState, type FormEvent } from 'react';
import { gameFormats, type MatchFixture, type RulePackId, type TeamAgeBand } from '@pitchside/shared';
import { Button, Field, Select } from '../../ui';
import { checkFixture, packOptions, withPackSetup, type FixtureValues } from './fixture-form';

type FixtureFormProps = {
  title: string;
  initial: FixtureValues;
  ageBand: TeamAgeBand | null;
  submitLabel: string;
  /** Saves the checked fixture; a throw keeps the form as typed. */
  onSave: (fixture: MatchFixture) => Promise<void>;
  onCancel?: () => void;
};

/** A fixture's form, to add one or edit one: every field checked against the shared schema, each problem said at its field. */
export function FixtureForm({ title, initial, ageBand, submitLabel, onSave, onCancel }: FixtureFormProps) {
  const [values, setValues] = useState<FixtureValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof FixtureValues, string>>>({});
  const titleId = useId();
  const set = <K extends keyof FixtureValues>(key: K, value: FixtureValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFixture(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await onSave(checked.fixture).catch(() => undefined);
  };

  return (
    <section className="box" aria-labelledby={titleId}>
      <h2 id={titleId} className="title-lg">
        {title}
      </h2>
      <form className="match-form grid-cards grid-cards--stretch gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Opponent" required value={values.opponent} error={errors.opponent} onChange={(e) => set('opponent', e.target.value)} />
        <Field label="Date" type="date" required value={values.date} error={errors.date} onChange={(e) => set('date', e.target.value)} />
        <Field label="Kick-off" type="time" value={values.kickOff} error={errors.kickOff} onChange={(e) => set('kickOff', e.target.value)} />
        <Select
          label="Home or away"
          value={values.homeAway}
          onChange={(e) => set('homeAway', e.target.value === 'away' ? 'away' : 'home')}
          options={[
            { value: 'home', label: 'Home' },
            { value: 'away', label: 'Away' },
          ]}
        />
        <Field label="Venue" value={values.venue} error={errors.venue} onChange={(e) => set('venue', e.target.value)} />
        <Select label="Rules" value={values.rulePack} options={packOptions} onChange={(e) => setValues((v) => withPackSetup({ ...v, rulePack: e.target.value as RulePackId }, ageBand))} />
        <Select label="Format" value={values.format} options={gameFormats.map((f) => ({ value: f, label: f }))} onChange={(e) => set('format', e.target.value as FixtureValues['format'])} />
        <Field label="Periods" type="number" inputMode="numeric" min={1} max={4} value={values.periods} error={errors.periods} onChange={(e) => set('periods', e.target.value)} />
        <Field label="Minutes per period" type="number" inputMode="decimal" min={5} max={45} step={0.5} value={values.periodMinutes} error={errors.periodMinutes} onChange={(e) => set('periodMinutes', e.target.value)} />
        <div className="match-form__actions">
          <Button type="submit">{submitLabel}</Button>
          {onCancel ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
