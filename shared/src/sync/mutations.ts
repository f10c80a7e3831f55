import { z } from 'zod';
import {
  idSchema,
  syncedTables,
} from '../entities';
import { syncedTableNames, type SyncedTableName } from './registry';
import { diagramSchema } from '../diagram/schema';
import {
  activityInputSchema,
  createActivityInputSchema,
  groupCoachesInputSchema,
  playerInputSchema,
  scheduleAssignRequestSchema,
  scheduleDateRequestSchema,
  scheduleRangeRequestSchema,
  scheduleRunRequestSchema,
  sessionInputSchema,
  sessionUpdateSchema,
} from '../api';
import { trainingTimeSchema } from '../schedule/training-time-schema';
import { teamProfileSchema } from '../teams/team-profile-schema';
import { planWeekInputSchema } from '../schedule/curriculum';
import { matchMutationArgs } from '../match/match-schema';

/**
 * The named mutations a device may queue offline (docs/architecture.md "Offline data flow and the sync protocol").
 * The device applies them locally and queues them; the server runs the same intent
 * through the same domain functions its REST routes use.
 * Ids of new records are made on the device so that references stay valid after sync.
 */
export const mutationArgs = {
  'session.create': sessionInputSchema.extend({ id: idSchema }),
  'session.update': z.object({ id: idSchema, patch: sessionUpdateSchema }),
  /** Appends a line to a session's notes (adaptations applied during a run-through). */
  'session.appendNote': z.object({ id: idSchema, note: z.string().trim().min(1).max(5000) }),
  'session.delete': z.object({ id: idSchema }),
  'schedule.date': scheduleDateRequestSchema.extend({ id: idSchema }),
  /** One entry per date of datesInRange(startDate, endDate, daysOfWeek), with the ids in that order. */
  'schedule.range': scheduleRangeRequestSchema.extend({ ids: z.array(idSchema).max(400) }),
  'scheduleEntry.delete': z.object({ id: idSchema }),
  /**
   * Runs a scheduled session as a copy (never the library session itself): `id` is the copy's,
   * the rest is the session as the device ran it, so an offline run keeps what the coach saw.
   */
  'scheduleEntry.run': scheduleRunRequestSchema.extend({ id: idSchema }),
  /** Gives a TBD entry (or any entry) a library session. */
  'scheduleEntry.assign': scheduleAssignRequestSchema.extend({ id: idSchema }),
  /** Sets (or clears, with nulls) when an entry trains. */
  'scheduleEntry.setTime': trainingTimeSchema.extend({ id: idSchema }),
  /** An org admin sets who coaches a group (works offline like the rest of the club's data). */
  'coachGroup.setCoaches': groupCoachesInputSchema.extend({ id: idSchema }),
  /** Those who keep a group's roster set its team profile (the whole profile each time). */
  'coachGroup.setProfile': z.object({ id: idSchema, profile: teamProfileSchema }),
  /** One week of a group's season plan rewritten by those who plan its sessions. */
  'coachGroup.setPlanWeek': planWeekInputSchema.extend({ id: idSchema }),
  'player.create': playerInputSchema.extend({ id: idSchema, groupId: idSchema }),
  /** Sends the whole player (name, shirt number, position): the form edits all three. */
  'player.update': playerInputSchema.extend({ id: idSchema }),
  'player.delete': z.object({ id: idSchema }),
  /**
   * The register of a run (`sessionId`), taken for one coach group. Sent again when the
   * coach changes a tick: the last register replaces the one before.
   */
  'session.attendance': z.object({
    sessionId: idSchema,
    groupId: idSchema,
    presentPlayerIds: z.array(idSchema).max(100).refine((ids) => new Set(ids).size === ids.length, 'A player is ticked twice'),
  }),
  /**
   * An activity without an uploaded picture (a drawn one, or a copy of a library drill), made
   * offline like any other change; only an image upload needs the REST form and a connection.
   */
  'activity.create': createActivityInputSchema.extend({ id: idSchema, diagram: diagramSchema.nullable().default(null) }),
  /** The whole form again; `diagram` left out keeps the drawn diagram, null removes it. */
  'activity.update': activityInputSchema.extend({ id: idSchema, diagram: diagramSchema.nullable().optional() }),
  ...matchMutationArgs,
} as const;

