import { ageBandDefaults, dayNames, teamProfileSchema, usualTrainingDays, type DayName, type TeamAgeBand, type TeamFormat, type TeamProfile } from '@pitchside/shared';
import { checkForm, type Checked } from '../../ui';

/** The profile as the form holds it: text, as the inputs give it ('' is unset). */
export type TeamProfileFormValues = {
  ageBand: TeamAgeBand | '';
  matchFormat: TeamFormat | '';
  trainingMinutes: string;
  squadSize: string;
  goalkeepers: string;
  /** The usual training days, ticked; Monday first. */
  trainingDays: DayName[];
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function profileFormValues(profile: TeamProfile): TeamProfileFormValues {
  return {
    ageBand: profile.ageBand ?? '',
    matchFormat: profile.matchFormat ?? '',
    trainingMinutes: text(profile.trainingMinutes),
    squadSize: text(profile.squadSize),
    goalkeepers: text(profile.goalkeepers),
    trainingDays: usualTrainingDays(profile),
  };
}

/** A number field's text: '' is unset, a whole number is a number, anything else stays text and fails the schema. */
function numberOf(value: string): number | string | null {
  const v = value.trim();
  if (v === '') return null;
  return /^\d+$/.test(v) ? Number(v) : v;
}

const messages = {
  trainingMinutes: 'Training length must be a whole number of minutes from 15 to 240',
  squadSize: 'Squad size must be a whole number from 1 to 60',
  goalkeepers: 'Goalkeepers must be a whole number from 0 to 10',
} as const;

/** The shared schema decides; its messages are put in words a coach reads at once. */
export function checkProfileForm(values: TeamProfileFormValues): Checked<TeamProfile> {
  const checked = checkForm(teamProfileSchema, {
    ageBand: values.ageBand || null,
    matchFormat: values.matchFormat || null,
    trainingMinutes: numberOf(values.trainingMinutes),
    squadSize: numberOf(values.squadSize),
    goalkeepers: numberOf(values.goalkeepers),
    // None ticked stays unset, as profiles from before the days existed read.
    ...(values.trainingDays.length ? { trainingDays: dayNames.filter((d) => values.trainingDays.includes(d)) } : {}),
  });
  if (checked.ok) {
    const { squadSize, goalkeepers } = checked.data;
    if (squadSize !== null && goalkeepers !== null && goalkeepers > squadSize) {
      return { ok: false, errors: { goalkeepers: 'Goalkeepers cannot be more than the squad size' } };
    }
    return checked;
  }
  const errors = { ...checked.errors };
  for (const key of Object.keys(messages) as (keyof typeof messages)[]) if (errors[key]) errors[key] = messages[key];
  return { ok: false, errors };
}

/** The age band's usual profile, offered as a one-tap fill (never applied unasked). */
export function defaultsFor(ageBand: TeamAgeBand | ''): Omit<TeamProfileFormValues, 'trainingDays'> | null {
  if (!ageBand) return null;
  const { trainingDays: _days, ...values } = profileFormValues({ ageBand, ...ageBandDefaults[ageBand] });
  return values;
}

/** Whether the form already holds the band's defaults (then there is nothing to offer). */
export function holdsDefaults(values: Omit<TeamProfileFormValues, 'trainingDays'>): boolean {
  const d = defaultsFor(values.ageBand);
  return d !== null && (Object.keys(d) as (keyof typeof d)[]).every((k) => d[k] === values[k]);
}
