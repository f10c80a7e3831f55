import { Hono } from 'hono';
import { z } from 'zod';
import {
  matchAvailabilitySchema,
  matchEventSchema,
  matchFixtureSchema,
  matchPlanSchema,
  uuidv7,
  type ClubMinutes,
  type Match,
  type MatchEventRow,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { deleteById } from './delete-by-id';
import { privateLinkPage, privateLinkRoutes } from './private-links';
import { createMatch, deleteMatch, getMatch, listMatches, logMatchEvent, setMatchAvailability, setMatchPlan, undoMatchEvent, updateMatch } from '../domain/matches';
import { clubMatchMinutes, issueMatchShare, matchShareStatus, revokeMatchShare, sharedReceipt } from '../domain/match-share';

/**
 * A group's matches over REST (the device changes them through the sync push, with the same
 * domain functions): fixtures, availability, the plan, the live log, the receipt link. Mounted
 * at /api; each route guards itself.
 */
export const matchesRoutes = new Hono<AppEnv>()
  .get('/coach-groups/:groupId/matches', requireAuth, async (c) => c.json<Match[]>(await listMatches(c.get('deps').db, c.get('user'), c.req.param('groupId'))))
  .post('/coach-groups/:groupId/matches', requireAuth, validate('json', matchFixtureSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const now = clock();
    return c.json<Match>(await createMatch(db, c.get('user'), { ...c.req.valid('json'), id: uuidv7(now.getTime()), groupId: c.req.param('groupId') }, now), 201);
  })
  .get('/matches/:id', requireAuth, async (c) => c.json<{ match: Match; events: MatchEventRow[] }>(await getMatch(c.get('deps').db, c.get('user'), c.req.param('id'))))
  .put('/matches/:id', requireAuth, validate('json', matchFixtureSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Match>(await updateMatch(db, c.get('user'), { ...c.req.valid('json'), id: c.req.param('id') }, clock()));
  })
  .delete('/matches/:id', requireAuth, deleteById(deleteMatch))
  .put('/matches/:id/availability', requireAuth, validate('json', z.object({ availability: matchAvailabilitySchema })), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Match>(await setMatchAvailability(db, c.get('user'), { id: c.req.param('id'), ...c.req.valid('json') }, clock()));
  })
  .put('/matches/:id/plan', requireAuth, validate('json', z.object({ plan: matchPlanSchema.nullable() })), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Match>(await setMatchPlan(db, c.get('user'), { id: c.req.param('id'), ...c.req.valid('json') }, clock()));
  })
  .post('/matches/:id/events', requireAuth, validate('json', matchEventSchema.and(z.object({ id: z.uuid() }))), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<MatchEventRow>(await logMatchEvent(db, c.get('user'), { matchId: c.req.param('id'), event: c.req.valid('json') }, clock()), 201);
  })
  .delete('/match-events/:id', requireAuth, deleteById(undoMatchEvent))
  .get('/org-admin/match-minutes', requireAuth, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<ClubMinutes>(await clubMatchMinutes(db, c.get('user'), clock()));
  })
  .route('/', privateLinkRoutes('/matches/:id/share', { status: matchShareStatus, issue: issueMatchShare, revoke: revokeMatchShare }));

/** The public page a receipt link opens (mounted at /receipt, outside the app). */
export const receiptRoutes = privateLinkPage(
  async () => {
    const { matchReceiptGonePage, matchReceiptPage } = await import('../pages/match-receipt');
    return { render: async (db, token, now) => matchReceiptPage(await sharedReceipt(db, token, now)), gone: matchReceiptGonePage };
  },
  { images: false },
);
