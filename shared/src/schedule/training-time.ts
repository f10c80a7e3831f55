import type { TrainingTime } from './training-time-schema';

/**
 * When a scheduled session trains: a start time on the club's clock (HH:MM, no time zone:
 * the club and its coaches share one) and how long it lasts. Both are optional: an entry
 * without a time is a day, as before.
 */

/** Long enough for a tournament day, short enough to catch a typo (900 instead of 90). */
export const MAX_TRAINING_MINUTES = 600;

/** An absent field of a request (an older device's queue) is no time. */
export function trainingTimeOf(args: { startTime?: string | null; durationMinutes?: number | null }): TrainingTime {
  return { startTime: args.startTime ?? null, durationMinutes: args.durationMinutes ?? null };
}

/** The clock time `minutes` after `start` and how many days later it falls (18:30 + 360 = 00:30, +1). */
export function addMinutesToClock(start: string, minutes: number): { time: string; dayOffset: number } {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const inDay = ((total % 1440) + 1440) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`, dayOffset: Math.floor(total / 1440) };
}

/** '18:30–20:00', '18:30' or '90 min'; '' when the entry has no time. */
export function formatTrainingTime({ startTime, durationMinutes }: TrainingTime): string {
  if (startTime && durationMinutes) return `${startTime}–${addMinutesToClock(startTime, durationMinutes).time}`;
  if (startTime) return startTime;
  if (durationMinutes) return `${durationMinutes} min`;
  return '';
}
