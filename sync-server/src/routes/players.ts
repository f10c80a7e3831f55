import { Hono } from 'hono';
import { playerInputSchema, uuidv7, type Player } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { deleteById } from './delete-by-id';
import { requestOrigin } from '../http/request-origin';
import { createPlayer, deletePlayer, listPlayers, updatePlayer } from '../domain/players';

/**
 * The roster of a coach group. Its paths sit under two prefixes, so this router mounts at
 * /api and guards each route itself (as the schedule's does).
 */
export const playersRoutes = new Hono<AppEnv>()
  .get('/coach-groups/:groupId/players', requireAuth, async (c) =>
    c.json<Player[]>(await listPlayers(c.get('deps').db, c.get('user'), c.req.param('groupId'))),
  )
  .post('/coach-groups/:groupId/players', requireAuth, validate('json', playerInputSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const now = clock();
    const args = { ...c.req.valid('json'), id: uuidv7(now.getTime()), groupId: c.req.param('groupId') };
    return c.json<Player>(await createPlayer(db, c.get('user'), args, now, requestOrigin(c)), 201);
  })
  .put('/players/:id', requireAuth, validate('json', playerInputSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Player>(await updatePlayer(db, c.get('user'), { ...c.req.valid('json'), id: c.req.param('id') }, clock()));
  })
  .delete('/players/:id', requireAuth, deleteById(deletePlayer));
