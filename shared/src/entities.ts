import { z } from 'zod';
import type { SyncedTableName } from './sync/registry';
import { startTimeSchema, trainingMinutesSchema } from './schedule/training-time-schema';
import {
  abilityLevelSchema,
  dayNameSchema,
  organizationTypeSchema,
  subscriptionStatusSchema,
} from './drills/vocabulary-schema';
import { diagramSchema } from './diagram/schema';
import { sessionPhaseSchema } from './sessions/session-plan-schema';
import { partialDrillProfileSchema } from './drills/drill-profile-schema';
import { emptyTeamProfile } from './teams/team-profile';
import { teamProfileSchema } from './teams/team-profile-schema';
import { seasonPlanSchema } from './schedule/season-plan';
import { clubRowSchema, idSchema, isoDateSchema, timestampSchema, syncedFields } from './base-schema';
import { matchEventRowSchema, matchSchema } from './match/match-schema';

/** Entities of section 3 of both spec documents. Ids are UUID strings (docs/architecture.md "Data and ids"). */

export { idSchema, isoDateSchema, timestampSchema, syncedFields } from './base-schema';

export { userFlagsSchema, noFlags, userSchema, currentUserSchema, type UserFlags, type User, type CurrentUser } from './accounts/user-schema';

export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: organizationTypeSchema,
  contactEmail: z.string(),
  subscriptionStatus: subscriptionStatusSchema,
  hasUnitedFcLibraryAccess: z.boolean(),
  /** Whether coaches see every coach group of the club, or only the ones they coach (absent: yes). */
  coachesSeeAllGroups: z.boolean().optional(),
  createdAt: timestampSchema,
  /** When a super admin closed the club (absent: open); its data goes for good 30 days later. */
  closedAt: timestampSchema.optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
  organizationId: idSchema.nullable(),
  ...syncedFields,
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = categorySchema.extend({ categoryId: idSchema });
export type SubCategory = z.infer<typeof subCategorySchema>;

export const sectionSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
});
export type Section = z.infer<typeof sectionSchema>;

export const troubleshootingEntrySchema = z.object({
  problem: z.string().min(1),
  solution: z.string().min(1),
  coachingTip: z.string().min(1),
});
export type TroubleshootingEntry = z.infer<typeof troubleshootingEntrySchema>;

/** An activity's lists of short texts, entered item by item, in the order the form shows them. */
export const activityTipListKeys = [
  'coachingPoints',
  'playerNumberAdaptations',
  'simplifyTips',
  'progressTips',
  'variationTips',
  'troubleshootTips',
] as const;
export type ActivityTipListKey = (typeof activityTipListKeys)[number];
/** The tip lists as schema fields, for every object that carries them. */
export const activityTipListShape = Object.fromEntries(activityTipListKeys.map((key) => [key, z.array(z.string())])) as {
  [K in ActivityTipListKey]: z.ZodArray<z.ZodString>;
};

export const activitySchema = z.object({
  id: idSchema,
  title: z.string(),
  /** A sub-category name, or 'category:' + a category name for an 'All' choice. */
  category: z.string(),
  subCategoryName: z.string().nullable(),
  abilityLevel: abilityLevelSchema,
  setup: z.string(),
  instructions: z.string(),
  ...activityTipListShape,
  troubleshooting: z.array(troubleshootingEntrySchema),
  diagram: diagramSchema.nullable(),
  diagramUrl: z.string().nullable(),
  /** Structured drill facts (age bands, players, area, kit...); a club may give only some of them, or none (null). */
  profile: partialDrillProfileSchema.nullable(),
  organizationId: idSchema.nullable(),
  createdBy: idSchema.nullable(),
  createdAt: timestampSchema,
  ...syncedFields,
});
export type Activity = z.infer<typeof activitySchema>;

export const sessionStatusSchema = z.enum(['completed']).nullable();

