import { createMiddleware } from 'hono/factory';
import type { Action, SubscriptionStatus } from '@pitchside/shared';
import { can, organizationShutCodes, organizationShutMessage, organizationShutsOut } from '@pitchside/shared';
import type { AuthedUser } from '../domain/actor';
import type { AppEnv } from './env';
import { forbidden, unauthorized } from '../domain/errors';
import { HttpError } from './errors';
import { hashToken, revokeToken, TOKEN_IDLE_LIMIT_MS } from '../domain/tokens';
import { parseFlags, type UserRow } from '../domain/users';

type TokenJoin = UserRow & {
  last_used_at: string;
  org_name: string;
  org_access: number;
  org_status: SubscriptionStatus;
};

/** Resolves the bearer token to the signed-in user, or answers 401. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const { db, clock } = c.get('deps');
  const tokenHash = hashToken(match[1]!);
  const row: TokenJoin | undefined = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('organizations as o', 'o.id', 'u.organization_id')
    .selectAll('u')
    .select([
      't.last_used_at',
      'o.name as org_name',
      'o.has_united_fc_library_access as org_access',
      'o.subscription_status as org_status',
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  const now = clock();
  if (now.getTime() - Date.parse(row.last_used_at) > TOKEN_IDLE_LIMIT_MS) {
    await revokeToken(db, tokenHash);
    throw unauthorized('Your session has expired. Please sign in again.');
  }
  if (row.status !== 'active') throw unauthorized('Your account is not active');
  // A 401, so the device signs out; the code tells it why. The token is kept for when the club reopens.
  if (organizationShutsOut(row, row.org_status)) {
    throw new HttpError(401, organizationShutCodes[row.org_status], organizationShutMessage(row.org_status));
  }
  // Touch at most once a minute: a token's idle clock need not cost a write per request.
  if (now.getTime() - Date.parse(row.last_used_at) > 60_000) {
    await db.updateTable('auth_tokens').set({ last_used_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
  }
  const user: AuthedUser = {
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
  c.set('user', user);
  await next();
});

/** Refuses with 403 unless the shared permission rule allows the action. */
export const requirePermission = (action: Action) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!can(c.get('user'), action)) throw forbidden();
    await next();
  });
