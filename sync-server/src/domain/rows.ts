import {
  phasesFor,
  type AbilityLevel,
  type CoachGroup,
  type DayName,
  type ScheduleEntry,
  type Session,
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
