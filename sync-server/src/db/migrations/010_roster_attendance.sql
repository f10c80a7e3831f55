-- The players of each coach group, and the register of each run.
CREATE TABLE players (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES coach_groups (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  shirt_number INTEGER,
  position TEXT,
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX players_org_version ON players (organization_id, version);
CREATE INDEX players_group ON players (group_id);

-- One register per run: its id is the run's session id. No foreign keys to the session or
-- the group: the season count keeps a register as the history keeps its run.
CREATE TABLE attendance (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL,
  present_player_ids TEXT NOT NULL,
  taken_at TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX attendance_org_version ON attendance (organization_id, version);
CREATE INDEX attendance_group ON attendance (group_id);
