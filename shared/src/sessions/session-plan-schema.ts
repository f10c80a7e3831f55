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

/** How long a session's texts and lists may be: the API checks them on create and update, the editors before saving. */
export const SESSION_LIMITS = {
  titleLength: 200,
  descriptionLength: 5000,
  focusLength: 200,
  spaceLength: 200,
  notesLength: 20000,
  activities: 50,
} as const;

/** A plan's minutes, one per activity, as both create and update take them. */
export const activityDurationsSchema = z.array(activityMinutesSchema).max(SESSION_LIMITS.activities);

