import {
  ageBands,
  ballSizeLabels,
  ballSizes,
  goalSizeLabels,
  goalSizes,
  headingKinds,
  headingLabels,
  intensities,
  matchFormatLabels,
  matchFormats,
  practiceTypes,
} from '@pitchside/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, Field, Select, TextArea } from '../../ui';
import { drillDetailsId, type DrillDetailsErrors, type DrillDetailsKey, type DrillDetailsValues } from './drill-details-form';

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

type Props = {
  values: DrillDetailsValues;
  errors: DrillDetailsErrors | undefined;
  onChange: (values: DrillDetailsValues) => void;
};

/** The optional Drill details card of the activity form (a club may fill in any of it, or none). */
export function DrillDetailsField({ values, errors = {}, onChange }: Props) {
  const set = <K extends DrillDetailsKey>(key: K, value: DrillDetailsValues[K]) => onChange({ ...values, [key]: value });
  const text = (key: Exclude<DrillDetailsKey, 'ageBands'>, label: string, extra: { inputMode?: 'numeric' | 'decimal'; placeholder?: string } = {}) => (
    <Field
      id={drillDetailsId(key)}
      label={label}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
      {...extra}
    />
  );
  const lines = (key: 'equipment' | 'objectives' | 'lookFor' | 'questions' | 'safetyNotes', label: string, hint: string, placeholder: string) => (
    <TextArea
      id={drillDetailsId(key)}
      label={label}
      hint={hint}
      rows={3}
      maxLength={2000}
      value={values[key]}
      placeholder={placeholder}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const choice = (
    key: 'intensity' | 'practiceType' | 'goalSize' | 'ballSize' | 'matchFormat' | 'heading',
    label: string,
    placeholder: string,
    options: { value: string; label: string }[],
  ) => (
    <Select
      id={drillDetailsId(key)}
      label={label}
      value={values[key]}
      placeholder={placeholder}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
      options={options}
    />
  );
  const toggleBand = (band: (typeof ageBands)[number], on: boolean) =>
    set('ageBands', on ? ageBands.filter((b) => b === band || values.ageBands.includes(b)) : values.ageBands.filter((b) => b !== band));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Drill details</CardTitle>
        <CardDescription>Optional. Fill in any of them, each on its own, so coaches can filter by age band, players and practice type.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <fieldset className="drill-details__bands" aria-describedby={errors.ageBands ? `${drillDetailsId('ageBands')}-error` : undefined}>
          <legend className="field__label">Age bands</legend>
          <div className="drill-details__band-list">
            {ageBands.map((band, i) => (
              <Checkbox
                key={band}
                // The first box carries the group's id and state, so a refused save can focus it.
                {...(i === 0 ? { id: drillDetailsId('ageBands'), 'aria-invalid': errors.ageBands ? true : undefined } : {})}
                label={band}
                checked={values.ageBands.includes(band)}
                onChange={(e) => toggleBand(band, e.target.checked)}
              />
            ))}
          </div>
          {errors.ageBands ? (
            <p id={`${drillDetailsId('ageBands')}-error`} className="field__error" role="alert">
              {errors.ageBands}
            </p>
          ) : null}
        </fieldset>
        <div className="drill-details__grid grid-cards">
          {text('playersMin', 'Min players', { inputMode: 'numeric' })}
          {text('playersIdeal', 'Ideal players', { inputMode: 'numeric' })}
          {text('playersMax', 'Max players', { inputMode: 'numeric' })}
          {text('goalkeepers', 'Goalkeepers', { inputMode: 'numeric', placeholder: '0' })}
          {text('width', 'Grid width (m)', { inputMode: 'decimal' })}
          {text('length', 'Grid length (m)', { inputMode: 'decimal' })}
          {text('grids', 'Number of grids', { inputMode: 'numeric', placeholder: '1' })}
          {text('minutes', 'Duration (min)', { inputMode: 'numeric' })}
          {text('reps', 'Reps', { placeholder: 'e.g. 4 x 3 min' })}
          {text('workRest', 'Work : rest', { placeholder: 'e.g. 3 min on : 1 min off' })}
        </div>
        {/* Wider tracks: a select must show its whole placeholder ("Select a practice type"). */}
        <div className="drill-details__choices grid-cards">
          {choice('intensity', 'Intensity', 'Select an intensity', intensities.map((i) => ({ value: i, label: capitalised(i) })))}
          {choice('practiceType', 'Practice type', 'Select a practice type', practiceTypes.map((t) => ({ value: t, label: capitalised(t) })))}
          {choice('goalSize', 'Goals', 'Not stated', goalSizes.map((g) => ({ value: g, label: goalSizeLabels[g] })))}
          {choice('ballSize', 'Ball size', 'Not stated', ballSizes.map((b) => ({ value: b, label: ballSizeLabels[b] })))}
          {choice('matchFormat', 'Prepares for', 'Not stated', matchFormats.map((f) => ({ value: f, label: matchFormatLabels[f] })))}
          {choice('heading', 'Heading', 'Not stated', headingKinds.map((h) => ({ value: h, label: headingLabels[h] })))}
          {values.heading === 'counted' || values.headersPerPlayer !== ''
            ? text('headersPerPlayer', 'Headers per player', { inputMode: 'numeric' })
            : null}
        </div>
        <div className="activity-form__lists grid-cards grid-cards--stretch gap-5">
          {lines('equipment', 'Equipment', 'One item per line, number first.', '8 cones\n6 balls')}
          {lines('objectives', 'Objectives', 'One to three, one per line.', 'What the players will be able to do')}
          {lines('lookFor', 'What to look for', 'Two to five success criteria, one per line.', 'What tells you the drill is working')}
          {lines('questions', 'Questions to ask', 'Two to four, one per line.', 'Where is the space to pass into?')}
          {lines('safetyNotes', 'Safety notes', 'One to three, one per line.', 'Keep 3 m between grids')}
        </div>
      </CardContent>
    </Card>
  );
}
