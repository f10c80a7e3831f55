import type { SyncedSqlTableName } from '@pitchside/shared';
import type { GameFormat, RulePackId } from '@pitchside/shared';
import type { AbilityLevel, DayName, OrganizationType, PlayerPosition, Role, SubscriptionStatus, UserStatus } from '@pitchside/shared';

/**
 * The tables as both engines hold them (migrations in db/migrations). Booleans are stored
 * as 0/1 integers and lists as JSON text on both, so a row reads the same from SQLite and
 * PostgreSQL. Every synced table carries organization_id (null: global to every club), the
 * key a sharded PostgreSQL (Citus) would distribute by.
 */

/** A version counter per scope: an organization's id, or '' for the rows every club shares. */
export type VersionCountersTable = { scope: string; value: number };

export type OrganizationsTable = {
  id: string;
  name: string;
  type: OrganizationType;
  contact_email: string;
  subscription_status: SubscriptionStatus;
  has_united_fc_library_access: number;
  /** Whether coaches see every group of the club (1) or only those they coach (0). */
  coaches_see_all_groups: number;
  created_at: string;
  /** When a super admin closed the club; null while open. */
  closed_at: string | null;
};

export type UsersTable = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  organization_id: string;
  role: Role;
  status: UserStatus;
  flags: string;
  created_at: string;
  scope_version: number;
};

export type AuthTokensTable = { token_hash: string; user_id: string; created_at: string; last_used_at: string };

export type LoginAttemptsTable = { key: string; failures: number; first_failure_at: number; locked_until: number };

export type CategoriesTable = {
  id: string;
  name: string;
  description: string;
  display_order: number;
  organization_id: string | null;
  version: number;
  updated_at: string;
};

export type SubCategoriesTable = CategoriesTable & { category_id: string };

export type SectionsTable = { id: string; name: string; description: string; display_order: number };

export type ActivitiesTable = {
  id: string;
  title: string;
  category: string;
  sub_category_name: string | null;
  ability_level: AbilityLevel;
  setup: string;
  instructions: string;
  coaching_points: string;
  player_number_adaptations: string;
  simplify_tips: string;
  progress_tips: string;
  variation_tips: string;
  troubleshoot_tips: string;
  troubleshooting: string;
  diagram: string | null;
  diagram_url: string | null;
  profile: string | null;
  organization_id: string | null;
  created_by: string | null;
  created_at: string;
  version: number;
  updated_at: string;
};

export type SessionsTable = {
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
  group_id: string | null;
  created_at: string;
  version: number;
  updated_at: string;
};

export type CoachGroupsTable = {
  id: string;
  organization_id: string;
  name: string;
  /** JSON array of the user ids of the group's coaches. */
  coach_ids: string;
  /** JSON of the team profile (shared/src/teams/team-profile.ts). */
  profile: string;
  /** JSON of the season plan (shared/src/schedule/season-plan.ts); null before a template is applied. */
  season_plan: string | null;
  version: number;
  updated_at: string;
};

/** An org admin's curriculum template; `blocks` is JSON (shared/src/schedule/season-plan.ts). */
export type CurriculumTemplatesTable = {
  id: string;
  organization_id: string;
  name: string;
  age_band: string;
  blocks: string;
  created_at: string;
  updated_at: string;
};

export type ScheduleEntriesTable = {
  id: string;
  organization_id: string;
  date: string;
  day_of_week: DayName;
  group_id: string;
  group_name: string;
  session_id: string | null;
  start_time: string | null;
  duration_minutes: number | null;
  version: number;
  updated_at: string;
};

export type CalendarFeedsTable = {
  group_id: string;
  organization_id: string;
  token_hash: string;
  created_by: string;
  created_at: string;
};

export type SessionSharesTable = {
  session_id: string;
  organization_id: string;
  token_hash: string;
  created_by: string;
  created_at: string;
};

export type PlayersTable = {
  id: string;
  organization_id: string;
  group_id: string;
  name: string;
  shirt_number: number | null;
  position: PlayerPosition | null;
  created_at: string;
  version: number;
  updated_at: string;
};

export type AttendanceTable = {
  id: string;
  organization_id: string;
  group_id: string;
  present_player_ids: string;
  taken_at: string;
  version: number;
  updated_at: string;
};

export type MatchesTable = {
  id: string;
  organization_id: string;
  group_id: string;
  opponent: string;
  date: string;
  kick_off: string | null;
  home_away: 'home' | 'away';
  venue: string;
  format: GameFormat;
  periods: number;
  period_minutes: number;
  rule_pack: RulePackId;
  /** JSON: PlayerAvailability[]. */
  availability: string;
  /** JSON: MatchPlan, or null. */
  plan: string | null;
  created_at: string;
  version: number;
  updated_at: string;
};

export type MatchEventsTable = {
  id: string;
  organization_id: string;
  match_id: string;
  /** JSON: MatchEvent. */
  event: string;
  version: number;
  updated_at: string;
};

export type MatchSharesTable = {
  match_id: string;
  organization_id: string;
  token_hash: string;
  created_by: string;
  created_at: string;
};

export type TombstonesTable = {
  version: number;
  table_name: string;
  row_id: string;
  organization_id: string | null;
  deleted_at: string;
};

export type SyncClientsTable = {
  client_id: string;
  user_id: string;
  last_mutation_id: number;
  scope: string | null;
  updated_at: string;
};

export type SyncRejectionsTable = {
  client_id: string;
  mutation_id: number;
  name: string;
  code: string;
  reason: string;
  created_at: string;
};

export type ContactRequestsTable = { id: string; kind: 'trial' | 'sales'; payload: string; created_at: string };

export type SeededDrillsTable = { title: string; seeded_at: string; content_hash: string | null };

export type SeedMarksTable = { name: string; done_at: string };

export type SchemaMigrationsTable = { name: string; applied_at: string };

export type Tables = {
  version_counters: VersionCountersTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  login_attempts: LoginAttemptsTable;
  categories: CategoriesTable;
  sub_categories: SubCategoriesTable;
  sections: SectionsTable;
  activities: ActivitiesTable;
  sessions: SessionsTable;
  coach_groups: CoachGroupsTable;
  curriculum_templates: CurriculumTemplatesTable;
  schedule_entries: ScheduleEntriesTable;
  calendar_feeds: CalendarFeedsTable;
  session_shares: SessionSharesTable;
  players: PlayersTable;
  attendance: AttendanceTable;
  matches: MatchesTable;
  match_events: MatchEventsTable;
  match_shares: MatchSharesTable;
  tombstones: TombstonesTable;
  sync_clients: SyncClientsTable;
  sync_rejections: SyncRejectionsTable;
  contact_requests: ContactRequestsTable;
  seeded_drills: SeededDrillsTable;
  seed_marks: SeedMarksTable;
  schema_migrations: SchemaMigrationsTable;
};

/** The tables devices hold a copy of (each has id, organization_id and version), as the synced-entity registry names them. */
export type SyncedSqlTable = SyncedSqlTableName;

/** Compiles only while every SQL table the registry names has a row type here. */
export type RegistryTablesExist = SyncedSqlTable extends keyof Tables ? true : never;
true satisfies RegistryTablesExist;
