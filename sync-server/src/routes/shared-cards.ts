import { Hono } from 'hono';
import { linkTokenSchema, type SessionShareLink, type SessionShareStatus } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { answerOf } from '../http/errors';
import { requestOrigin } from '../http/request-origin';
import { issueSessionShare, revokeSessionShare, sessionShareStatus, sharedSession } from '../domain/session-share';

/** Headers of a shared card: never cached along the way or indexed, no script, no referrer. */
const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store, private',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** The public page a share link opens (mounted at /share, outside the app): the token is the secret. */
export const sharedCardRoutes = new Hono<AppEnv>().get('/:token', async (c) => {
  const token = c.req.param('token');
  const { db, clock } = c.get('deps');
  // React's server renderer loads with the first shared card, not with every server start.
  const { sharedCardGonePage, sharedCardPage } = await import('../pages/shared-card');
  try {
    if (!linkTokenSchema.safeParse(token).success) return c.body(sharedCardGonePage(), 404, pageHeaders);
    return c.body(sharedCardPage(await sharedSession(db, token), clock()), 200, pageHeaders);
  } catch (error) {
    if (answerOf(error)?.status === 404) return c.body(sharedCardGonePage(), 404, pageHeaders);
    throw error;
  }
});

/** Issuing, checking and revoking a session's share link (mounted at /api/sessions). */
export const sessionShareRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/:id/share', async (c) => c.json<SessionShareStatus>(await sessionShareStatus(c.get('deps').db, c.get('user'), c.req.param('id'))))
  .post('/:id/share', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<SessionShareLink>(await issueSessionShare(db, c.get('user'), c.req.param('id'), clock(), requestOrigin(c)), 201);
  })
  .delete('/:id/share', async (c) => {
    const { db, clock } = c.get('deps');
    await revokeSessionShare(db, c.get('user'), c.req.param('id'), clock(), requestOrigin(c));
    return c.json({ ok: true as const });
  });
