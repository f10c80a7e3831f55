-- Which coaches coach each group (org admins assign them): a JSON array of user ids, synced
-- with the group so a coach's device knows "my teams" offline.
ALTER TABLE coach_groups ADD COLUMN coach_ids TEXT NOT NULL DEFAULT '[]';
