import {
  uuidv7,
  type CreateOrganizationWithAdminRequest,
  type Organization,
  type OrganizationType,
  type SubscriptionStatus,
  type SyncedTableName,
} from '@pitchside/shared';
import type { Db } from '../db/database';
import { writeTombstone } from '../db/database';
import { sqlTableOf } from '../db/synced-tables';
import { conflict, forbidden, notFound } from '../http/errors';
import { bumpOrganizationScope, detachCreator, getAdminUser, insertUser } from './accounts';
import type { AdminUser } from '@pitchside/shared';

/** Organizations: the provider club (united_fc) and subscriber clubs. */

type OrganizationRow = {
  id: string;
  name: string;
  type: OrganizationType;
  contact_email: string;
  subscription_status: SubscriptionStatus;
  has_united_fc_library_access: number;
  created_at: string;
};

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    contactEmail: row.contact_email,
    subscriptionStatus: row.subscription_status,
    hasUnitedFcLibraryAccess: row.has_united_fc_library_access === 1,
    createdAt: row.created_at,
  };
}

export function getOrganization(db: Db, id: string): Organization | undefined {
  const row = db.prepare('SELECT * FROM organizations WHERE id = ?').get(id) as OrganizationRow | undefined;
  return row ? toOrganization(row) : undefined;
}

export function requireOrganization(db: Db, id: string): Organization {
  const org = getOrganization(db, id);
  if (!org) throw notFound('Organization not found');
  return org;
}

export function findOrganizationByName(db: Db, name: string): Organization | undefined {
  const row = db.prepare('SELECT * FROM organizations WHERE name = ? COLLATE NOCASE').get(name.trim()) as
    | OrganizationRow
    | undefined;
  return row ? toOrganization(row) : undefined;
}

export function listOrganizations(db: Db): Organization[] {
  return (db.prepare('SELECT * FROM organizations ORDER BY created_at, name').all() as OrganizationRow[]).map(toOrganization);
}

export type NewOrganization = {
  name: string;
  type: OrganizationType;
  contactEmail: string;
  subscriptionStatus: SubscriptionStatus;
  hasUnitedFcLibraryAccess: boolean;
};

export const organizationNameTakenMessage = 'An organization with this name already exists';

export function insertOrganization(db: Db, input: NewOrganization, now: Date): Organization {
  if (findOrganizationByName(db, input.name)) throw conflict(organizationNameTakenMessage);
  const org: Organization = { id: uuidv7(now.getTime()), createdAt: now.toISOString(), ...input, name: input.name.trim() };
  db.prepare(
    `INSERT INTO organizations (id, name, type, contact_email, subscription_status, has_united_fc_library_access, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(org.id, org.name, org.type, org.contactEmail, org.subscriptionStatus, org.hasUnitedFcLibraryAccess ? 1 : 0, org.createdAt);
  return org;
}

/** The organization and its admin in one transaction: neither exists without the other. */
export function createOrganizationWithAdmin(
  db: Db,
  input: CreateOrganizationWithAdminRequest,
  adminPasswordHash: string,
  now: Date,
): { organization: Organization; adminUser: AdminUser } {
  return db.transaction(() => {
    const organization = insertOrganization(
      db,
      {
        name: input.name,
        type: input.type,
        contactEmail: input.contactEmail,
        subscriptionStatus: 'active',
        hasUnitedFcLibraryAccess: input.hasUnitedFcLibraryAccess,
      },
      now,
    );
    const user = insertUser(
      db,
      {
        email: input.adminUser.email,
        passwordHash: adminPasswordHash,
        firstName: input.adminUser.firstName,
        lastName: input.adminUser.lastName,
        organizationId: organization.id,
        role: 'org_admin',
        status: 'active',
      },
      now,
    );
    return { organization, adminUser: getAdminUser(db, user.id)! };
  })();
}

export function setSubscriptionStatus(db: Db, id: string, status: SubscriptionStatus): Organization {
  requireOrganization(db, id);
  db.prepare('UPDATE organizations SET subscription_status = ? WHERE id = ?').run(status, id);
  return requireOrganization(db, id);
}

/** Library access decides what every member's device holds, so all their scopes move. */
export function setLibraryAccess(db: Db, id: string, hasAccess: boolean): Organization {
  return db.transaction(() => {
    const org = requireOrganization(db, id);
    if (org.hasUnitedFcLibraryAccess !== hasAccess) {
      db.prepare('UPDATE organizations SET has_united_fc_library_access = ? WHERE id = ?').run(hasAccess ? 1 : 0, id);
      bumpOrganizationScope(db, id);
    }
    return requireOrganization(db, id);
  })();
}

/**
 * Deletes synced rows matching `where` and leaves a tombstone (named by the synced
 * table, as pulls name it) for each, with the row's own organization. Returns how many.
 */
export function deleteSyncedRows(
  db: Db,
  table: SyncedTableName,
  where: string,
  params: readonly unknown[],
  now: Date,
): number {
  const sqlTable = sqlTableOf[table];
  const rows = db.prepare(`SELECT id, organization_id FROM ${sqlTable} WHERE ${where}`).all(...params) as {
    id: string;
    organization_id: string | null;
  }[];
  const remove = db.prepare(`DELETE FROM ${sqlTable} WHERE id = ?`);
  const at = now.toISOString();
  for (const row of rows) {
    remove.run(row.id);
    writeTombstone(db, table, row.id, row.organization_id, at);
  }
  return rows.length;
}

export const providerUndeletableMessage = 'The United FC organization cannot be deleted';

/**
 * Removes an organization with everything it owns, in one transaction. Each synced row
 * is deleted explicitly (not left to ON DELETE CASCADE) so it leaves a tombstone.
 * Answers the uploaded diagram URLs of its activities: the caller removes those files
 * once the transaction has committed (a rolled-back delete must keep its images).
 */
export function deleteOrganization(db: Db, id: string, now: Date): { diagramUrls: string[] } {
  return db.transaction(() => {
    const org = requireOrganization(db, id);
    if (org.type === 'united_fc') throw forbidden(providerUndeletableMessage);
    const diagramUrls = db
      .prepare('SELECT diagram_url FROM activities WHERE organization_id = ? AND diagram_url IS NOT NULL')
      .pluck()
      .all(id) as string[];
    deleteSyncedRows(db, 'scheduleEntries', 'organization_id = ?', [id], now);
    deleteSyncedRows(db, 'sessions', 'organization_id = ?', [id], now);
    deleteSyncedRows(db, 'coachGroups', 'organization_id = ?', [id], now);
    deleteSyncedRows(db, 'activities', 'organization_id = ?', [id], now);
    deleteSyncedRows(
      db,
      'subCategories',
      'organization_id = ? OR category_id IN (SELECT id FROM categories WHERE organization_id = ?)',
      [id, id],
      now,
    );
    deleteSyncedRows(db, 'categories', 'organization_id = ?', [id], now);
    const userIds = db.prepare('SELECT id FROM users WHERE organization_id = ?').pluck().all(id) as string[];
    detachCreator(db, userIds, now);
    db.prepare('DELETE FROM users WHERE organization_id = ?').run(id);
    db.prepare('DELETE FROM organizations WHERE id = ?').run(id);
    return { diagramUrls };
  })();
}
