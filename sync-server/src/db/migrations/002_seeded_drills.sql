-- Which provider drills were ever seeded, so a drill an admin deleted is not seeded again.
CREATE TABLE seeded_drills (
  title TEXT PRIMARY KEY,
  seeded_at TEXT NOT NULL
);
INSERT INTO seeded_drills (title, seeded_at)
  SELECT title, created_at FROM activities WHERE organization_id IS NULL;
