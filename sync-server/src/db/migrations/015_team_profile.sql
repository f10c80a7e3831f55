-- Each coach group's team profile (age band, match format, usual training length, squad size
-- and goalkeepers): JSON text synced with the group, every field unset until someone sets it.
ALTER TABLE coach_groups ADD COLUMN profile TEXT NOT NULL DEFAULT '{"ageBand":null,"matchFormat":null,"trainingMinutes":null,"squadSize":null,"goalkeepers":null}';
