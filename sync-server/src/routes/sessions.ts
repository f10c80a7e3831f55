import { Hono } from 'hono';
import { sessionInputSchema, sessionUpdateSchema, type Session } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { createFromBody } from './create-from-body';
import { deleteById } from './delete-by-id';
import { createSession, deleteSession, getSession, listSessions, updateSession } from '../domain/sessions';

/** Sessions of the signed-in user's organization (docs/spec/coaching.md section 7). */
export const sessionsRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', async (c) => c.json<Session[]>(await listSessions(c.get('deps').db, c.get('user'))))
  .post('/', ...createFromBody(sessionInputSchema, createSession))
  .get('/:id', async (c) => c.json<Session>(await getSession(c.get('deps').db, c.get('user'), c.req.param('id'))))
  .put('/:id', validate('json', sessionUpdateSchema, { nonEmpty: true }), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Session>(await updateSession(db, c.get('user'), { id: c.req.param('id'), patch: c.req.valid('json') }, clock()));
  })
  .delete('/:id', deleteById(deleteSession));
