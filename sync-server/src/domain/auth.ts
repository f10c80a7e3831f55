import {
  closedClubCode,
  closedClubMessage,
  organizationShutCodes,
  organizationShutMessage,
  organizationShutsOut,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { holdLocks } from '../db/queries/locks';
import { organizationRowById } from '../db/queries/organizations';
import { updateUserRow } from '../db/queries/users';
import { badRequest, DomainError } from './errors';
import { insertUser } from './accounts';
import {
  addressKey,
  addressPolicy,
  clearFailures,
  emailKey,
  forgiveOne,
  emailPolicy,
  lockRemaining,
  recordFailure,
  registrationAddressKey,
  registrationAddressPolicy,
  registrationEmailKey,
  registrationEmailPolicy,
  type ThrottlePolicy,
} from './login-throttle';
import { findOrganizationByName, insertOrganization } from './organizations';
import { hashPassword, verifyPassword } from './passwords';
import { issueToken, revokeAllTokens } from './tokens';
import { recordSignIn, type RequestOrigin } from './audit';
import { findUserByEmail, getUserRow, toCurrentUser } from './users';

/** Sign-in, self-registration and password change. */

export const invalidCredentialsMessage = 'Invalid email or password';
export const pendingMessage = 'Your account is awaiting admin approval';
export const inactiveMessage = 'Your account is inactive. Contact your administrator.';
export const registeredMessage = 'Registration received. Your account is awaiting admin approval.';

const tooMany = {
  signIn: 'Too many failed sign-in attempts.',
  password: 'Too many wrong passwords.',
  registration: 'Too many registrations from here.',
} as const;

/** 429 with how long to wait, also sent as Retry-After. */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    what: keyof typeof tooMany = 'signIn',
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      'too_many_attempts',
      'too_many_attempts',
      `${tooMany[what]} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

type ThrottleKeys = [string, ThrottlePolicy][];

const passwordKeys = (email: string, address: string | undefined): ThrottleKeys => {
  const keys: ThrottleKeys = [[emailKey(email), emailPolicy]];
  if (address) keys.push([addressKey(address), addressPolicy]);
  return keys;
};

/** Refuses while any key is locked; otherwise counts this attempt against every key. */
async function countAttempt(db: Db, keys: ThrottleKeys, now: number, what: keyof typeof tooMany): Promise<void> {
  await inTransaction(db, async (db) => {
    // Parallel attempts (on any server process) count one after the other, so none slips past the lock.
    await holdLocks(db, keys.map(([key]) => key));
    const waits = await Promise.all(keys.map(([key, policy]) => lockRemaining(db, key, now, policy)));
    const waitMs = Math.max(...waits);
    if (waitMs > 0) throw new TooManyAttempts(Math.ceil(waitMs / 1000), what);
    for (const [key, policy] of keys) await recordFailure(db, key, now, policy);
  });
}

/**
 * A password check counted by email and address before the (slow) hash check, so a burst
 * of parallel guesses cannot all slip past the lock; a success takes the attempt back.
 */
async function throttledCheck(
  db: Db,
  keys: ThrottleKeys,
  now: () => Date,
  what: keyof typeof tooMany,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await countAttempt(db, keys, now().getTime(), what);
  const ok = await check();
  if (ok) {
    await inTransaction(db, async (db) => {
      await holdLocks(db, keys.map(([key]) => key));
      await clearFailures(db, keys[0]![0]);
      for (const [key, policy] of keys.slice(1)) await forgiveOne(db, key, now().getTime(), policy);
    });
  }
  return ok;
}

let dummyHash: Promise<string> | undefined;
/** Unknown emails still cost one hash check, so timing does not reveal which accounts exist. */
function hashForUnknownEmail(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash;
}

export async function login(
  db: Db,
  input: LoginRequest,
  context: { now: () => Date; address?: string; origin?: RequestOrigin },
): Promise<LoginResponse> {
  const row = await findUserByEmail(db, input.email);
  const matches = await throttledCheck(db, passwordKeys(input.email, context.address), context.now, 'signIn', async () => {
    const ok = await verifyPassword(input.password, row?.password_hash ?? (await hashForUnknownEmail()));
    return ok && row !== undefined;
  });
  if (!row || !matches) throw new DomainError('unauthenticated', 'invalid_credentials', invalidCredentialsMessage);
  // Only told after the right password, so the status of an account is not revealed to guessers.
  if (row.status === 'pending') throw new DomainError('forbidden', 'account_pending', pendingMessage);
  if (row.status === 'inactive') throw new DomainError('forbidden', 'account_inactive', inactiveMessage);
  const org = await organizationRowById(db, row.organization_id);
  if (!org) throw new Error(`Organization ${row.organization_id} of user ${row.id} is missing`);
  if (org.closed_at !== null) throw new DomainError('forbidden', closedClubCode, closedClubMessage);
  const orgStatus = org.subscription_status;
  if (organizationShutsOut(row, orgStatus)) {
    throw new DomainError('forbidden', organizationShutCodes[orgStatus], organizationShutMessage(orgStatus));
  }
  // The token and, from a browser and address not seen before, the sign-in's audit event, together.
  const token = await inTransaction(db, async (db) => {
    const issued = await issueToken(db, row.id, context.now());
    const actor = { id: row.id, firstName: row.first_name, lastName: row.last_name, organizationId: row.organization_id };
    if (context.origin) await recordSignIn(db, actor, context.origin, context.now());
    return issued;
  });
  return { token, user: await toCurrentUser(db, row) };
}

/**
 * A pending coach in the named organization (matched ignoring case), or in a new
 * subscriber organization. An admin approves by setting the status to active.
 * An email that already has an account gets the same answer after the same work (one
 * hash), and nothing is written: the answer does not reveal who has an account.
 */
export async function register(
  db: Db,
  input: RegisterRequest,
  context: { now: () => Date; address?: string },
): Promise<{ message: string; status: 'pending' }> {
  const keys: ThrottleKeys = [[registrationEmailKey(input.email), registrationEmailPolicy]];
  if (context.address) keys.push([registrationAddressKey(context.address), registrationAddressPolicy]);
  await countAttempt(db, keys, context.now().getTime(), 'registration');
  const passwordHash = await hashPassword(input.password, 'registration');
  const now = context.now();
  await inTransaction(db, async (db) => {
    // Checked after the hash, so a parallel registration of the same email is seen too.
    await holdLocks(db, [`email:${input.email.trim().toLowerCase()}`, `club:${input.organizationName.trim().toLowerCase()}`]);
    if (await findUserByEmail(db, input.email)) return;
    const organization =
      (await findOrganizationByName(db, input.organizationName)) ??
      (await insertOrganization(
        db,
        {
          name: input.organizationName,
          type: 'subscriber',
          contactEmail: input.email,
          subscriptionStatus: 'pending',
          hasUnitedFcLibraryAccess: true,
        },
        now,
      ));
    await insertUser(
      db,
      {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        organizationId: organization.id,
        role: 'coach',
        status: 'pending',
      },
      now,
    );
  });
  return { message: registeredMessage, status: 'pending' };
}

/** Every other device is signed out; the caller gets a fresh token. */
export async function changePassword(
  db: Db,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  context: { now: () => Date; address?: string },
): Promise<LoginResponse> {
  const row = await getUserRow(db, userId);
  if (!row) throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  // Throttled as sign-in is: a stolen token must not become a password-guessing oracle.
  const keys = passwordKeys(row.email, context.address);
  if (!(await throttledCheck(db, keys, context.now, 'password', () => verifyPassword(input.currentPassword, row.password_hash)))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const token = await inTransaction(db, async (db) => {
    await updateUserRow(db, userId, { password_hash: passwordHash });
    await revokeAllTokens(db, userId);
    return issueToken(db, userId, context.now());
  });
  return { token, user: await toCurrentUser(db, (await getUserRow(db, userId))!) };
}
