import { z } from 'zod';
import { ageBandSchema, partialDrillProfileSchema, type PartialDrillProfile } from '@pitchside/shared';

/**
 * The optional 'Drill details' section of the activity form: the drill profile as the text
 * a coach types (numbers as text, lists one per line), so nothing typed is lost, and the
 * checks that turn it into a profile with a clear message per field. Each detail stands alone:
 * a blank one is left out (the numbers of players, the area's sides and the minutes go together
 * only within their own group). All blank: no profile.
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

export function drillDetailsFromProfile(profile: PartialDrillProfile | null): DrillDetailsValues {
  if (!profile) return emptyDrillDetails;
  const number = (n: number | undefined) => (n === undefined ? '' : String(n));
  const { players, area, duration } = profile;
  return {
    ageBands: [...(profile.ageBands ?? [])],
    playersMin: number(players?.min),
    playersIdeal: number(players?.ideal),
    playersMax: number(players?.max),
    goalkeepers: number(players?.goalkeepers),
    width: number(area?.width),
    length: number(area?.length),
    grids: number(area?.grids),
    minutes: number(duration?.minutes),
    reps: duration?.reps ?? '',
    workRest: duration?.workRest ?? '',
    intensity: profile.intensity ?? '',
    practiceType: profile.practiceType ?? '',
    equipment: (profile.equipment ?? []).map((e) => `${e.quantity} ${e.item}`).join('\n'),
    objectives: (profile.objectives ?? []).join('\n'),
    lookFor: (profile.lookFor ?? []).join('\n'),
    questions: (profile.questions ?? []).join('\n'),
    safetyNotes: (profile.safetyNotes ?? []).join('\n'),
    goalSize: profile.goalSize ?? '',
    ballSize: profile.ballSize ?? '',
    matchFormat: profile.matchFormat ?? '',
    heading: profile.heading ?? '',
    headersPerPlayer: number(profile.headersPerPlayer),
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
export function checkDrillDetails(
  values: DrillDetailsValues,
): { ok: true; profile: PartialDrillProfile | null } | { ok: false; errors: DrillDetailsErrors } {
  if (isDrillDetailsEmpty(values)) return { ok: true, profile: null };
  const errors: DrillDetailsErrors = {};
  const blank = (...keys: DrillDetailsKey[]) => keys.every((key) => String(values[key]).trim() === '');
  const whole = (key: DrillDetailsKey, min: number, max: number, message: string, fallback?: number): number => {
    const text = String(values[key]).trim();
    if (text === '' && fallback !== undefined) return fallback;
    const n = Number(text);
    if (text === '' || !Number.isInteger(n) || n < min || n > max) errors[key] = message;
    return n;
  };
  const metres = (key: 'width' | 'length'): number => {
    const n = Number(values[key].trim());
    if (values[key].trim() === '' || !Number.isFinite(n) || n <= 0 || n > 110) errors[key] = 'Enter metres from 1 to 110.';
    return n;
  };
  const textList = (key: DrillDetailsKey, min: number, max: number, what: string): string[] | undefined => {
    const items = lines(String(values[key]));
    if (items.length === 0) return undefined;
    if (items.length < min || items.length > max || items.some((l) => l.length < 8 || l.length > 300)) {
      const count = min === max ? `${min}` : `${min} to ${max}`;
      errors[key] = `Add ${count} ${what}, one per line (8 to 300 characters each).`;
    }
    return items;
  };
  const optionalText = (key: 'reps' | 'workRest', max: number, message: string): string | undefined => {
    const text = values[key].trim();
    if (text === '') return undefined;
    if (text.length < 2 || text.length > max) errors[key] = message;
    return text;
  };

  let players: PartialDrillProfile['players'];
  if (!blank('playersMin', 'playersIdeal', 'playersMax', 'goalkeepers')) {
    const playersMessage = 'Enter a whole number of players from 1 to 40.';
    const min = whole('playersMin', 1, 40, playersMessage);
    const ideal = whole('playersIdeal', 1, 40, playersMessage);
    const max = whole('playersMax', 1, 40, playersMessage);
    if (!errors.playersMin && !errors.playersIdeal && !errors.playersMax && !(min <= ideal && ideal <= max)) {
      errors.playersIdeal = 'Players must be min ≤ ideal ≤ max.';
    }
    const goalkeepers = whole('goalkeepers', 0, 40, 'Enter the number of goalkeepers (0 if none).', 0);
    if (!errors.goalkeepers && !errors.playersMin && goalkeepers > min) {
      errors.goalkeepers = 'Goalkeepers cannot be more than the minimum number of players.';
    }
    players = { min, ideal, max, goalkeepers };
  }
  let area: PartialDrillProfile['area'];
  if (!blank('width', 'length', 'grids')) {
    area = { width: metres('width'), length: metres('length'), grids: whole('grids', 1, 6, 'Enter 1 to 6 grids.', 1) };
  }
  let duration: PartialDrillProfile['duration'];
  if (!blank('minutes', 'reps', 'workRest')) {
    duration = {
      minutes: whole('minutes', 5, 60, 'Enter 5 to 60 minutes.'),
      reps: optionalText('reps', 80, 'Say how the time is split, e.g. 4 x 3 min.'),
      workRest: optionalText('workRest', 60, 'Say the work and rest, e.g. 3 min on : 1 min off.'),
    };
  }
  const equipmentLines = lines(values.equipment);
  const equipment = equipmentLines.map((l) => EQUIPMENT_LINE.exec(l));
  if (equipmentLines.length > 10 || equipment.some((m) => !m || Number(m[1]) < 1)) {
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

  const given = <T>(value: T | undefined | '') => (value === '' ? undefined : value);
  const parsed = partialDrillProfileSchema.safeParse({
    ageBands: values.ageBands.length > 0 ? values.ageBands : undefined,
    players,
    area,
    duration,
    intensity: given(values.intensity),
    equipment: equipment.length > 0 ? equipment.map((m) => ({ item: m![2]!.trim(), quantity: Number(m![1]) })) : undefined,
    practiceType: given(values.practiceType),
    objectives,
    lookFor,
    questions,
    safetyNotes,
    goalSize: given(values.goalSize),
    ballSize: given(values.ballSize),
    matchFormat: given(values.matchFormat),
    heading: given(values.heading),
    headersPerPlayer,
  });
  // The checks above mirror the shared schema; this is the guard should they ever drift.
  if (!parsed.success) return { ok: false, errors: { ageBands: parsed.error.issues[0]?.message ?? 'Check the drill details.' } };
  // Left-out details are not stored as undefined keys.
  return { ok: true, profile: JSON.parse(JSON.stringify(parsed.data)) as PartialDrillProfile };
}
