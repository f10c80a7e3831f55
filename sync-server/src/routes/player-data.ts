import { Hono } from 'hono';
import { erasePlayerRequestSchema, type ErasePlayerResult } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { requestOrigin } from '../http/request-origin';
import { validate } from '../http/validate';
import { erasePlayer } from '../domain/player-erasure';

/** A player's own data: erased at a parent's request (mounted at /api). */
export const playerDataRoutes = new Hono<AppEnv>().post('/players/:id/erase', requireAuth, validate('json', erasePlayerRequestSchema), async (c) => {
  const { db, clock } = c.get('deps');
  return c.json<ErasePlayerResult>(await erasePlayer(db, c.get('user'), c.req.param('id'), c.req.valid('json').confirmName, requestOrigin(c), clock()));
});
