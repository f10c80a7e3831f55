import {
  organizationShutCodes,
  organizationShutMessage,
  organizationShutsOut,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type SubscriptionStatus,
} from '@pitchside/shared';
import type { Db } from '../db/database';
import { badRequest, conflict, HttpError } from '../http/errors';
import { emailTakenMessage, insertUser } from './accounts';
import {
  addressKey,
  addressPolicy,
  clearFailures,
  emailKey,
  forgiveOne,
  emailPolicy,
  lockRemaining,
  recordFailure,
  type ThrottlePolicy,
} from './login-throttle';
import { findOrganizationByName, insertOrganization } from './organizations';
import { hashPassword, verifyPassword } from './passwords';
import { issueToken, revokeAllTokens } from './tokens';
import { findUserByEmail, getUserRow, toCurrentUser } from './users';

/** Sign-in, self-registration and password change. */

export const invalidCredentialsMessage = 'Invalid email or password';
export const pendingMessage = 'Your account is awaiting admin approval';
export const inactiveMessage = 'Your account is inactive. Contact your administrator.';
export const registeredMessage = 'Registration received. Your account is awaiting admin approval.';

/** 429 with how long to wait, so the route can also send Retry-After. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      'too_many_attempts',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
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
  context: { now: () => Date; address?: string },
): Promise<LoginResponse> {
  const keys: [string, ThrottlePolicy][] = [[emailKey(input.email), emailPolicy]];
  if (context.address) keys.push([addressKey(context.address), addressPolicy]);
  const waitMs = Math.max(...keys.map(([key, policy]) => lockRemaining(db, key, context.now().getTime(), policy)));
  if (waitMs > 0) throw new TooManyAttempts(Math.ceil(waitMs / 1000));

  // Counted before the (slow) hash check, so a burst of parallel guesses cannot all
  // slip past the lock; a success takes the attempt back.
  const attemptAt = context.now().getTime();
  db.transaction(() => {
    for (const [key, policy] of keys) recordFailure(db, key, attemptAt, policy);
  })();
  const row = findUserByEmail(db, input.email);
  const matches = await verifyPassword(input.password, row?.password_hash ?? (await hashForUnknownEmail()));
  if (!row || !matches) throw new HttpError(401, 'invalid_credentials', invalidCredentialsMessage);
  db.transaction(() => {
    clearFailures(db, emailKey(input.email));
    for (const [key, policy] of keys.slice(1)) forgiveOne(db, key, context.now().getTime(), policy);
  })();
  // Only told after the right password, so the status of an account is not revealed to guessers.
  if (row.status === 'pending') throw new HttpError(403, 'account_pending', pendingMessage);
  if (row.status === 'inactive') throw new HttpError(403, 'account_inactive', inactiveMessage);
  const orgStatus = db
    .prepare('SELECT subscription_status FROM organizations WHERE id = ?')
    .pluck()
    .get(row.organization_id) as SubscriptionStatus;
  if (organizationShutsOut(row, orgStatus)) {
    throw new HttpError(403, organizationShutCodes[orgStatus], organizationShutMessage(orgStatus));
  }
  const token = issueToken(db, row.id, context.now());
  return { token, user: toCurrentUser(db, row) };
}

/**
 * A pending coach in the named organization (matched ignoring case), or in a new
 * subscriber organization. An admin approves by setting the status to active.
 */
export async function register(db: Db, input: RegisterRequest, now: Date): Promise<{ message: string; status: 'pending' }> {
  if (findUserByEmail(db, input.email)) throw conflict(emailTakenMessage);
  const passwordHash = await hashPassword(input.password);
  db.transaction(() => {
    const organization =
      findOrganizationByName(db, input.organizationName) ??
      insertOrganization(
        db,
        {
          name: input.organizationName,
          type: 'subscriber',
          contactEmail: input.email,
          subscriptionStatus: 'pending',
          hasUnitedFcLibraryAccess: true,
        },
        now,
      );
    insertUser(
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
  })();
  return { message: registeredMessage, status: 'pending' };
}

/** Every other device is signed out; the caller gets a fresh token. */
export async function changePassword(
  db: Db,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<LoginResponse> {
  const row = getUserRow(db, userId);
  if (!row || !(await verifyPassword(input.currentPassword, row.password_hash))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const token = db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
    revokeAllTokens(db, userId);
    return issueToken(db, userId, now);
  })();
  return { token, user: toCurrentUser(db, getUserRow(db, userId)!) };
}
