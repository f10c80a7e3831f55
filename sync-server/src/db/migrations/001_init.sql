-- Pitchside schema. Synced tables carry `version` (the server-wide change number of
-- their last write) so a pull can answer "what changed after N".

CREATE TABLE change_counter (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
INSERT INTO change_counter (id, value) VALUES (1, 0);

CREATE TABLE organizations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('united_fc', 'subscriber')),
  contact_email TEXT NOT NULL DEFAULT '',
  subscription_status TEXT NOT NULL DEFAULT 'active',
  has_united_fc_library_access INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX organizations_name ON organizations (name COLLATE NOCASE);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'org_admin', 'coach')),
  status TEXT NOT NULL CHECK (status IN ('active', 'pending', 'inactive')),
  flags TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  -- Bumped whenever role, organization or flags change: devices then reset their copy.
  scope_version INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX users_email ON users (email COLLATE NOCASE);
CREATE INDEX users_org ON users (organization_id);

CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE login_attempts (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  first_failure_at INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  display_order INTEGER NOT NULL DEFAULT 0,
  organization_id TEXT REFERENCES organizations (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX categories_version ON categories (version);

CREATE TABLE sub_categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  category_id TEXT NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  display_order INTEGER NOT NULL DEFAULT 0,
  organization_id TEXT REFERENCES organizations (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX sub_categories_version ON sub_categories (version);
CREATE INDEX sub_categories_category ON sub_categories (category_id);

CREATE TABLE sections (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  display_order INTEGER NOT NULL DEFAULT 0
);

-- List fields (coaching points, tips, troubleshooting, diagram) are JSON text.
CREATE TABLE activities (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  sub_category_name TEXT,
  ability_level TEXT NOT NULL,
  setup TEXT NOT NULL DEFAULT '',
  instructions TEXT NOT NULL DEFAULT '',
  coaching_points TEXT NOT NULL DEFAULT '[]',
  player_number_adaptations TEXT NOT NULL DEFAULT '[]',
  simplify_tips TEXT NOT NULL DEFAULT '[]',
  progress_tips TEXT NOT NULL DEFAULT '[]',
  variation_tips TEXT NOT NULL DEFAULT '[]',
  troubleshoot_tips TEXT NOT NULL DEFAULT '[]',
  troubleshooting TEXT NOT NULL DEFAULT '[]',
  diagram TEXT,
  diagram_url TEXT,
  organization_id TEXT REFERENCES organizations (id) ON DELETE CASCADE,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX activities_version ON activities (version);
CREATE INDEX activities_org ON activities (organization_id);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  focus TEXT NOT NULL DEFAULT '',
  ability_level TEXT NOT NULL,
  player_count INTEGER,
  duration INTEGER NOT NULL DEFAULT 0,
  space_available TEXT,
  activity_ids TEXT NOT NULL DEFAULT '[]',
  activity_durations TEXT NOT NULL DEFAULT '[]',
  notes TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1,
  current_activity_index INTEGER NOT NULL DEFAULT 0,
  saved_to_library INTEGER NOT NULL DEFAULT 1,
  status TEXT,
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX sessions_version ON sessions (version);
CREATE INDEX sessions_org ON sessions (organization_id);

CREATE TABLE coach_groups (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX coach_groups_version ON coach_groups (version);
CREATE INDEX coach_groups_org ON coach_groups (organization_id);

CREATE TABLE schedule_entries (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  day_of_week TEXT NOT NULL,
  group_id TEXT NOT NULL REFERENCES coach_groups (id) ON DELETE CASCADE,
  group_name TEXT NOT NULL,
  session_id TEXT REFERENCES sessions (id) ON DELETE SET NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX schedule_entries_version ON schedule_entries (version);
CREATE INDEX schedule_entries_org_date ON schedule_entries (organization_id, date);

-- A delete leaves a tombstone so devices learn about it on their next pull.
-- organization_id NULL: seen by every device (a global activity or category).
CREATE TABLE tombstones (
  version INTEGER PRIMARY KEY,
  table_name TEXT NOT NULL,
  row_id TEXT NOT NULL,
  organization_id TEXT,
  deleted_at TEXT NOT NULL
);

CREATE TABLE sync_clients (
  client_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_mutation_id INTEGER NOT NULL DEFAULT 0,
  -- What the device's copy was built for; a different scope answers `reset`.
  scope TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE sync_rejections (
  client_id TEXT NOT NULL REFERENCES sync_clients (client_id) ON DELETE CASCADE,
  mutation_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  code TEXT NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (client_id, mutation_id)
);

CREATE TABLE contact_requests (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('trial', 'sales')),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
