import {
  approvalOutcome,
  canGrantFlag,
  flagsForRole,
  noFlags,
  permissionGroups,
  userFlagKeys,
  uuidv7,
  type Actor,
  type AdminUser,
  type ApproveRegistrationResponse,
  type AssignableRole,
  type Role,
  type User,
  type UserFlags,
  type UserStatus,
  type UpdateFlagsRequest,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import {
  adminUserRow,
  adminUserRows,
  clearCreator,
  coachRows,
  deleteUserRow,
  hasActiveOrgAdmin,
  rowsCreatedBy,
  incrementOrganizationUsersScope,
  incrementUserScope,
  insertUserRow,
  updateUserRow,
  type AdminUserRow,
} from '../db/queries/users';
import { nextVersion } from '../db/queries/versions';
import { organizationRowById, updateOrganizationRow } from '../db/queries/organizations';
import { toOrganization } from './organizations';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { revokeAllTokens } from './tokens';
import { auditName, recordBy, type AuditBy } from './audit';
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

/** SQLite's and PostgreSQL's (23505) code for a unique index refusing a row. */
function isUniqueViolation(err: unknown): boolean {
  const code = err instanceof Error && 'code' in err ? (err as { code: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Inserts a user; 409 when the email is taken (also when a concurrent insert won the race). */
export async function insertUser(db: Db, input: NewUser, now: Date): Promise<User> {
  if (await findUserByEmail(db, input.email)) throw conflict(emailTakenMessage);
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
    await insertUserRow(db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(emailTakenMessage);
    throw err;
  }
  return toUser(row);
}

function toAdminUser(row: AdminUserRow): AdminUser {
  return { ...toUser(row), organizationName: row.organization_name };
}

export async function listAdminUsers(db: Db, filter: { status?: UserStatus } = {}): Promise<AdminUser[]> {
  const rows = await adminUserRows(db, filter);
  return rows.map(toAdminUser);
}

export async function getAdminUser(db: Db, id: string): Promise<AdminUser | undefined> {
  const row = await adminUserRow(db, id);
  return row ? toAdminUser(row) : undefined;
}

/** Devices of this user rebuild their copy on the next pull (sync answers `reset`). */
export async function bumpScope(db: Db, userId: string): Promise<void> {
  await incrementUserScope(db, userId);
}

export async function bumpOrganizationScope(db: Db, organizationId: string): Promise<void> {
  await incrementOrganizationUsersScope(db, organizationId);
}

const flagsChanged = (requested: UpdateFlagsRequest) =>
  Object.entries(requested)
    .map(([flag, on]) => `${flag} ${on ? 'on' : 'off'}`)
    .join(', ');

/** Applies flag changes; bumps the scope only when something changed. */
export async function setUserFlags(db: Db, userId: string, requested: UpdateFlagsRequest, by?: AuditBy): Promise<User> {
  return inTransaction(db, async (db) => {
    const row = await getUserRow(db, userId);
    if (!row) throw notFound('User not found');
    const current = parseFlags(row.flags);
    const next = pickFlags(requested, current);
    if (userFlagKeys.some((key) => next[key] !== current[key])) {
      await updateUserRow(db, userId, { flags: JSON.stringify(next) });
      await bumpScope(db, userId);
    }
    await recordBy(db, by, { action: 'user.permissions_changed', summary: `Changed ${auditName(row)}: ${flagsChanged(requested)}`, subjectType: 'user', subjectId: userId, organizationId: row.organization_id });
    return toUser((await getUserRow(db, userId))!);
  });
}

/** Anything but active also ends every signed-in session of the user. */
export async function setUserStatus(db: Db, userId: string, status: UserStatus, by?: AuditBy): Promise<User> {
  return inTransaction(db, async (db) => {
    const row = await getUserRow(db, userId);
    if (!row) throw notFound('User not found');
    await updateUserRow(db, userId, { status });
    if (status !== 'active') await revokeAllTokens(db, userId);
    const action = status === 'active' ? 'user.approved' : 'user.rejected';
    await recordBy(db, by, { action, summary: `Set ${auditName(row)} to ${status}`, subjectType: 'user', subjectId: userId, organizationId: row.organization_id });
    return toUser({ ...row, status });
  });
}

/**
 * Approves a pending registration by the shared rule (registration-approval.ts): the registrant
 * of a club that signed itself up becomes its org admin and the club starts its trial.
 */
export async function approveRegistration(db: Db, userId: string, by?: AuditBy): Promise<ApproveRegistrationResponse> {
  return inTransaction(db, async (db) => {
    const row = await getUserRow(db, userId);
    if (!row) throw notFound('User not found');
    if (row.status !== 'pending') throw conflict('This registration was already handled');
    const club = await organizationRowById(db, row.organization_id);
    if (!club) throw notFound('Organization not found');
    const outcome = approvalOutcome(toOrganization(club), await hasActiveOrgAdmin(db, club.id, row.id));
    await updateUserRow(db, userId, { status: 'active', ...(outcome.makesOrgAdmin ? { role: 'org_admin' } : {}) });
    if (outcome.clubStatus) await updateOrganizationRow(db, club.id, { subscription_status: outcome.clubStatus });
    await recordBy(db, by, { action: 'user.approved', summary: `Approved ${auditName(row)}`, subjectType: 'user', subjectId: userId, organizationId: club.id });
    return {
      user: (await getAdminUser(db, userId))!,
      organization: toOrganization((await organizationRowById(db, club.id))!),
      madeOrgAdmin: outcome.makesOrgAdmin,
    };
  });
}

/**
 * A super admin switches a club member between coach and org admin. A super admin's own role
 * is not changed here; their devices rebuild what they may see (the scope moves).
 */
export async function setUserRole(db: Db, actor: Actor & { id: string }, userId: string, role: AssignableRole, by?: AuditBy): Promise<AdminUser> {
  return inTransaction(db, async (db) => {
    const row = await getUserRow(db, userId);
    if (!row) throw notFound('User not found');
    if (row.id === actor.id) throw badRequest('You cannot change your own role');
    if (row.role === 'admin') throw badRequest("A super admin's role cannot be changed here");
    if (row.role !== role) {
      // The new role comes with what it needs (shared/src/accounts/role-flags.ts).
      await updateUserRow(db, userId, { role, flags: JSON.stringify(flagsForRole(role, parseFlags(row.flags))) });
      await bumpScope(db, userId);
    }
    await recordBy(db, by, { action: 'user.role_changed', summary: `Made ${auditName(row)} ${role}`, subjectType: 'user', subjectId: userId, organizationId: row.organization_id });
    return (await getAdminUser(db, userId))!;
  });
}

/**
 * Records the user made keep their place but lose the creator link. Done by hand (not
 * by the foreign key's SET NULL) so each changed synced row gets a new version.
 */
export async function detachCreator(db: Db, userIds: readonly string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  const at = now.toISOString();
  for (const table of ['activities', 'sessions'] as const) {
    for (const userId of userIds) {
      for (const row of await rowsCreatedBy(db, table, userId)) {
        await clearCreator(db, table, row.id, { version: await nextVersion(db, row.organization_id), updated_at: at });
      }
    }
  }
}

/** Deletes a user; their tokens and sync clients go with them (foreign keys). */
export async function deleteUser(db: Db, userId: string, now: Date, audit?: { by: AuditBy; summary: string }): Promise<void> {
  await inTransaction(db, async (db) => {
    const row = await getUserRow(db, userId);
    if (!row) throw notFound('User not found');
    if (audit) await recordBy(db, audit.by, { action: 'user.deleted', summary: audit.summary, subjectType: 'user', subjectId: userId, organizationId: row.organization_id });
    await detachCreator(db, [userId], now);
    await revokeAllTokens(db, userId);
    await deleteUserRow(db, userId);
  });
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
export async function getOwnCoachRow(db: Db, organizationId: string, id: string): Promise<UserRow> {
  const row = await getUserRow(db, id);
  if (!row || row.organization_id !== organizationId || row.role !== 'coach') throw notFound('Coach not found');
  return row;
}

export async function listCoaches(db: Db, organizationId: string): Promise<User[]> {
  const rows = await coachRows(db, organizationId);
  return rows.map(toUser);
}

/** A user a super admin adds, with the event, in one transaction. */
export async function addUser(db: Db, input: NewUser, by: AuditBy): Promise<User> {
  return inTransaction(db, async (db) => {
    const user = await insertUser(db, input, by.now);
    await recordBy(db, by, { action: 'user.added', summary: `Added ${`${user.firstName} ${user.lastName}`.trim() || user.email}`, subjectType: 'user', subjectId: user.id, organizationId: user.organizationId });
    return user;
  });
}

export async function createCoach(
  db: Db,
  actor: Actor,
  input: Omit<NewUser, 'organizationId' | 'role' | 'status'>,
  now: Date,
  by?: AuditBy,
): Promise<User> {
  assertMayGrant(actor, input.flags ?? {});
  return inTransaction(db, async (db) => {
    const user = await insertUser(db, { ...input, organizationId: actor.organizationId, role: 'coach', status: 'active' }, now);
    await recordBy(db, by, { action: 'user.added', summary: `Added coach ${`${user.firstName} ${user.lastName}`.trim() || user.email}`, subjectType: 'user', subjectId: user.id });
    return user;
  });
}

export async function updateCoachFlags(db: Db, actor: Actor, id: string, requested: UpdateFlagsRequest, by?: AuditBy): Promise<User> {
  const row = await getOwnCoachRow(db, actor.organizationId, id);
  assertMayGrant(actor, requested, parseFlags(row.flags));
  return setUserFlags(db, id, requested, by);
}

export async function deleteCoach(db: Db, actor: Actor, id: string, now: Date, by?: AuditBy): Promise<void> {
  await getOwnCoachRow(db, actor.organizationId, id);
  if (id === actor.id) throw badRequest('You cannot delete your own account');
  await deleteUser(db, id, now, by ? { by, summary: 'Deleted a coach account' } : undefined);
}
