-- Versions are numbered per scope instead of server-wide: one counter per club
-- (organization_id) and one, scope '', for the rows every club shares (organization_id
-- null: the provider's library, global categories). Writes to different clubs then never
-- wait on one counter. Every existing row keeps its version; each counter starts at the
-- old server-wide value, so every number handed out from here is above every row's.
CREATE TABLE version_counters (scope TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO version_counters (scope, value) SELECT '', value FROM change_counter;
INSERT INTO version_counters (scope, value) SELECT o.id, c.value FROM organizations o CROSS JOIN change_counter c;
DROP TABLE change_counter;

-- A version is unique within its scope only: tombstones were keyed by version alone.
CREATE TABLE tombstones_of_scopes (
  version INTEGER NOT NULL,
  table_name TEXT NOT NULL,
  row_id TEXT NOT NULL,
  organization_id TEXT,
  deleted_at TEXT NOT NULL
);
INSERT INTO tombstones_of_scopes (version, table_name, row_id, organization_id, deleted_at)
  SELECT version, table_name, row_id, organization_id, deleted_at FROM tombstones;
DROP TABLE tombstones;
ALTER TABLE tombstones_of_scopes RENAME TO tombstones;
CREATE UNIQUE INDEX tombstones_scope_version ON tombstones (COALESCE(organization_id, ''), version);
CREATE INDEX tombstones_org_version ON tombstones (organization_id, version);

-- Versions of different clubs now overlap, so an index on version alone mixes every club's
-- rows: a pull would read past other clubs' rows. Pulls read (organization_id, version).
DROP INDEX categories_version;
DROP INDEX sub_categories_version;
DROP INDEX activities_version;
DROP INDEX sessions_version;
DROP INDEX coach_groups_version;
DROP INDEX schedule_entries_version;
