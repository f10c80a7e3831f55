-- The audit trail (docs/club-data.md): who did what, when, from where. No foreign keys: an
-- event outlives the user or club it names, for the two years it is kept.
CREATE TABLE audit_events (
  id TEXT PRIMARY KEY,
  organization_id TEXT,
  actor_id TEXT,
  actor_name TEXT NOT NULL,
  action TEXT NOT NULL,
  subject_type TEXT,
  subject_id TEXT,
  summary TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT,
  at TEXT NOT NULL
);
CREATE INDEX audit_events_org_at ON audit_events (organization_id, at);
CREATE INDEX audit_events_at ON audit_events (at);
