import { sql } from 'kysely';
import type { Db } from '../database';
import { deleteRowById, rowById, updateRowById } from './rows-by-id';
import type { OrganizationsTable } from '../tables';

/** Rows of the organizations table; the rules live in domain/organizations.ts. */

export function organizationRowById(db: Db, id: string): Promise<OrganizationsTable | undefined> {
  return rowById(db, 'organizations', id);
}

/** Names match whatever their case. */
export function organizationRowByName(db: Db, name: string): Promise<OrganizationsTable | undefined> {
  return db.selectFrom('organizations').selectAll().where(sql<boolean>`lower(name) = lower(${name})`).executeTakeFirst();
}

export function organizationRows(db: Db): Promise<OrganizationsTable[]> {
  return db.selectFrom('organizations').selectAll().orderBy('created_at').orderBy('name').execute();
}

export async function insertOrganizationRow(db: Db, row: OrganizationsTable): Promise<void> {
  await db.insertInto('organizations').values(row).execute();
}

export async function updateOrganizationRow(
  db: Db,
  id: string,
  set: Partial<Pick<OrganizationsTable, 'subscription_status' | 'has_united_fc_library_access' | 'coaches_see_all_groups' | 'closed_at'>>,
): Promise<void> {
  await updateRowById(db, 'organizations', id, set);
}

export async function deleteOrganizationRow(db: Db, id: string): Promise<void> {
  await deleteRowById(db, 'organizations', id);
}

/** Ids of the clubs closed at or before `closedBefore` (their restore window has passed). */
export async function closedOrganizationIds(db: Db, closedBefore: string): Promise<string[]> {
  const rows = await db.selectFrom('organizations').select('id').where('closed_at', 'is not', null).where('closed_at', '<=', closedBefore).execute();
  return rows.map((r) => r.id);
}
