import { noFlags, userFlagKeys, type CurrentUser, type User, type UserFlags } from '@pitchside/shared';
import type { Db } from '../db/database';
import { organizationRowById } from '../db/queries/organizations';
import { userByEmail, userRow } from '../db/queries/users';
import type { UsersTable } from '../db/tables';

/** A users row as stored. */
export type UserRow = UsersTable;

export function parseFlags(json: string): UserFlags {
  const stored = JSON.parse(json) as Partial<Record<string, unknown>>;
  const flags = { ...noFlags };
  for (const key of userFlagKeys) flags[key] = stored[key] === true;
  return flags;
}

export function pickFlags(input: Partial<UserFlags>, base: UserFlags = noFlags): UserFlags {
  const flags = { ...base };
  for (const key of userFlagKeys) if (typeof input[key] === 'boolean') flags[key] = input[key]!;
  return flags;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    organizationId: row.organization_id,
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
    ...parseFlags(row.flags),
  };
}

export function getUserRow(db: Db, id: string): Promise<UserRow | undefined> {
  return userRow(db, id);
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return userByEmail(db, email);
}

export async function toCurrentUser(db: Db, row: UserRow): Promise<CurrentUser> {
  const org = await organizationRowById(db, row.organization_id);
  if (!org) throw new Error(`Organization ${row.organization_id} of user ${row.id} is missing`);
  return { ...toUser(row), organizationName: org.name, hasUnitedFcLibraryAccess: org.has_united_fc_library_access === 1, coachesSeeAllGroups: org.coaches_see_all_groups === 1 };
}
