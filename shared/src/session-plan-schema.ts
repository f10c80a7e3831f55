import { z } from 'zod';
import { ACTIVITY_MINUTES_STEP, MAX_ACTIVITY_MINUTES, MIN_ACTIVITY_MINUTES, sessionPhases } from './session-plan';

/** A plan's phases and minutes as schemas, apart from the plan's rules (session-plan.ts), which need none. */

export const sessionPhaseSchema = z.enum(sessionPhases);
export type SessionPhase = z.infer<typeof sessionPhaseSchema>;

const minutesMessage = 'Activity durations must be 5 to 60 minutes in steps of 5';
export const activityMinutesSchema = z
  .number({ error: minutesMessage })
  .int(minutesMessage)
  .min(MIN_ACTIVITY_MINUTES, minutesMessage)
  .max(MAX_ACTIVITY_MINUTES, minutesMessage)
  .multipleOf(ACTIVITY_MINUTES_STEP, minutesMessage);
