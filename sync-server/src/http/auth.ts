import { createMiddleware } from 'hono/factory';
import type { Action } from '@pitchside/shared';
import { can, closedClubCode, closedClubMessage, organizationShutCodes, organizationShutMessage, organizationShutsOut } from '@pitchside/shared';
import type { AuthedUser } from '../domain/actor';
import type { AppEnv } from './env';
import { forbidden, unauthorized } from '../domain/errors';
import { HttpError } from './errors';
import { hashToken, revokeToken, TOKEN_IDLE_LIMIT_MS } from '../domain/tokens';
import { parseFlags } from '../domain/users';
import type { Db } from '../db/database';
import { tokenUser, type TokenUserRow } from '../db/queries/auth-tokens';
import type { TokenCheck } from '../sync/pull';

/** The most users a server process remembers for pulls; the oldest go first. */
const REMEMBERED_USERS = 10_000;

/**
 * The user each token hash stood for when it was last checked in this process. Only a guess
 * (asSignedInUser confirms it in the pull's own read), so one list serves every database a
 * process opens: a guess made on another database is refused there and checked in full.
 */
const users = new Map<string, AuthedUser>();

/** The user a token hash stood for when it was last checked in this process, if it was. */
export function lastKnownUser(tokenHash: string): AuthedUser | undefined {
  return users.get(tokenHash);
}

function remember(user: AuthedUser): void {
  users.delete(user.tokenHash);
  users.set(user.tokenHash, user);
  if (users.size > REMEMBERED_USERS) users.delete(users.keys().next().value!);
}

/** Whether two checks of a token found the same user with the same rights. */
export function sameUser(a: AuthedUser, b: AuthedUser): boolean {
  const keys = Object.keys(a) as (keyof AuthedUser)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The hash of the request's bearer token, or 401. */
export function bearerTokenHash(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match) throw unauthorized();
  return hashToken(match[1]!);
}

/** Whether a token's row lets a request in as it is: nothing to refuse, nothing to write. */
function letsInAsIs(row: TokenUserRow, now: Date): boolean {
  return row.status === 'active' && row.org_closed_at === null && !organizationShutsOut(row, row.org_status) && now.getTime() - Date.parse(row.last_used_at) <= TOUCH_AFTER_MS;
}

function userOfRow(tokenHash: string, row: TokenUserRow): AuthedUser {
  return {
    id: row.id,
    role: row.role,
    organizationId: row.organization_id,
    ...parseFlags(row.flags),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    organizationName: row.org_name,
    hasUnitedFcLibraryAccess: row.org_access === 1,
    scopeVersion: row.scope_version,
    tokenHash,
  };
}

/** A token's idle clock is moved at most this often: it need not cost a write per request. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The signed-in user a token's row (read now, or in the snapshot of the statement that
 * read with it) stands for, or 401: no such token, unused too long (it is revoked), an
 * inactive account, a closed club.
 */
export async function signedInUser(db: Db, tokenHash: string, row: TokenUserRow | undefined, now: Date): Promise<AuthedUser> {
  if (!row) throw unauthorized();
  const idle = now.getTime() - Date.parse(row.last_used_at);
  if (idle > TOKEN_IDLE_LIMIT_MS) {
    await revokeToken(db, tokenHash);
    throw unauthorized('Your session has expired. Please sign in again.');
  }
  if (row.status !== 'active') throw unauthorized('Your account is not active');
  // Closing revokes the club's tokens; this refuses one a sign-in made while it closed.
  if (row.org_closed_at !== null) throw new HttpError(401, closedClubCode, closedClubMessage);
  // A 401, so the device signs out; the code tells it why. The token is kept for when the club reopens.
  if (organizationShutsOut(row, row.org_status)) {
    throw new HttpError(401, organizationShutCodes[row.org_status], organizationShutMessage(row.org_status));
  }
  if (idle > TOUCH_AFTER_MS) {
    await db.updateTable('auth_tokens').set({ last_used_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
  }
  const user = userOfRow(tokenHash, row);
  remember(user);
  return user;
}

/** The token row a read found did not let its guessed user in as is: checked in full, then read again. */
class NotAsGuessed extends Error {
  constructor(readonly row: TokenUserRow | undefined) {
    super('The token no longer stands for the user it was read for');
  }
}

/**
 * Runs `read` (a pull) for the request's signed-in user without a statement of its own for
 * the token. A token this process checked before is taken to stand for the same user: `read`
 * gets that user and a TokenCheck, so its first statement reads the token's row too, in the
 * same snapshot as the rows it answers, and the check refuses the guess unless that row lets
 * exactly that user in with nothing to write. Sign-out, a password change, deactivation, a
 * role or club change thus count at once, in every server process: nothing is cached but a
 * guess. A refused guess is checked in full (401, or the user as the token now stands) and
 * read again. A new token, or a request that is refused anyway (`checkFirst`), is checked first.
 */
export async function asSignedInUser<T>(
  db: Db,
  authorization: string | undefined,
  now: Date,
  checkFirst: boolean,
  read: (user: AuthedUser, token?: TokenCheck) => Promise<T>,
): Promise<T> {
  const tokenHash = bearerTokenHash(authorization);
  const guess = checkFirst ? undefined : lastKnownUser(tokenHash);
  if (!guess) return read(await signedInUser(db, tokenHash, await tokenUser(db, tokenHash), now));
  const confirm = async (row: TokenUserRow | undefined) => {
    if (!row || !letsInAsIs(row, now) || !sameUser(userOfRow(tokenHash, row), guess)) throw new NotAsGuessed(row);
  };
  try {
    return await read(guess, { tokenHash, confirm });
  } catch (error) {
    if (!(error instanceof NotAsGuessed)) throw error;
    return read(await signedInUser(db, tokenHash, error.row, now));
  }
}

/** Resolves the bearer token to the signed-in user, or answers 401. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const tokenHash = bearerTokenHash(c.req.header('authorization'));
  const { db, clock } = c.get('deps');
  c.set('user', await signedInUser(db, tokenHash, await tokenUser(db, tokenHash), clock()));
  await next();
});

/** Refuses with 403 unless the shared permission rule allows the action. */
export const requirePermission = (action: Action) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('user'), action)) throw forbidden();
    await next();
  });
