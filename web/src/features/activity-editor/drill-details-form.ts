import { z } from 'zod';
import { ageBandSchema, drillProfileSchema, type DrillProfile } from '@pitchside/shared';


/**
 * The optional 'Drill details' section of the activity form: the drill profile as the text
 * a coach types (numbers as text, lists one per line), so nothing typed is lost, and the
 * checks that turn it into a profile with a clear message per field. All blank: no profile.
 */
export const drillDetailsValuesSchema = z.object({
  ageBands: z.array(ageBandSchema),
  playersMin: z.string(),
  playersIdeal: z.string(),
  playersMax: z.string(),
  goalkeepers: z.string(),
  width: z.string(),
  length: z.string(),
  grids: z.string(),
  minutes: z.string(),
  reps: z.string(),
  workRest: z.string(),
  intensity: z.string(),
  practiceType: z.string(),
  equipment: z.string(),
  objectives: z.string(),
  lookFor: z.string(),
  questions: z.string(),
  safetyNotes: z.string(),
  goalSize: z.string(),
  ballSize: z.string(),
  matchFormat: z.string(),
  heading: z.string(),
  headersPerPlayer: z.string(),
});
export type DrillDetailsValues = z.infer<typeof drillDetailsValuesSchema>;
export type DrillDetailsKey = keyof DrillDetailsValues;
export type DrillDetailsErrors = Partial<Record<DrillDetailsKey, string>>;

export const emptyDrillDetails: DrillDetailsValues = {
  ageBands: [],
  playersMin: '',
  playersIdeal: '',
  playersMax: '',
  goalkeepers: '',
  width: '',
  length: '',
  grids: '',
  minutes: '',
  reps: '',
  workRest: '',
  intensity: '',
  practiceType: '',
  equipment: '',
  objectives: '',
  lookFor: '',
  questions: '',
  safetyNotes: '',
  goalSize: '',
  ballSize: '',
  matchFormat: '',
  heading: '',
  headersPerPlayer: '',
};

/** The order the section shows its fields: the first with an error gets focus. */
export const drillDetailsOrder = Object.keys(emptyDrillDetails) as DrillDetailsKey[];
export const drillDetailsId = (key: DrillDetailsKey) => `drill-details-${key}`;

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

export function drillDetailsFromProfile(profile: DrillProfile | null): DrillDetailsValues {
  if (!profile) return emptyDrillDetails;
  return {
    ageBands: [...profile.ageBands],
    playersMin: String(profile.players.min),
    playersIdeal: String(profile.players.ideal),
    playersMax: String(profile.players.max),
    goalkeepers: String(profile.players.goalkeepers),
    width: String(profile.area.width),
    length: String(profile.area.length),
    grids: String(profile.area.grids),
    minutes: String(profile.duration.minutes),
    reps: profile.duration.reps,
    workRest: profile.duration.workRest,
    intensity: profile.intensity,
    practiceType: profile.practiceType,
    equipment: profile.equipment.map((e) => `${e.quantity} ${e.item}`).join('\n'),
    objectives: profile.objectives.join('\n'),
    lookFor: profile.lookFor.join('\n'),
    questions: profile.questions.join('\n'),
    safetyNotes: profile.safetyNotes.join('\n'),
    goalSize: profile.goalSize ?? '',
    ballSize: profile.ballSize ?? '',
    matchFormat: profile.matchFormat ?? '',
    heading: profile.heading ?? '',
    headersPerPlayer: profile.headersPerPlayer === undefined ? '' : String(profile.headersPerPlayer),
  };
}

export function isDrillDetailsEmpty(values: DrillDetailsValues): boolean {
  return drillDetailsOrder.every((key) => {
    const v = values[key];
    return Array.isArray(v) ? v.length === 0 : v.trim() === '';
  });
}

const EQUIPMENT_LINE = /^(\d{1,3})\s*(?:x\s+)?(\S.{1,59})$/i;