export type MutationName = keyof typeof mutationArgs;

/** What each change is called where a user sees it (the list of refused changes). */
export const mutationLabels: Record<MutationName, string> = {
  'session.create': 'Save a session',
  'session.update': 'Update a session',
  'session.appendNote': 'Record an adaptation in session notes',
  'session.delete': 'Delete a session',
  'schedule.date': 'Schedule a session for a date',
  'schedule.range': 'Schedule a session for a week',
  'scheduleEntry.delete': 'Remove a scheduled session',
  'scheduleEntry.run': 'Run a scheduled session',
  'scheduleEntry.assign': 'Choose a session for a scheduled day',
  'scheduleEntry.setTime': 'Set the training time',
  'coachGroup.setCoaches': "Assign a group's coaches",
  'coachGroup.setProfile': "Set a team's profile",
  'coachGroup.setPlanWeek': "Change a week of a team's season plan",
  'player.create': 'Add a player',
  'player.update': 'Edit a player',
  'player.delete': 'Remove a player',
  'session.attendance': 'Record attendance',
  'activity.create': 'Create an activity',
  'activity.update': 'Edit an activity',
  'match.create': 'Add a fixture',
  'match.update': 'Edit a fixture',
  'match.delete': 'Remove a fixture',
  'match.setAvailability': 'Mark who is available',
  'match.setPlan': 'Save the lineup',
  'match.logEvent': 'Log a match event',
  'match.undoEvent': 'Undo a match event',
};

export function describeMutation(name: string): string {
  return (mutationLabels as Record<string, string>)[name] ?? name;
}
export const mutationNames = Object.keys(mutationArgs) as MutationName[];
export type MutationArgs<N extends MutationName> = z.infer<(typeof mutationArgs)[N]>;

export const mutationSchema = z.object({
  mutationId: z.number().int().positive(),
  name: z.string(),
  args: z.unknown(),
  createdAt: z.string(),
});
export type PushedMutation = z.infer<typeof mutationSchema>;

export const SCHEMA_VERSION = 1;

export const pushRequestSchema = z.object({
  clientId: z.string().min(8).max(64),
  schemaVersion: z.number().int(),
  mutations: z.array(mutationSchema).max(1000),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const rejectionSchema = z.object({
  mutationId: z.number().int(),
  name: z.string(),
  code: z.string(),
  reason: z.string(),
});
export type Rejection = z.infer<typeof rejectionSchema>;

export const pushResponseSchema = z.object({
  lastMutationId: z.number().int(),
  /** Mutations of this push that were refused permanently, with why. */
  rejected: z.array(rejectionSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const pullQuerySchema = z.object({
  /** What the last pull answered ('0' or nothing from a device that has no copy yet). */
  cursor: z.string().max(64).default('0'),
  clientId: z.string().min(8).max(64),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

const changesShape = Object.fromEntries(
  Object.entries(syncedTables).map(([name, schema]) => [name, z.array(schema).optional()]),
) as { [K in SyncedTableName]: z.ZodOptional<z.ZodArray<(typeof syncedTables)[K]>> };

export const pullResponseSchema = z.object({
  /** True when the device must clear its synced tables and pull from zero. */
  reset: z.boolean(),
  /** Opaque to the device: sent back as is on the next pull. */
  cursor: z.string(),
  more: z.boolean(),
  lastMutationId: z.number().int(),
  changes: z.object(changesShape),
  deletes: z.array(z.object({ table: z.enum(syncedTableNames as [SyncedTableName, ...SyncedTableName[]]), id: z.string() })),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
