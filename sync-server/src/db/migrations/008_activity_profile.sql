-- Structured drill facts (age bands, players, area, kit...) as JSON text; NULL when an
-- activity has none (a club may leave them out).
ALTER TABLE activities ADD COLUMN profile TEXT;
-- A fingerprint of the seed data last written for each provider drill, so a start-up can
-- refresh drills whose data changed and that no admin has edited since (see seed/drills.ts).
ALTER TABLE seeded_drills ADD COLUMN content_hash TEXT;
-- One-off content additions to an existing database (e.g. the Goalkeeping category), so an
-- admin who later deletes one does not see it come back on the next start-up.
CREATE TABLE seed_marks (
  name TEXT PRIMARY KEY,
  done_at TEXT NOT NULL
);
