-- One-time invite links: the new member sets their own password. Only the token's SHA-256
-- is kept; an invite is used once (accepted_at), can be revoked (revoked_at) and runs out
-- at expires_at. The user row is made when the invite is accepted.
CREATE TABLE invites (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('coach', 'org_admin')),
  flags TEXT NOT NULL,
  invited_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  accepted_at TEXT,
  revoked_at TEXT
);
CREATE INDEX invites_organization ON invites (organization_id, created_at);

-- The permissions a club's new coaches start with (JSON flags), set by its org admin.
CREATE TABLE club_coach_defaults (
  organization_id TEXT PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  flags TEXT NOT NULL
);