/** Either the profile (null when the section is blank) or a message for each field to fix. */
export function checkDrillDetails(values: DrillDetailsValues): { ok: true; profile: DrillProfile | null } | { ok: false; errors: DrillDetailsErrors } {
  if (isDrillDetailsEmpty(values)) return { ok: true, profile: null };
  const errors: DrillDetailsErrors = {};
  const whole = (key: DrillDetailsKey, min: number, max: number, message: string): number => {
    const text = String(values[key]).trim();
    const n = Number(text);
    if (text === '' || !Number.isInteger(n) || n < min || n > max) errors[key] = message;
    return n;
  };
  const metres = (key: 'width' | 'length'): number => {
    const n = Number(values[key].trim());
    if (values[key].trim() === '' || !Number.isFinite(n) || n <= 0 || n > 110) errors[key] = 'Enter metres from 1 to 110.';
    return n;
  };
  const textList = (key: DrillDetailsKey, min: number, max: number, what: string): string[] => {
    const items = lines(String(values[key]));
    if (items.length < min || items.length > max || items.some((l) => l.length < 8 || l.length > 300)) {
      const count = min === max ? `${min}` : `${min} to ${max}`;
      errors[key] = `Add ${count} ${what}, one per line (8 to 300 characters each).`;
    }
    return items;
  };

  if (values.ageBands.length === 0) errors.ageBands = 'Choose at least one age band.';
  const playersMessage = 'Enter a whole number of players from 1 to 40.';
  const min = whole('playersMin', 1, 40, playersMessage);
  const ideal = whole('playersIdeal', 1, 40, playersMessage);
  const max = whole('playersMax', 1, 40, playersMessage);
  if (!errors.playersMin && !errors.playersIdeal && !errors.playersMax && !(min <= ideal && ideal <= max)) {
    errors.playersIdeal = 'Players must be min ≤ ideal ≤ max.';
  }
  const goalkeepers = whole('goalkeepers', 0, 40, 'Enter the number of goalkeepers (0 if none).');
  if (!errors.goalkeepers && !errors.playersMin && goalkeepers > min) {
    errors.goalkeepers = 'Goalkeepers cannot be more than the minimum number of players.';
  }
  const width = metres('width');
  const length = metres('length');
  const grids = whole('grids', 1, 6, 'Enter 1 to 6 grids.');
  const minutes = whole('minutes', 5, 60, 'Enter 5 to 60 minutes.');
  const reps = values.reps.trim();
  if (reps.length < 2 || reps.length > 80) errors.reps = 'Say how the time is split, e.g. 4 x 3 min.';
  const workRest = values.workRest.trim();
  if (workRest.length < 2 || workRest.length > 60) errors.workRest = 'Say the work and rest, e.g. 3 min on : 1 min off.';
  if (!values.intensity) errors.intensity = 'Choose an intensity.';
  if (!values.practiceType) errors.practiceType = 'Choose a practice type.';
  const equipmentLines = lines(values.equipment);
  const equipment = equipmentLines.map((l) => EQUIPMENT_LINE.exec(l));
  if (equipmentLines.length === 0 || equipmentLines.length > 10 || equipment.some((m) => !m || Number(m[1]) < 1)) {
    errors.equipment = 'List 1 to 10 items, one per line, number first, e.g. 8 cones.';
  }
  const objectives = textList('objectives', 1, 3, 'objectives');
  const lookFor = textList('lookFor', 2, 5, 'things to look for');
  const questions = textList('questions', 2, 4, 'questions');
  const safetyNotes = textList('safetyNotes', 1, 3, 'safety notes');
  const counted = values.heading === 'counted';
  const headersPerPlayer = counted ? whole('headersPerPlayer', 1, 10, 'Enter 1 to 10 headers per player.') : undefined;
  if (!counted && values.headersPerPlayer.trim() !== '') errors.headersPerPlayer = 'Choose counted heading, or leave this blank.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = drillProfileSchema.safeParse({
    ageBands: values.ageBands,
    players: { min, ideal, max, goalkeepers },
    area: { width, length, grids },
    duration: { minutes, reps, workRest },
    intensity: values.intensity,
    equipment: equipment.map((m) => ({ item: m![2]!.trim(), quantity: Number(m![1]) })),
    practiceType: values.practiceType,
    objectives,
    lookFor,
    questions,
    safetyNotes,
    // The optional kit and format facts: left out when not chosen.
    ...(values.goalSize ? { goalSize: values.goalSize } : {}),
    ...(values.ballSize ? { ballSize: values.ballSize } : {}),
    ...(values.matchFormat ? { matchFormat: values.matchFormat } : {}),
    ...(values.heading ? { heading: values.heading } : {}),
    ...(headersPerPlayer !== undefined ? { headersPerPlayer } : {}),
  });
  // The checks above mirror the shared schema; this is the guard should they ever drift.
  if (!parsed.success) return { ok: false, errors: { ageBands: parsed.error.issues[0]?.message ?? 'Check the drill details.' } };
  return { ok: true, profile: parsed.data };
}
