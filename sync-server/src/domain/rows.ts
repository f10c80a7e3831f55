import {
  phasesFor,
  type AbilityLevel,
  type CoachGroup,
  type DayName,
  type ScheduleEntry,
  type Session,
  type SessionChanges,
  type SessionContent,
  type SessionPhase,
} from '@pitchside/shared';

/**
 * SQLite rows of sessions, coach groups and schedule entries, mapped to the shared entity
 * shapes. Activities and categories have their mappers beside their own domain modules.
 * List fields are stored as JSON text that only the server writes, so parsing trusts them.
 */

export type SessionRow = {
  id: string;
  organization_id: string;
  created_by: string | null;
  title: string;
  description: string;
  focus: string;
  ability_level: AbilityLevel;
  player_count: number | null;
  duration: number;
  space_available: string | null;
  activity_ids: string;
  activity_durations: string;
  activity_phases: string;
  notes: string;
  is_active: number;
  current_activity_index: number;
  saved_to_library: number;
  status: 'completed' | null;
  schedule_entry_id: string | null;
  group_name: string | null;
  completed_at: string | null;
  created_at: string;
  version: number;
  updated_at: string;
};

export function toSession(row: SessionRow): Session {
  const activityIds = JSON.parse(row.activity_ids) as string[];
  return {
    id: row.id,
    organizationId: row.organization_id,
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
    createdAt: row.created_at,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** The column of each session field the shared session rules write. */
const sessionColumnOf = {
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
} as const satisfies Record<keyof SessionContent | keyof SessionChanges, keyof SessionRow>;

export type SessionColumnValue = string | number | null;

/** The stored columns of session fields (lists as JSON text, flags as 0/1), the inverse of toSession. */
export function toSessionColumns(fields: SessionContent | SessionChanges): Record<string, SessionColumnValue> {
  const columns: Record<string, SessionColumnValue> = {};
  for (const [key, value] of Object.entries(fields) as [keyof typeof sessionColumnOf, unknown][]) {
    if (value === undefined) continue;
    columns[sessionColumnOf[key]] = Array.isArray(value) ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 1 : 0) : (value as SessionColumnValue);
  }
  return columns;
}

export type CoachGroupRow = {
  id: string;
  organization_id: string;
  name: string;
  version: number;
  updated_at: string;
};

export function toCoachGroup(row: CoachGroupRow): CoachGroup {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

export type ScheduleEntryRow = {
  id: string;
  organization_id: string;
  date: string;
  day_of_week: DayName;
  group_id: string;
  group_name: string;
  session_id: string | null;
  version: number;
  updated_at: string;
};

export function toScheduleEntry(row: ScheduleEntryRow): ScheduleEntry {
  return {
    id: row.id,
    organizationId: row.organization_id,
    date: row.date,
    dayOfWeek: row.day_of_week,
    groupId: row.group_id,
    groupName: row.group_name,
    sessionId: row.session_id,
    version: row.version,
    updatedAt: row.updated_at,
  };
}
