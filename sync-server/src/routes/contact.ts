import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { salesContactSchema, trialRequestSchema } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { createRateLimiter, saveContactRequest } from '../domain/contact';

/** The landing page's public forms: no sign-in, lightly rate-limited per address. */

export const CONTACT_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

export function createContactRoutes() {
  const limiter = createRateLimiter(CONTACT_LIMIT);
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      if (!limiter.take(clientAddress(c), c.get('deps').clock().getTime())) {
        throw new HttpError(429, 'rate_limited', 'Too many requests. Please try again later.');
      }
      await next();
    })
    .post('/trial', validate('json', trialRequestSchema), async (c) => {
      const { db, clock } = c.get('deps');
      await saveContactRequest(db, { kind: 'trial', payload: c.req.valid('json') }, clock());
      return c.json({ ok: true as const }, 201);
    })
    .post('/sales', validate('json', salesContactSchema), async (c) => {
      const { db, clock } = c.get('deps');
      await saveContactRequest(db, { kind: 'sales', payload: c.req.valid('json') }, clock());
      return c.json({ ok: true as const }, 201);
    });
}
