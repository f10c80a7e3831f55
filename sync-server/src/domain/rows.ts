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
import {
  phasesFor,
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
  type SessionPhase,
  type SubCategory,
} from '@pitchside/shared';

/**
 * Stored rows of the synced tables mapped to the shared entity shapes, for the pull and the
 * REST answers alike (activities have theirs in activity-rows.ts, with their JSON columns).
 * List fields are stored as JSON text that only the server writes, so parsing trusts them.
 */

/**
 * An entity: the fields every synced row carries (its id, its club, the scope of its
 * version, its version and last update) first, then the table's own fields `own`. The
 * table's fields are spread into the literal last: the shared fields spread first and a
 * table's fields listed after them made V8 build every entity property by property, many
 * times slower, for every row a pull or a push maps.
 */
export function withSyncedFields<Org extends string | null, Own extends object>(
  row: { id: string; organization_id: Org; version: number; updated_at: string },
  own: Own,
) {
  return { id: row.id, organizationId: row.organization_id, version: row.version, updatedAt: row.updated_at, ...own };
}

export type SessionRow = SessionsTable;

export function toSession(row: SessionRow): Session {
  const activityIds = JSON.parse(row.activity_ids) as string[];
  return withSyncedFields(row, {
    createdBy: row.created_by,
    title: row.title,
    description: row.description,
    focus: row.focus,
    abilityLevel: row.ability_level,
    playerCount: row.player_count,
    duration: row.duration,
    spaceAvailable: row.space_available,
    activityIds,
    activityDurations: JSON.parse(row.activity_durations) as number[],
    activityPhases: phasesFor(activityIds, JSON.parse(row.activity_phases) as SessionPhase[]),
    notes: row.notes,
    isActive: row.is_active === 1,
    currentActivityIndex: row.current_activity_index,
    savedToLibrary: row.saved_to_library === 1,
    status: row.status,
    scheduleEntryId: row.schedule_entry_id,
    groupName: row.group_name,
    completedAt: row.completed_at,
    groupId: row.group_id,
    createdAt: row.created_at,
  });
}

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
  // The content's columns spread last, for the reason withSyncedFields gives (content has no status or completion).
  return {
    id: meta.id,
    organization_id: meta.organizationId,
    created_by: meta.createdBy,
    status: null,
    schedule_entry_id: meta.runOf?.scheduleEntryId ?? null,
    group_name: meta.runOf?.groupName ?? null,
    completed_at: null,
    created_at: meta.at,
    version: meta.version,
    updated_at: meta.at,
    ...toSessionColumns(content),
  };
}

/** The column of each session field the shared session rules write. */
export const sessionColumnOf = {
  title: 'title',
  description: 'description',
  focus: 'focus',
  abilityLevel: 'ability_level',
  playerCount: 'player_count',
  duration: 'duration',
  spaceAvailable: 'space_available',
  activityIds: 'activity_ids',
  activityDurations: 'activity_durations',
  activityPhases: 'activity_phases',
  notes: 'notes',
  isActive: 'is_active',
  currentActivityIndex: 'current_activity_index',
  savedToLibrary: 'saved_to_library',
  status: 'status',
  completedAt: 'completed_at',
  groupId: 'group_id',
} as const satisfies Record<keyof SessionContent | keyof SessionChanges, keyof SessionRow>;

type SessionColumnOf = typeof sessionColumnOf;

/** The stored columns of some session fields, each with its column's type (optional fields stay optional). */
export type SessionColumns<Fields> = {
  [K in keyof Fields & keyof SessionColumnOf as SessionColumnOf[K]]: SessionRow[SessionColumnOf[K]];
};

/** The stored columns of session fields (lists as JSON text, flags as 0/1), the inverse of toSession. */
export function toSessionColumns<Fields extends SessionContent | SessionChanges>(fields: Fields): SessionColumns<Fields> {
  const columns: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(fields) as [keyof SessionColumnOf, unknown][]) {
    if (value === undefined) continue;
    columns[sessionColumnOf[key]] = Array.isArray(value) ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 1 : 0) : (value as string | number | null);
  }
  return columns as SessionColumns<Fields>;
}

export type CoachGroupRow = CoachGroupsTable;

export function toCoachGroup(row: CoachGroupRow): CoachGroup {
  return withSyncedFields(row, {
    name: row.name,
    coachIds: JSON.parse(row.coach_ids) as string[],
    profile: teamProfileSchema.parse(JSON.parse(row.profile)),
    seasonPlan: row.season_plan === null ? null : seasonPlanSchema.parse(JSON.parse(row.season_plan)),
  });
}

export type ScheduleEntryRow = ScheduleEntriesTable;

export function toScheduleEntry(row: ScheduleEntryRow): ScheduleEntry {
  return withSyncedFields(row, {
    date: row.date,
    dayOfWeek: row.day_of_week,
    groupId: row.group_id,
    groupName: row.group_name,
    sessionId: row.session_id,
    startTime: row.start_time,
    durationMinutes: row.duration_minutes,
  });
}

export function toCategory(row: CategoriesTable): Category {
  return withSyncedFields(row, {
    name: row.name,
    description: row.description,
    displayOrder: row.display_order,
  });
}

export function toSubCategory(row: SubCategoriesTable): SubCategory {
  return { ...toCategory(row), categoryId: row.category_id };
}

export function toPlayer(row: PlayersTable): Player {
  return withSyncedFields(row, {
    groupId: row.group_id,
    name: row.name,
    shirtNumber: row.shirt_number,
    position: row.position,
    createdAt: row.created_at,
  });
}

export function toAttendance(row: AttendanceTable): Attendance {
  return withSyncedFields(row, {
    groupId: row.group_id,
    presentPlayerIds: JSON.parse(row.present_player_ids) as string[],
    takenAt: row.taken_at,
  });
}

export function toMatch(row: MatchesTable): Match {
  return withSyncedFields(row, {
    groupId: row.group_id,
    opponent: row.opponent,
    date: row.date,
    kickOff: row.kick_off,
    homeAway: row.home_away,
    venue: row.venue,
    format: row.format,
    periods: Number(row.periods),
    periodMinutes: Number(row.period_minutes),
    rulePack: row.rule_pack,
    availability: JSON.parse(row.availability) as Match['availability'],
    plan: row.plan === null ? null : (JSON.parse(row.plan) as Match['plan']),
    createdAt: row.created_at,
  });
}

export function toMatchEvent(row: MatchEventsTable): MatchEventRow {
  return withSyncedFields(row, { matchId: row.match_id, event: JSON.parse(row.event) as MatchEventRow['event'] });
}
