import { sql } from 'kysely';
import type { UserStatus } from '@pitchside/shared';
import type { Db } from '../database';
import { deleteRowById, rowById, updateRowById } from './rows-by-id';
import type { UsersTable } from '../tables';

/** Rows of the users table; the rules live in domain/users.ts and domain/accounts.ts. */

export type AdminUserRow = UsersTable & { organization_name: string };

export function userRow(db: Db, id: string): Promise<UsersTable | undefined> {
  return rowById(db, 'users', id);
}

/** Emails match whatever their case. */
export function userByEmail(db: Db, email: string): Promise<UsersTable | undefined> {
  return db.selectFrom('users').selectAll().where(sql<boolean>`lower(email) = lower(${email})`).executeTakeFirst();
}

export async function insertUserRow(db: Db, row: UsersTable): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

const adminUsers = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('organizations as o', 'o.id', 'u.organization_id')
    .selectAll('u')
    .select('o.name as organization_name');

export function adminUserRows(db: Db, filter: { status?: UserStatus }): Promise<AdminUserRow[]> {
  return adminUsers(db)
    .$if(filter.status !== undefined, (qb) => qb.where('u.status', '=', filter.status!))
    .orderBy('u.created_at')
    .orderBy('u.email')
    .execute();
}

export function adminUserRow(db: Db, id: string): Promise<AdminUserRow | undefined> {
  return adminUsers(db).where('u.id', '=', id).executeTakeFirst();
}

export function coachRows(db: Db, organizationId: string): Promise<UsersTable[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('role', '=', 'coach')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('email')
    .execute();
}

/** Whether a club already has an active org admin (other than the given user). */
export async function hasActiveOrgAdmin(db: Db, organizationId: string, exceptUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('role', '=', 'org_admin')
    .where('status', '=', 'active')
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function userIdsOfOrganization(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('organization_id', '=', organizationId).execute();
  return rows.map((row) => row.id);
}

export async function updateUserRow(
  db: Db,
  id: string,
  set: Partial<Pick<UsersTable, 'password_hash' | 'flags' | 'status' | 'role'>>,
): Promise<void> {
  await updateRowById(db, 'users', id, set);
}

export function incrementUserScope(db: Db, userId: string): Promise<void> {
  return incrementScopeOfUsers(db, 'id', userId);
}

export function incrementOrganizationUsersScope(db: Db, organizationId: string): Promise<void> {
  return incrementScopeOfUsers(db, 'organization_id', organizationId);
}

/** A new scope version for the users whose `column` is `value`: their devices pull afresh what they now see. */
async function incrementScopeOfUsers(db: Db, column: 'id' | 'organization_id', value: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ scope_version: eb('scope_version', '+', 1) }))
    .where(column, '=', value)
    .execute();
}

export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await deleteRowById(db, 'users', id);
}

export async function deleteUsersOfOrganization(db: Db, organizationId: string): Promise<void> {
  await db.deleteFrom('users').where('organization_id', '=', organizationId).execute();
}

/** Ids of the activities or sessions a user made. */
/** The rows the user made, with the club each belongs to (its version's scope). */
export async function rowsCreatedBy(
  db: Db,
  table: 'activities' | 'sessions',
  userId: string,
): Promise<{ id: string; organization_id: string | null }[]> {
  return db.selectFrom(table).select(['id', 'organization_id']).where('created_by', '=', userId).execute();
}

export async function clearCreator(
  db: Db,
  table: 'activities' | 'sessions',
  id: string,
  set: { version: number; updated_at: string },
): Promise<void> {
  await db
    .updateTable(table)
    .set({ created_by: null, ...set })
    .where('id', '=', id)
    .execute();
}
