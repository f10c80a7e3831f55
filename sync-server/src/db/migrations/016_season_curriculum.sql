-- The club's curriculum templates (per age band: blocks of weeks with themes, objectives and
-- outcomes as JSON). Edited online by org admins, never synced to devices.
CREATE TABLE curriculum_templates (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  age_band TEXT NOT NULL,
  blocks TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX curriculum_templates_org ON curriculum_templates (organization_id);

-- A group's season plan made from a template (week by week, JSON), synced with the group so
-- a coach reads the week's theme offline and adjusts a week through the outbox. Null: no plan.
ALTER TABLE coach_groups ADD COLUMN season_plan TEXT;
