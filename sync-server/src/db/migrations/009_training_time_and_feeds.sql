-- When a scheduled session trains: HH:MM on the club's clock and minutes; NULL: the day only.
ALTER TABLE schedule_entries ADD COLUMN start_time TEXT;
ALTER TABLE schedule_entries ADD COLUMN duration_minutes INTEGER;
-- One private iCalendar feed per coach group. Only the token's SHA-256 is kept: the link is
-- shown once, and a copy of the database does not hand out anyone's calendar. Revoking
-- replaces the row, so the old link stops working at once.
CREATE TABLE calendar_feeds (
  group_id TEXT PRIMARY KEY REFERENCES coach_groups (id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
