import { z } from 'zod';
import { clubRowSchema, idSchema, isoDateSchema, timestampSchema } from '../base-schema';
import { startTimeSchema } from '../schedule/training-time-schema';
import { gameFormats } from './formats';
import { rulePackIds } from './rule-packs';
import { matchEventSchema } from './match-log-schema';
import type { PlannedWindow } from './rotation-model';
import { startingPlacementSchema } from './starting-placement';

/** A match's synced rows (the fixture with its availability and plan; each event of its log) and the changes a device makes to them. */

export const homeAwaySchema = z.enum(['home', 'away']);
export const gameFormatSchema = z.enum(gameFormats);
export const rulePackIdSchema = z.enum(rulePackIds);

/** What the coach types for a fixture; format and periods start from the group's rule pack and may be changed per match. */
export const matchFixtureSchema = z.object({
  opponent: z.string().trim().min(1, 'Enter the opponent').max(80, 'The opponent is at most 80 characters'),
  date: isoDateSchema,
  kickOff: startTimeSchema.nullable(),
  homeAway: homeAwaySchema,
  venue: z.string().trim().max(120, 'The venue is at most 120 characters').default(''),
  format: gameFormatSchema,
  periods: z.number().int().min(1, 'At least 1 period').max(4, 'At most 4 periods'),
  periodMinutes: z
    .number({ error: 'Enter the minutes of a period' })
    .min(5, 'A period is at least 5 minutes')
    .max(45, 'A period is at most 45 minutes')
    .refine((m) => Number.isInteger(m * 2), 'Minutes in halves at most, like 12.5'),
  rulePack: rulePackIdSchema,
});
export type MatchFixture = z.infer<typeof matchFixtureSchema>;

export const availabilityStatusSchema = z.enum(['available', 'late', 'unavailable']);
export type AvailabilityStatus = z.infer<typeof availabilityStatusSchema>;

/** One player's answer for a match; a player not listed has not been marked (not available). */
export const playerAvailabilitySchema = z.object({
  playerId: idSchema,
  status: availabilityStatusSchema,
  reason: z.string().trim().max(200, 'The reason is at most 200 characters').nullable(),
});
export type PlayerAvailability = z.infer<typeof playerAvailabilitySchema>;

export const matchAvailabilitySchema = z
  .array(playerAvailabilitySchema)
  .max(60)
  .refine((list) => new Set(list.map((a) => a.playerId)).size === list.length, 'A player is marked twice');

const plannedWindowSchema = z.object({
  index: z.number().int().min(0),
  period: z.number().int().min(0),
  startMinute: z.number().min(0),
  minutes: z.number().min(0),
  keeper: idSchema.nullable(),
  onField: z.array(z.object({ playerId: idSchema, position: z.string().max(8) })).max(11),
  bench: z.array(idSchema).max(60),
  // `on` is empty where a player comes off and nobody replaces them (too few players).
  changes: z.array(z.object({ off: idSchema.nullable(), on: idSchema.or(z.literal('')), why: z.string().max(300) })).max(22),
  notes: z.array(z.string().max(300)).max(10),
}) satisfies z.ZodType<PlannedWindow>;

/** The rotation plan the coach accepted, as the live screen follows it. */
export const matchPlanSchema = z
  .object({
    formation: z.string().max(16),
    windowsPerPeriod: z.number().int().min(1).max(12),
    willingKeepers: z.array(idSchema).max(60),
    windows: z.array(plannedWindowSchema).min(1).max(48),
    minutes: z.record(z.string(), z.number().min(0)),
    guarantees: z.array(z.object({ id: z.string(), holds: z.boolean(), why: z.string() })).max(20),
    /** Where the coach placed the starters, as the first window plays them; absent when the planner chose. */
    startingPlacement: startingPlacementSchema.optional(),
  })
  // The coach's placement is the first window's: it names nobody the plan does not.
  .refine(
    (plan) => (plan.startingPlacement ?? []).every((p) => plan.windows[0]!.onField.some((q) => q.playerId === p.playerId && q.position === p.position)),
    { message: 'The starting placement differs from the first window', path: ['startingPlacement'] },
  );
export type MatchPlan = z.infer<typeof matchPlanSchema>;

export const matchSchema = clubRowSchema({
  groupId: idSchema,
  ...matchFixtureSchema.shape,
  venue: z.string(),
  availability: z.array(playerAvailabilitySchema),
  plan: matchPlanSchema.nullable(),
  createdAt: timestampSchema,
});
export type Match = z.infer<typeof matchSchema>;

/** One event of a match's log; its id is the event's, made on the device (time-ordered ids keep the order of logging). */
export const matchEventRowSchema = clubRowSchema({
  matchId: idSchema,
  event: matchEventSchema,
});
export type MatchEventRow = z.infer<typeof matchEventRowSchema>;

/** The named changes of a match (joined into mutationArgs). */
export const matchMutationArgs = {
  'match.create': matchFixtureSchema.extend({ id: idSchema, groupId: idSchema }),
  /** The whole fixture again (the form edits all of it). */
  'match.update': matchFixtureSchema.extend({ id: idSchema }),
  'match.delete': z.object({ id: idSchema }),
  /** Every player's answer at once: the last list replaces the one before. */
  'match.setAvailability': z.object({ id: idSchema, availability: matchAvailabilitySchema }),
  /** The plan the coach accepted; null clears it. */
  'match.setPlan': z.object({ id: idSchema, plan: matchPlanSchema.nullable() }),
  /** One event of the live log; logging the same event twice keeps one. */
  'match.logEvent': z.object({ matchId: idSchema, event: matchEventSchema.and(z.object({ id: idSchema })) }),
  /** Undo: removes one logged event. */
  'match.undoEvent': z.object({ id: idSchema }),
} as const;
