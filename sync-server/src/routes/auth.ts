import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  acceptInviteRequestSchema,
  changePasswordRequestSchema,
  closeAccountRequestSchema,
  type InvitePreview,
  loginRequestSchema,
  registerRequestSchema,
  type CurrentUser,
  type LoginResponse,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { changePassword, login, register } from '../domain/auth';
import { revokeToken } from '../domain/tokens';
import { getUserRow, toCurrentUser } from '../domain/users';
import { acceptInvite, previewInvite } from '../domain/invites';
import { hashPassword } from '../domain/passwords';
import { closeOwnAccount } from '../domain/club-closing';
import { requestOrigin } from '../http/request-origin';

/**
 * The socket's address, when there is a socket (not in app.request() tests).
 * Forwarded headers are not trusted: anyone could send them to dodge the limit.
 */
function clientAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<LoginResponse>(await login(db, c.req.valid('json'), { now: clock, address: clientAddress(c), origin: requestOrigin(c) }));
  })
  .post('/register', validate('json', registerRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await register(db, c.req.valid('json'), { now: clock, address: clientAddress(c) }), 201);
  })
  // An invite link's page: who is invited where, then their own password (no sign-in needed).
  .get('/invites/:token', async (c) => c.json<InvitePreview>(await previewInvite(c.get('deps').db, c.req.param('token'), c.get('deps').clock())))
  .post('/invites/:token', validate('json', acceptInviteRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    // The token is checked again inside acceptInvite's transaction; this spares the hash for a dead link.
    await previewInvite(db, c.req.param('token'), clock());
    const passwordHash = await hashPassword(c.req.valid('json').password);
    return c.json<LoginResponse>(await acceptInvite(db, c.req.param('token'), passwordHash, clock()), 201);
  })
  .get('/me', requireAuth, async (c) => {
    const { db } = c.get('deps');
    return c.json<CurrentUser>(await toCurrentUser(db, (await getUserRow(db, c.get('user').id))!));
  })
  .post('/logout', requireAuth, async (c) => {
    await revokeToken(c.get('deps').db, c.get('user').tokenHash);
    return c.json({ ok: true as const });
  })
  .post('/close-account', requireAuth, validate('json', closeAccountRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    await closeOwnAccount(db, c.get('user'), c.req.valid('json').password, requestOrigin(c), clock());
    return c.json({ ok: true as const });
  })
  .post('/password', requireAuth, validate('json', changePasswordRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const context = { now: clock, address: clientAddress(c) };
    return c.json<LoginResponse>(await changePassword(db, c.get('user').id, c.req.valid('json'), context));
  });