export const sessionSchema = clubRowSchema({
  createdBy: idSchema.nullable(),
  title: z.string(),
  description: z.string(),
  focus: z.string(),
  abilityLevel: abilityLevelSchema,
  playerCount: z.number().int().nullable(),
  duration: z.number().int().nonnegative(),
  spaceAvailable: z.string().nullable(),
  activityIds: z.array(idSchema),
  activityDurations: z.array(z.number().int()),
  /** Warm-up, Main or Game per activity, parallel to activityIds. */
  activityPhases: z.array(sessionPhaseSchema),
  notes: z.string(),
  isActive: z.boolean(),
  currentActivityIndex: z.number().int().nonnegative(),
  savedToLibrary: z.boolean(),
  status: sessionStatusSchema,
  /** The schedule entry a run copy was started from (null for library sessions and library runs). */
  scheduleEntryId: idSchema.nullable(),
  /** The entry's group when the run started, kept so the history still names it after the entry goes. */
  groupName: z.string().nullable(),
  /** When the run was finished (status completed); null while it is not. */
  completedAt: timestampSchema.nullable(),
  /**
   * The coach group it was planned for, so scheduling it on any device offers that group;
   * null when planned for none, or the group is not the club's (a session from before reads as none).
   */
  groupId: idSchema.nullable().default(null),
  createdAt: timestampSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const coachGroupSchema = clubRowSchema({
  name: z.string(),
  /** The coaches an org admin assigned to the group (their "My teams"). */
  coachIds: z.array(idSchema),
  /** Who the players are and how they play; a group from before profiles reads as unset. */
  profile: teamProfileSchema.default(emptyTeamProfile),
  /** The group's season curriculum, week by week; null until a template is applied. */
  seasonPlan: seasonPlanSchema.nullable().default(null),
});
export type CoachGroup = z.infer<typeof coachGroupSchema>;

export const scheduleEntrySchema = clubRowSchema({
  date: isoDateSchema,
  dayOfWeek: dayNameSchema,
  groupId: idSchema,
  groupName: z.string(),
  /** Null when the session was deleted or not yet chosen: shown as TBD. */
  sessionId: idSchema.nullable(),
  /** HH:MM on the club's clock; null: the day only. */
  startTime: startTimeSchema.nullable(),
  durationMinutes: trainingMinutesSchema.nullable(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** Roster positions, short on purpose: the coach ticks attendance from them at the pitch. */
export const playerPositionSchema = z.enum(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']);
export type PlayerPosition = z.infer<typeof playerPositionSchema>;
export const playerPositions = playerPositionSchema.options;

/** A player on a coach group's roster. */
export const playerSchema = clubRowSchema({
  groupId: idSchema,
  name: z.string(),
  shirtNumber: z.number().int().min(1).max(99).nullable(),
  position: playerPositionSchema.nullable(),
  createdAt: timestampSchema,
});
export type Player = z.infer<typeof playerSchema>;

/**
 * Who was there for one run: one register per run, so its id is the run's session id.
 * Players deleted from the roster later stay listed here (the season count skips them).
 */
export const attendanceSchema = clubRowSchema({
  groupId: idSchema,
  presentPlayerIds: z.array(idSchema),
  takenAt: timestampSchema,
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** The row schema of each synced table (sync/registry.ts describes the rest of each). */
export const syncedTables = {
  activities: activitySchema,
  categories: categorySchema,
  subCategories: subCategorySchema,
  sessions: sessionSchema,
  coachGroups: coachGroupSchema,
  scheduleEntries: scheduleEntrySchema,
  players: playerSchema,
  attendance: attendanceSchema,
  matches: matchSchema,
  matchEvents: matchEventRowSchema,
} as const satisfies { [T in SyncedTableName]: z.ZodType<{ id: string; version: number }> };
export type SyncedRow<T extends SyncedTableName> = z.infer<(typeof syncedTables)[T]>;
