-- Versions are numbered per scope instead of server-wide: one counter per club
-- (organization_id) and one, scope '', for the rows every club shares (organization_id
-- null: the provider's library, global categories). Writes to different clubs then never
-- wait on one counter. Every existing row keeps its version; each counter starts at the
-- old server-wide value, so every number handed out from here is above every row's.
CREATE TABLE version_counters (scope TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO version_counters (scope, value) SELECT '', value FROM change_counter;
INSERT INTO version_counters (scope, value) SELECT o.id, c.value FROM organizations o CROSS JOIN change_counter c;
DROP TABLE change_counter;
