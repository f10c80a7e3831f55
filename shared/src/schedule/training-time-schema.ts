import { z } from 'zod';
import { MAX_TRAINING_MINUTES } from './training-time';

/** A training time's schemas, apart from the clock arithmetic (training-time.ts), which needs none. */

export const startTimeSchema = z
  .string({ error: 'Enter a start time like 18:30' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a start time between 00:00 and 23:59, like 18:30');

export const trainingMinutesSchema = z
  .number({ error: 'Enter the duration in whole minutes' })
  .int('Enter the duration in whole minutes')
  .min(1, 'The duration must be at least 1 minute')
  .max(MAX_TRAINING_MINUTES, `The duration must be at most ${MAX_TRAINING_MINUTES} minutes (10 hours)`);

/** The time fields of a schedule request; absent means no time (an all-day entry). */
export const trainingTimeFields = {
  startTime: startTimeSchema.nullable().optional(),
  durationMinutes: trainingMinutesSchema.nullable().optional(),
};

/** Sets or clears an entry's time; null clears. */
export const trainingTimeSchema = z.object({
  startTime: startTimeSchema.nullable(),
  durationMinutes: trainingMinutesSchema.nullable(),
});
export type TrainingTime = z.infer<typeof trainingTimeSchema>;
