import { dayNames, teamAgeBands, teamFormats, type TeamProfile } from '@pitchside/shared';
import { Button, Checkbox, Field, Select, useForm } from '../../ui';
import { FormActions } from '../../ui/FormActions';
import { checkProfileForm, defaultsFor, holdsDefaults, profileFormValues, type TeamProfileFormValues } from './team-profile-form';

const ageBandOptions = teamAgeBands.map((b) => ({ value: b, label: b === 'adult' ? 'Adult' : b }));
const formatOptions = teamFormats.map((f) => ({ value: f, label: f }));

type Props = { profile: TeamProfile; onSave: (profile: TeamProfile) => Promise<void>; onCancel: () => void };

/** Age band, match format, usual length, squad size and goalkeepers; the band's usual values are offered. */
export function TeamProfileForm({ profile, onSave, onCancel }: Props) {
  const form = useForm<TeamProfileFormValues>(profileFormValues(profile));
  const defaults = defaultsFor(form.values.ageBand);
  const submit = form.submit({ check: checkProfileForm, send: onSave });

  return (
    <form className="team-profile-form grid gap-3" onSubmit={submit} noValidate aria-label="Team profile">
      <Select label="Age band" placeholder="Not set" options={ageBandOptions} {...form.bind('ageBand')} />
      {defaults && !holdsDefaults(form.values) ? (
        <div className="team-profile-form__defaults row gap-2" role="note">
          <span>
            Usual for {defaults.ageBand === 'adult' ? 'adults' : defaults.ageBand}: {defaults.matchFormat}, {defaults.trainingMinutes} min, {defaults.squadSize} players,{' '}
            {defaults.goalkeepers} {defaults.goalkeepers === '1' ? 'goalkeeper' : 'goalkeepers'}.
          </span>
          <Button variant="secondary" size="sm" onClick={() => form.change(defaults)}>
            Use these
          </Button>
        </div>
      ) : null}
      <Select label="Match format" placeholder="Not set" options={formatOptions} {...form.bind('matchFormat')} />
      <Field label="Usual training length (minutes)" inputMode="numeric" maxLength={3} hint="15 to 240" {...form.bind('trainingMinutes')} />
      <Field label="Usual squad size" inputMode="numeric" maxLength={2} hint="Players at training, goalkeepers included" {...form.bind('squadSize')} />
      <Field label="Goalkeepers" inputMode="numeric" maxLength={2} hint="0 to 10" {...form.bind('goalkeepers')} />
      <fieldset className="team-profile-form__days">
        <legend className="field__label">Usual training days</legend>
        <p className="field__hint">The schedule dialog starts on the next of these and ticks them.</p>
        <div className="team-profile-form__day-list">
          {dayNames.map((day) => (
            <Checkbox
              key={day}
              label={day}
              checked={form.values.trainingDays.includes(day)}
              onChange={(e) => form.change({ trainingDays: e.target.checked ? [...form.values.trainingDays, day] : form.values.trainingDays.filter((d) => d !== day) })}
            />
          ))}
        </div>
      </fieldset>
      <FormActions className="team-profile-form__actions" submitLabel="Save Profile" pending={form.pending} onCancel={onCancel} />
    </form>
  );
}
