-- The coach group a session was planned for, synced with the session so the schedule dialog on
-- any device offers it; null for sessions planned for no group (and those from before).
ALTER TABLE sessions ADD COLUMN group_id TEXT REFERENCES coach_groups (id) ON DELETE SET NULL;
