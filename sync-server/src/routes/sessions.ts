import { Hono } from 'hono';
import { sessionInputSchema, sessionUpdateSchema, type Session } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { createSession, deleteSession, getSession, listSessions, updateSession } from '../domain/sessions';

/** Sessions of the signed-in user's organization (coaching.md section 7). */
export const sessionsRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', (c) => c.json<Session[]>(listSessions(c.get('deps').db, c.get('user'))))
  .post('/', validate('json', sessionInputSchema), (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Session>(createSession(db, c.get('user'), c.req.valid('json'), clock()), 201);
  })
  .get('/:id', (c) => c.json<Session>(getSession(c.get('deps').db, c.get('user'), c.req.param('id'))))
  .put('/:id', validate('json', sessionUpdateSchema, { nonEmpty: true }), (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Session>(updateSession(db, c.get('user'), { id: c.req.param('id'), patch: c.req.valid('json') }, clock()));
  })
  .delete('/:id', (c) => {
    const { db, clock } = c.get('deps');
    deleteSession(db, c.get('user'), { id: c.req.param('id') }, clock());
    return c.json({ ok: true as const });
  });
