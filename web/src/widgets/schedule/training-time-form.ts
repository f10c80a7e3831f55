import { startTimeSchema, trainingMinutesSchema, type TrainingTime } from '@pitchside/shared';

/** The time fields as typed: '' is "no time" / "no duration". */
export type TrainingTimeInput = { startTime: string; durationMinutes: string };

export const emptyTrainingTime: TrainingTimeInput = { startTime: '', durationMinutes: '' };

export type TrainingTimeProblem = { field: 'startTime' | 'durationMinutes'; message: string };

export function trainingTimeInput(time: TrainingTime): TrainingTimeInput {
  return { startTime: time.startTime ?? '', durationMinutes: time.durationMinutes === null ? '' : String(time.durationMinutes) };
}

/** Checks the fields with the server's own rules (shared schemas), so a refusal never waits for a sync. */
export function checkTrainingTime(input: TrainingTimeInput): { ok: true; time: TrainingTime } | { ok: false; problem: TrainingTimeProblem } {
  const startTime = input.startTime.trim();
  const minutes = input.durationMinutes.trim();
  const time = startTimeSchema.safeParse(startTime);
  if (startTime && !time.success) return { ok: false, problem: { field: 'startTime', message: time.error.issues[0]!.message } };
  // Number('') is 0 and Number('1e2') is 100: only plain digits count as minutes typed.
  const duration = trainingMinutesSchema.safeParse(/^-?\d+(\.\d+)?$/.test(minutes) ? Number(minutes) : Number.NaN);
  if (minutes && !duration.success) return { ok: false, problem: { field: 'durationMinutes', message: duration.error.issues[0]!.message } };
  return { ok: true, time: { startTime: startTime || null, durationMinutes: minutes ? Number(minutes) : null } };
}
