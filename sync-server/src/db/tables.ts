import type { SyncedSqlTableName } from '@pitchside/shared';
import type { Activity, Attendance, Category, CoachGroup, Match, MatchEventRow, Player, ScheduleEntry, Session } from '@pitchside/shared';
import type { OrganizationType, Role, SubscriptionStatus, UserStatus } from '@pitchside/shared';
import type { StoredRow } from './stored-row';

/**
 * The tables as both engines hold them (migrations in db/migrations). Booleans are stored
 * as 0/1 integers and lists as JSON text on both, so a row reads the same from SQLite and
 * PostgreSQL. Every synced table carries organization_id (null: global to every club), the
 * key a sharded PostgreSQL (Citus) would distribute by. A synced table's row type comes from
 * its entity's shared schema (StoredRow, db/stored-row.ts), naming its JSON columns.
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

export type CategoriesTable = StoredRow<Category>;

export type SubCategoriesTable = CategoriesTable & { category_id: string };

export type SectionsTable = { id: string; name: string; description: string; display_order: number };

export type ActivitiesTable = StoredRow<
  Activity,
  'coachingPoints' | 'playerNumberAdaptations' | 'simplifyTips' | 'progressTips' | 'variationTips' | 'troubleshootTips' | 'troubleshooting' | 'diagram' | 'profile'
>;

export type SessionsTable = StoredRow<Session, 'activityIds' | 'activityDurations' | 'activityPhases'>;

export type CoachGroupsTable = StoredRow<CoachGroup, 'coachIds' | 'profile' | 'seasonPlan'>;

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

export type ScheduleEntriesTable = StoredRow<ScheduleEntry>;

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

export type PlayersTable = StoredRow<Player>;

export type AttendanceTable = StoredRow<Attendance, 'presentPlayerIds'>;

export type MatchesTable = StoredRow<Match, 'availability' | 'plan'>;

export type MatchEventsTable = StoredRow<MatchEventRow, 'event'>;

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
