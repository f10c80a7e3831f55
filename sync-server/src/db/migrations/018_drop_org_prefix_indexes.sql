-- (organization_id) alone is the prefix of (organization_id, version), which answers every
-- lookup by club too. With both, PostgreSQL's planner (on statistics not yet gathered for a
-- table just filled, as after a seed) read a pull's library branch through the short one:
-- every library activity fetched and filtered by version, about 500 pages per pull, where
-- the long one reads the few rows above the cursor in order. One index less per row written, too.
DROP INDEX activities_org;
DROP INDEX sessions_org;
DROP INDEX coach_groups_org;
