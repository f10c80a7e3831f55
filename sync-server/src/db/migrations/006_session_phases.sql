-- A session's phase per activity (Warm-up, Main, Game), parallel to activity_ids as JSON.
-- Sessions saved before phases existed read as all Main (rows.ts pads the list).
ALTER TABLE sessions ADD COLUMN activity_phases TEXT NOT NULL DEFAULT '[]';
