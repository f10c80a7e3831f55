-- Trial and sales requests become leads the super admin works through: new, contacted,
-- converted (a club was made from it: organization_id) or closed.
ALTER TABLE contact_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'converted', 'closed'));
ALTER TABLE contact_requests ADD COLUMN updated_at TEXT;
ALTER TABLE contact_requests ADD COLUMN organization_id TEXT REFERENCES organizations (id) ON DELETE SET NULL;
