-- A closed club (docs/club-data.md): its members are signed out and refused, its data kept
-- until closed_at + 30 days (restorable), then deleted for good by the purge.
ALTER TABLE organizations ADD COLUMN closed_at TEXT;
CREATE INDEX organizations_closed_at ON organizations (closed_at);
