import { noFlags, userFlagKeys, type CurrentUser, type UserFlags, type User } from '@pitchside/shared';
import type { Db } from '../db/database';

/** A users row as SQLite holds it. */
export type UserRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  organization_id: string;
  role: User['role'];
  status: User['status'];
  flags: string;
  created_at: string;
  scope_version: number;
};

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

export function getUserRow(db: Db, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email) as UserRow | undefined;
}

export function toCurrentUser(db: Db, row: UserRow): CurrentUser {
  const org = db
    .prepare('SELECT name, has_united_fc_library_access AS access FROM organizations WHERE id = ?')
    .get(row.organization_id) as { name: string; access: number };
  return { ...toUser(row), organizationName: org.name, hasUnitedFcLibraryAccess: org.access === 1 };
}
