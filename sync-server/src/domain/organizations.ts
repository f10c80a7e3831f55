import {
  uuidv7,
  type CreateOrganizationWithAdminRequest,
  type Organization,
  type SubscriptionStatus,
  type SyncedTableName,
} from '@pitchside/shared';
import { sql, type RawBuilder } from 'kysely';
import { inTransaction, type Db } from '../db/database';
import { writeTombstone } from '../db/queries/versions';
import type { OrganizationsTable } from '../db/tables';
import { sqlTableOf } from '../db/synced-tables';
import { conflict, forbidden, notFound } from './errors';
import { bumpOrganizationScope, detachCreator, getAdminUser, insertUser } from './accounts';
import type { AdminUser } from '@pitchside/shared';

/** Organizations: the provider club (united_fc) and subscriber clubs. */

type OrganizationRow = OrganizationsTable;

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

export async function getOrganization(db: Db, id: string): Promise<Organization | undefined> {
  const row = await db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toOrganization(row) : undefined;
}

export async function requireOrganization(db: Db, id: string): Promise<Organization> {
  const org = await getOrganization(db, id);
  if (!org) throw notFound('Organization not found');
  return org;
}

export async function findOrganizationByName(db: Db, name: string): Promise<Organization | undefined> {
  const row = await db
    .selectFrom('organizations')
    .selectAll()
    .where(sql<boolean>`lower(name) = lower(${name.trim()})`)
    .executeTakeFirst();
  return row ? toOrganization(row) : undefined;
}

export async function listOrganizations(db: Db): Promise<Organization[]> {
  const rows = await db.selectFrom('organizations').selectAll().orderBy('created_at').orderBy('name').execute();
  return rows.map(toOrganization);
}

export type NewOrganization = {
  name: string;
  type: Organization['type'];
  contactEmail: string;
  subscriptionStatus: SubscriptionStatus;
  hasUnitedFcLibraryAccess: boolean;
};

export const organizationNameTakenMessage = 'An organization with this name already exists';

export async function insertOrganization(db: Db, input: NewOrganization, now: Date): Promise<Organization> {
  if (await findOrganizationByName(db, input.name)) throw conflict(organizationNameTakenMessage);
  const org: Organization = { id: uuidv7(now.getTime()), createdAt: now.toISOString(), ...input, name: input.name.trim() };
  await db.insertInto('organizations').values(organizationRow(org)).execute();
  return org;
}

export function organizationRow(org: Organization): OrganizationRow {
  return {
    id: org.id,
    name: org.name,
    type: org.type,
    contact_email: org.contactEmail,
    subscription_status: org.subscriptionStatus,
    has_united_fc_library_access: org.hasUnitedFcLibraryAccess ? 1 : 0,
    created_at: org.createdAt,
  };
}

/** The organization and its admin in one transaction: neither exists without the other. */
export async function createOrganizationWithAdmin(
  db: Db,
  input: CreateOrganizationWithAdminRequest,
  adminPasswordHash: string,
  now: Date,
): Promise<{ organization: Organization; adminUser: AdminUser }> {
  return inTransaction(db, async (db) => {
    const organization = await insertOrganization(
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
    const user = await insertUser(
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
    return { organization, adminUser: (await getAdminUser(db, user.id))! };
  });
}

export async function setSubscriptionStatus(db: Db, id: string, status: SubscriptionStatus): Promise<Organization> {
  await requireOrganization(db, id);
  await db.updateTable('organizations').set({ subscription_status: status }).where('id', '=', id).execute();
  return requireOrganization(db, id);
}

/** Library access decides what every member's device holds, so all their scopes move. */
export async function setLibraryAccess(db: Db, id: string, hasAccess: boolean): Promise<Organization> {
  return inTransaction(db, async (db) => {
    const org = await requireOrganization(db, id);
    if (org.hasUnitedFcLibraryAccess !== hasAccess) {
      await db
        .updateTable('organizations')
        .set({ has_united_fc_library_access: hasAccess ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      await bumpOrganizationScope(db, id);
    }
    return requireOrganization(db, id);
  });
}

/**
 * Deletes synced rows matching `where` and leaves a tombstone (named by the synced
 * table, as pulls name it) for each, with the row's own organization. Returns how many.
 */
export async function deleteSyncedRows(db: Db, table: SyncedTableName, where: RawBuilder<boolean>, now: Date): Promise<number> {
  const sqlTable = sqlTableOf[table];
  const rows: { id: string; organization_id: string | null }[] = await db
    .selectFrom(sqlTable)
    .select(['id', 'organization_id'])
    .where(where)
    .execute();
  const at = now.toISOString();
  for (const row of rows) {
    await db.deleteFrom(sqlTable).where('id', '=', row.id).execute();
    await writeTombstone(db, table, row.id, row.organization_id, at);
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
export async function deleteOrganization(db: Db, id: string, now: Date): Promise<{ diagramUrls: string[] }> {
  return inTransaction(db, async (db) => {
    const org = await requireOrganization(db, id);
    if (org.type === 'united_fc') throw forbidden(providerUndeletableMessage);
    const withDiagrams = await db
      .selectFrom('activities')
      .select('diagram_url')
      .where('organization_id', '=', id)
      .where('diagram_url', 'is not', null)
      .execute();
    const ofOrg = sql<boolean>`organization_id = ${id}`;
    await deleteSyncedRows(db, 'scheduleEntries', ofOrg, now);
    await deleteSyncedRows(db, 'sessions', ofOrg, now);
    await deleteSyncedRows(db, 'coachGroups', ofOrg, now);
    await deleteSyncedRows(db, 'activities', ofOrg, now);
    await deleteSyncedRows(
      db,
      'subCategories',
      sql<boolean>`(organization_id = ${id} OR category_id IN (SELECT id FROM categories WHERE organization_id = ${id}))`,
      now,
    );
    await deleteSyncedRows(db, 'categories', ofOrg, now);
    const users = await db.selectFrom('users').select('id').where('organization_id', '=', id).execute();
    await detachCreator(db, users.map((u) => u.id), now);
    await db.deleteFrom('users').where('organization_id', '=', id).execute();
    await db.deleteFrom('organizations').where('id', '=', id).execute();
    return { diagramUrls: withDiagrams.map((row) => row.diagram_url!) };
  });
}
