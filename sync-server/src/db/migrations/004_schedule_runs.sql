-- A run started from the weekly schedule is a copy of the library session that remembers
-- the entry it ran for (no foreign key: the run stays in the history after the entry goes),
-- the entry's group at that moment, and when it was finished.
ALTER TABLE sessions ADD COLUMN schedule_entry_id TEXT;
ALTER TABLE sessions ADD COLUMN group_name TEXT;
ALTER TABLE sessions ADD COLUMN completed_at TEXT;
CREATE INDEX sessions_schedule_entry ON sessions (schedule_entry_id) WHERE schedule_entry_id IS NOT NULL;
