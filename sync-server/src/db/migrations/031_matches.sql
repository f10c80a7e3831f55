-- A group's matches (the fixture, who is available, the accepted rotation plan) and the
-- events of each match's live log, one row per event (its id made on the device, so an event
-- pushed twice is kept once). No foreign key from events to the match: deleting a match
-- deletes its events in the same transaction, with a tombstone each.
CREATE TABLE matches (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES coach_groups (id) ON DELETE CASCADE,
  opponent TEXT NOT NULL,
  date TEXT NOT NULL,
  kick_off TEXT,
  home_away TEXT NOT NULL,
  venue TEXT NOT NULL,
  format TEXT NOT NULL,
  periods INTEGER NOT NULL,
  period_minutes REAL NOT NULL,
  rule_pack TEXT NOT NULL,
  availability TEXT NOT NULL,
  plan TEXT,
  created_at TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX matches_org_version ON matches (organization_id, version);
CREATE INDEX matches_group ON matches (group_id, date);

CREATE TABLE match_events (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  match_id TEXT NOT NULL,
  event TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX match_events_org_version ON match_events (organization_id, version);
CREATE INDEX match_events_match ON match_events (match_id);
