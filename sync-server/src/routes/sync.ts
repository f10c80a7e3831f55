import { Hono } from 'hono';
import { pullQuerySchema, type PushResponse } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { asSignedInUser, requireAuth } from '../http/auth';
import { answerOf, HttpError } from '../http/errors';
import { parseOr400, queryOf, requireJsonBody } from '../http/validate';
import { TemporaryPushError } from '../sync/mutations';
import { pull } from '../sync/pull';
import { pullAnswerText, type PullAnswer } from '../sync/pull-answer';
import { wellFormedDeep } from '../domain/well-formed';
import { z } from 'zod';

const pullQuery = z.preprocess(wellFormedDeep, pullQuerySchema);

import { requestOrigin } from '../http/request-origin';
/** The offline-first sync endpoints (docs/architecture.md "Offline data flow and the sync protocol"). */
export const syncRoutes = new Hono<AppEnv>()
  // The body goes on as text: whoever applies the push parses and checks it (sync/mutations.ts pushOfBody),
  // which on SQLite is the push thread, so this thread is left to pulls.
  .post('/push', requireAuth, async (c) => {
    requireJsonBody(c);
    const { pushes, clock } = c.get('deps');
    const body = await c.req.text();
    try {
      return c.json<PushResponse>(await pushes.apply(c.get('user'), body, clock, requestOrigin(c)));
    } catch (error) {
      if (answerOf(error)) throw error;
      // What came before a failing mutation is committed; the device retries the rest later.
      if (error instanceof TemporaryPushError) console.error(error.message, error.causeError);
      else console.error('Push failed', error);
      throw new HttpError(503, 'unavailable', 'The server could not apply your changes right now. They will be retried.');
    }
  })
  // Pulls are most of the server's requests: the token is read with the pull's own statement (http/auth.ts).
  .get('/pull', async (c) => {
    const { db, clock } = c.get('deps');
    const now = clock();
    const query = pullQuery.safeParse(queryOf(c));
    const answer: PullAnswer = await asSignedInUser(db, c.req.header('authorization'), now, !query.success, (user, token) =>
      pull(db, user, query.success ? query.data : parseOr400(pullQuery, queryOf(c)), now, token),
    );
    return c.json(pullAnswerText(answer));
  });
