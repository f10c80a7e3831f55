import {
  canGrantFlag,
  noFlags,
  permissionGroups,
  userFlagKeys,
  uuidv7,
  type Actor,
  type AdminUser,
  type Role,
  type User,
  type UserFlags,
  type UserStatus,
  type UpdateFlagsRequest,
} from '@pitchside/shared';
import type { Db } from '../db/database';
import { nextVersion } from '../db/database';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { revokeAllTokens } from './tokens';
import { findUserByEmail, getUserRow, parseFlags, pickFlags, toUser, type UserRow } from './users';

/** Users: creation, listing, flags, status and deletion, for the admin and org-admin screens. */

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  organizationId: string;
  role: Role;
  status: UserStatus;
  flags?: Partial<UserFlags>;
};

export const emailTakenMessage = 'An account with this email already exists';

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && 'code' in err && (err as { code: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Inserts a user; 409 when the email is taken (also when a concurrent insert won the race). */
export function insertUser(db: Db, input: NewUser, now: Date): User {
  if (findUserByEmail(db, input.email)) throw conflict(emailTakenMessage);
  const row: UserRow = {
    id: uuidv7(now.getTime()),
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email.trim().toLowerCase(),
    password_hash: input.passwordHash,
    organization_id: input.organizationId,
    role: input.role,
    status: input.status,
    flags: JSON.stringify(pickFlags(input.flags ?? {}, noFlags)),
    created_at: now.toISOString(),
    scope_version: 0,
  };
  try {
    db.prepare(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, organization_id, role, status, flags, created_at, scope_version)
       VALUES (@id, @first_name, @last_name, @email, @password_hash, @organization_id, @role, @status, @flags, @created_at, @scope_version)`,
    ).run(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(emailTakenMessage);
    throw err;
  }
  return toUser(row);
}

type AdminUserRow = UserRow & { organization_name: string };

function toAdminUser(row: AdminUserRow): AdminUser {
  return { ...toUser(row), organizationName: row.organization_name };
}

export function listAdminUsers(db: Db, filter: { status?: UserStatus } = {}): AdminUser[] {
  const rows = db
    .prepare(
      `SELECT u.*, o.name AS organization_name FROM users u JOIN organizations o ON o.id = u.organization_id
       WHERE (@status IS NULL OR u.status = @status) ORDER BY u.created_at, u.email`,
    )
    .all({ status: filter.status ?? null }) as AdminUserRow[];
  return rows.map(toAdminUser);
}

export function getAdminUser(db: Db, id: string): AdminUser | undefined {
  const row = db
    .prepare('SELECT u.*, o.name AS organization_name FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = ?')
    .get(id) as AdminUserRow | undefined;
  return row ? toAdminUser(row) : undefined;
}

/** Devices of this user rebuild their copy on the next pull (sync answers `reset`). */
export function bumpScope(db: Db, userId: string): void {
  db.prepare('UPDATE users SET scope_version = scope_version + 1 WHERE id = ?').run(userId);
}

export function bumpOrganizationScope(db: Db, organizationId: string): void {
  db.prepare('UPDATE users SET scope_version = scope_version + 1 WHERE organization_id = ?').run(organizationId);
}

/** Applies flag changes; bumps the scope only when something changed. */
export function setUserFlags(db: Db, userId: string, requested: UpdateFlagsRequest): User {
  return db.transaction(() => {
    const row = getUserRow(db, userId);
    if (!row) throw notFound('User not found');
    const current = parseFlags(row.flags);
    const next = pickFlags(requested, current);
    if (userFlagKeys.some((key) => next[key] !== current[key])) {
      db.prepare('UPDATE users SET flags = ? WHERE id = ?').run(JSON.stringify(next), userId);
      bumpScope(db, userId);
    }
    return toUser(getUserRow(db, userId)!);
  })();
}

/** Anything but active also ends every signed-in session of the user. */
export function setUserStatus(db: Db, userId: string, status: UserStatus): User {
  return db.transaction(() => {
    const row = getUserRow(db, userId);
    if (!row) throw notFound('User not found');
    db.prepare('UPDATE users SET status = ? WHERE id = ?').run(status, userId);
    if (status !== 'active') revokeAllTokens(db, userId);
    return toUser({ ...row, status });
  })();
}

/**
 * Records the user made keep their place but lose the creator link. Done by hand (not
 * by the foreign key's SET NULL) so each changed synced row gets a new version.
 */
export function detachCreator(db: Db, userIds: readonly string[], now: Date): void {
  if (userIds.length === 0) return;
  const at = now.toISOString();
  for (const table of ['activities', 'sessions'] as const) {
    const select = db.prepare(`SELECT id FROM ${table} WHERE created_by = ?`).pluck();
    const update = db.prepare(`UPDATE ${table} SET created_by = NULL, version = ?, updated_at = ? WHERE id = ?`);
    for (const userId of userIds) {
      for (const id of select.all(userId) as string[]) update.run(nextVersion(db), at, id);
    }
  }
}

/** Deletes a user; their tokens and sync clients go with them (foreign keys). */
export function deleteUser(db: Db, userId: string, now: Date): void {
  db.transaction(() => {
    if (!getUserRow(db, userId)) throw notFound('User not found');
    detachCreator(db, [userId], now);
    revokeAllTokens(db, userId);
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
  })();
}

const flagLabels = new Map(permissionGroups.flatMap((g) => g.flags.map((f) => [f.key, f.label] as const)));

/**
 * Refuses (403) a change to a flag the actor may not grant. Sending a flag's current
 * value is allowed, so a form may always send the whole set.
 */
export function assertMayGrant(actor: Actor, requested: UpdateFlagsRequest, current: UserFlags = noFlags): void {
  for (const key of userFlagKeys) {
    const value = requested[key];
    if (value === undefined || value === current[key]) continue;
    if (!canGrantFlag(actor, key)) {
      throw forbidden(`You can't change the "${flagLabels.get(key) ?? key}" permission`);
    }
  }
}

// ---- an organization admin's coaches ----

/** A coach of the actor's organization; another organization's user is "not found". */
export function getOwnCoachRow(db: Db, organizationId: string, id: string): UserRow {
  const row = getUserRow(db, id);
  if (!row || row.organization_id !== organizationId || row.role !== 'coach') throw notFound('Coach not found');
  return row;
}

export function listCoaches(db: Db, organizationId: string): User[] {
  const rows = db
    .prepare("SELECT * FROM users WHERE organization_id = ? AND role = 'coach' ORDER BY last_name, first_name, email")
    .all(organizationId) as UserRow[];
  return rows.map(toUser);
}

export function createCoach(
  db: Db,
  actor: Actor,
  input: Omit<NewUser, 'organizationId' | 'role' | 'status'>,
  now: Date,
): User {
  assertMayGrant(actor, input.flags ?? {});
  return insertUser(db, { ...input, organizationId: actor.organizationId, role: 'coach', status: 'active' }, now);
}

export function updateCoachFlags(db: Db, actor: Actor, id: string, requested: UpdateFlagsRequest): User {
  const row = getOwnCoachRow(db, actor.organizationId, id);
  assertMayGrant(actor, requested, parseFlags(row.flags));
  return setUserFlags(db, id, requested);
}

export function deleteCoach(db: Db, actor: Actor, id: string, now: Date): void {
  getOwnCoachRow(db, actor.organizationId, id);
  if (id === actor.id) throw badRequest('You cannot delete your own account');
  deleteUser(db, id, now);
}
