-- A pull asks "rows of this organization (or global) changed after version N":
-- (organization_id, version) answers that without scanning the whole library.
CREATE INDEX activities_org_version ON activities (organization_id, version);
CREATE INDEX categories_org_version ON categories (organization_id, version);
CREATE INDEX sub_categories_org_version ON sub_categories (organization_id, version);
CREATE INDEX sessions_org_version ON sessions (organization_id, version);
CREATE INDEX coach_groups_org_version ON coach_groups (organization_id, version);
CREATE INDEX schedule_entries_org_version ON schedule_entries (organization_id, version);
CREATE INDEX tombstones_org_version ON tombstones (organization_id, version);
