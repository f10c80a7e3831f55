-- One fair-play receipt link per match (minutes per player, read-only, no sign-in). As for
-- session shares, only the token's SHA-256 is kept; revoking deletes the row (404 at once).
CREATE TABLE match_shares (
  match_id TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
