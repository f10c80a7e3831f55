import type {
  AttendanceTable,
  MatchEventsTable,
  MatchesTable,
  CategoriesTable,
  CoachGroupsTable,
  PlayersTable,
  ScheduleEntriesTable,
  SessionsTable,
  SubCategoriesTable,
} from '../db/tables';
import { storedRowCodec } from '../db/stored-row';
import {
  attendanceSchema,
  categorySchema,
  coachGroupSchema,
  matchEventRowSchema,
  matchSchema,
  phasesFor,
  playerSchema,
  scheduleEntrySchema,
  sessionSchema,
  subCategorySchema,
  type Attendance,
  type Match,
  type MatchEventRow,
  type Category,
  seasonPlanSchema,
  teamProfileSchema,
  type CoachGroup,
  type Player,
  type ScheduleEntry,
  type Session,
  type SessionChanges,
  type SessionContent,
  type SubCategory,
} from '@pitchside/shared';

/**
 * Stored rows of the synced tables and the shared entity shapes, each way, for the pull, the
 * REST answers and the push alike: every table by the one rule of db/stored-row.ts, from its
 * entity's schema. JSON columns hold text only the server writes, so reading trusts them.
 */

export type SessionRow = SessionsTable;

export const sessionRows = storedRowCodec<Session, SessionRow>(sessionSchema, {
  // Sessions stored before phases were kept read as the phases their activities take.
  activityPhases: (phases, session) => phasesFor(session.activityIds, phases),
});
export const coachGroupRows = storedRowCodec<CoachGroup, CoachGroupsTable>(coachGroupSchema, {
  // A profile stored before a field of it existed reads with that field's default.
  profile: (profile) => teamProfileSchema.parse(profile),
  seasonPlan: (plan) => (plan === null ? null : seasonPlanSchema.parse(plan)),
});
export const scheduleEntryRows = storedRowCodec<ScheduleEntry, ScheduleEntriesTable>(scheduleEntrySchema);
export const categoryRows = storedRowCodec<Category, CategoriesTable>(categorySchema);
export const subCategoryRows = storedRowCodec<SubCategory, SubCategoriesTable>(subCategorySchema);
export const playerRows = storedRowCodec<Player, PlayersTable>(playerSchema);
export const attendanceRows = storedRowCodec<Attendance, AttendanceTable>(attendanceSchema);
export const matchRows = storedRowCodec<Match, MatchesTable>(matchSchema);
export const matchEventRows = storedRowCodec<MatchEventRow, MatchEventsTable>(matchEventRowSchema);

export const toSession = sessionRows.toEntity;
export const toCoachGroup = coachGroupRows.toEntity;
export const toScheduleEntry = scheduleEntryRows.toEntity;
export const toCategory = categoryRows.toEntity;
export const toSubCategory = subCategoryRows.toEntity;
export const toPlayer = playerRows.toEntity;
export const toAttendance = attendanceRows.toEntity;
export const toMatch = matchRows.toEntity;
export const toMatchEvent = matchEventRows.toEntity;

/** The run record of a copy: which schedule entry it ran for, and that entry's group. */
export type RunOf = { scheduleEntryId: string; groupName: string };

/** The bookkeeping of a new session: who made it, when, and for a copy run from the schedule, which entry. */
export type NewSessionMeta = {
  id: string;
  organizationId: string;
  createdBy: string | null;
  /** ISO time of creation, also its first update. */
  at: string;
  version: number;
  runOf?: RunOf;
};

/**
 * The stored row of a new session: its content as the shared session rules made it
 * (newSessionContent) plus the bookkeeping every new session starts with. The domain, the
 * demo seed and the test fixtures all write new sessions through it.
 */
export function newSessionRow(content: SessionContent, meta: NewSessionMeta): SessionRow {
  return sessionRows.toRow({
    id: meta.id,
    organizationId: meta.organizationId,
    createdBy: meta.createdBy,
    status: null,
    scheduleEntryId: meta.runOf?.scheduleEntryId ?? null,
    groupName: meta.runOf?.groupName ?? null,
    completedAt: null,
    createdAt: meta.at,
    version: meta.version,
    updatedAt: meta.at,
    ...content,
  });
}

/** The session fields the shared session rules write: a change sets these, never a session's bookkeeping. */
export const sessionRuleFields = Object.keys({
  title: true,
  description: true,
  focus: true,
  abilityLevel: true,
  playerCount: true,
  duration: true,
  spaceAvailable: true,
  activityIds: true,
  activityDurations: true,
  activityPhases: true,
  notes: true,
  isActive: true,
  currentActivityIndex: true,
  savedToLibrary: true,
  status: true,
  completedAt: true,
  groupId: true,
} satisfies Record<keyof SessionContent | keyof SessionChanges, true>) as (keyof SessionContent | keyof SessionChanges)[];

/** The stored columns of session fields (lists as JSON text, flags as 0/1), the inverse of toSession. */
export const toSessionColumns = (fields: Partial<Session>): Partial<SessionRow> => sessionRows.toColumns(fields);

export type CoachGroupRow = CoachGroupsTable;
export type ScheduleEntryRow = ScheduleEntriesTable;
