-- A club's choice whether its coaches see every coach group, or only the ones they coach.
ALTER TABLE organizations ADD COLUMN coaches_see_all_groups INTEGER NOT NULL DEFAULT 1;
