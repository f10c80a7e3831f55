import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../domain/errors';
import { privateLinkRoutes } from './private-links';
import { calendarFeeds, renderCalendarFeed } from '../domain/calendar-feed';

/**
 * Calendar feeds. The feed itself is public: calendar apps cannot send a sign-in, so the
 * token in the path is the secret, and the answer is never cached along the way.
 */
export const calendarRoutes = new Hono<AppEnv>()
  .get('/calendar/:file', async (c) => {
    const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param('file'));
    if (!match) throw notFound('No such calendar feed');
    const { db, clock } = c.get('deps');
    const body = await renderCalendarFeed(db, match[1]!, new URL(c.req.url).origin, clock());
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="training.ics"',
      'Cache-Control': 'no-store, private',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
  })
  .route('/', privateLinkRoutes('/coach-groups/:id/calendar-feed', calendarFeeds));
