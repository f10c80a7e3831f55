import {
  uuidv7,
  type CreateOrganizationWithAdminRequest,
  type Organization,
  type OrganizationSettings,
  type SubscriptionStatus,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { diagramUrlsOfOrganization } from '../db/queries/activities';
import {
  deleteOrganizationRow,
  insertOrganizationRow,
  organizationRowById,
  organizationRowByName,
  organizationRows,
  updateOrganizationRow,
} from '../db/queries/organizations';
import { ofOrganization, subCategoriesOfOrganization } from '../db/queries/row-conditions';
import { deleteSyncedRows } from '../db/queries/synced-rows';
import { deleteUsersOfOrganization, userIdsOfOrganization } from '../db/queries/users';
import type { OrganizationsTable } from '../db/tables';
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
    coachesSeeAllGroups: row.coaches_see_all_groups === 1,
    createdAt: row.created_at,
    ...(row.closed_at ? { closedAt: row.closed_at } : {}),
  };
}

export async function getOrganization(db: Db, id: string): Promise<Organization | undefined> {
  const row = await organizationRowById(db, id);
  return row ? toOrganization(row) : undefined;
}

export async function requireOrganization(db: Db, id: string): Promise<Organization> {
  const org = await getOrganization(db, id);
  if (!org) throw notFound('Organization not found');
  return org;
}

export async function findOrganizationByName(db: Db, name: string): Promise<Organization | undefined> {
  const row = await organizationRowByName(db, name.trim());
  return row ? toOrganization(row) : undefined;
}

export async function listOrganizations(db: Db): Promise<Organization[]> {
  const rows = await organizationRows(db);
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
  await insertOrganizationRow(db, organizationRow(org));
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
    coaches_see_all_groups: org.coachesSeeAllGroups === false ? 0 : 1,
    created_at: org.createdAt,
    closed_at: org.closedAt ?? null,
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
  await updateOrganizationRow(db, id, { subscription_status: status });
  return requireOrganization(db, id);
}

/** Library access decides what every member's device holds, so all their scopes move. */
export async function setLibraryAccess(db: Db, id: string, hasAccess: boolean): Promise<Organization> {
  return inTransaction(db, async (db) => {
    const org = await requireOrganization(db, id);
    if (org.hasUnitedFcLibraryAccess !== hasAccess) {
      await updateOrganizationRow(db, id, { has_united_fc_library_access: hasAccess ? 1 : 0 });
      await bumpOrganizationScope(db, id);
    }
    return requireOrganization(db, id);
  });
}

/** The club's own settings, changed by its org admin (never another club's). */
export async function updateOrganizationSettings(db: Db, organizationId: string, settings: OrganizationSettings): Promise<Organization> {
  await requireOrganization(db, organizationId);
  await updateOrganizationRow(db, organizationId, { coaches_see_all_groups: settings.coachesSeeAllGroups ? 1 : 0 });
  return requireOrganization(db, organizationId);
}

export const providerUndeletableMessage = 'The United FC organization cannot be deleted';

/**
 * Removes an organization with everything it owns, in one transaction (only for a club closed
 * 30 days ago: purgeClosedOrganizations; no request deletes a club at once). Each synced row
 * is deleted explicitly (not left to ON DELETE CASCADE) so it leaves a tombstone.
 * Answers the uploaded diagram URLs of its activities: the caller removes those files
 * once the transaction has committed (a rolled-back delete must keep its images).
 */
export async function deleteOrganization(db: Db, id: string, now: Date): Promise<{ diagramUrls: string[] }> {
  return inTransaction(db, async (db) => {
    const org = await requireOrganization(db, id);
    if (org.type === 'united_fc') throw forbidden(providerUndeletableMessage);
    const diagramUrls = await diagramUrlsOfOrganization(db, id);
    const ofOrg = ofOrganization(id);
    await deleteSyncedRows(db, 'scheduleEntries', ofOrg, now);
    await deleteSyncedRows(db, 'sessions', ofOrg, now);
    await deleteSyncedRows(db, 'coachGroups', ofOrg, now);
    await deleteSyncedRows(db, 'activities', ofOrg, now);
    await deleteSyncedRows(
      db,
      'subCategories',
      subCategoriesOfOrganization(id),
      now,
    );
    await deleteSyncedRows(db, 'categories', ofOrg, now);
    await detachCreator(db, await userIdsOfOrganization(db, id), now);
    await deleteUsersOfOrganization(db, id);
    await deleteOrganizationRow(db, id);
    return { diagramUrls };
  });
}
