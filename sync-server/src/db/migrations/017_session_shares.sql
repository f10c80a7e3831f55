-- One read-only share link per session (its pitch card, no sign-in). As for calendar feeds,
-- only the token's SHA-256 is kept; revoking deletes the row, so the link answers 404 at once.
CREATE TABLE session_shares (
  session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
