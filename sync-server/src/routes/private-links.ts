import { Hono } from 'hono';
import { linkTokenSchema } from '@pitchside/shared';
import type { Db } from '../db/database';
import type { AuthedUser } from '../domain/actor';
import type { RequestOrigin } from '../domain/audit';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { answerOf } from '../http/errors';
import { requestOrigin } from '../http/request-origin';

/** What `privateLinks` (domain/private-links.ts) offers whoever manages a link's owner. */
type LinkManagement<Status, Link> = {
  status(db: Db, actor: AuthedUser, ownerId: string): Promise<Status>;
  issue(db: Db, actor: AuthedUser, ownerId: string, now: Date, origin: RequestOrigin): Promise<Link>;
  revoke(db: Db, actor: AuthedUser, ownerId: string, now: Date, origin: RequestOrigin): Promise<void>;
};

/** Checking, issuing and revoking the private link at `path` (its owner's id is `:id`); every route signs in. */
export function privateLinkRoutes<Status, Link>(path: `${string}/:id/${string}`, links: LinkManagement<Status, Link>) {
  return new Hono<AppEnv>()
    .get(path, requireAuth, async (c) => c.json(await links.status(c.get('deps').db, c.get('user'), c.req.param('id'))))
    .post(path, requireAuth, async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(await links.issue(db, c.get('user'), c.req.param('id'), clock(), requestOrigin(c)), 201);
    })
    .delete(path, requireAuth, async (c) => {
      const { db, clock } = c.get('deps');
      await links.revoke(db, c.get('user'), c.req.param('id'), clock(), requestOrigin(c));
      return c.json({ ok: true as const });
    });
}

/** The page a link opens, and the one an unknown or revoked token gets. */
type LinkPage = {
  render(db: Db, token: string, now: Date): Promise<string>;
  gone(): string;
};

/** Headers of a page a private link opens: never cached along the way or indexed, no script, no referrer. */
function linkPageHeaders(images: boolean) {
  const imgSrc = images ? " img-src 'self' data:;" : '';
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store, private',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline';${imgSrc} base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

/**
 * The public page a private link opens (mounted outside the app, at `/:token`): the token is the
 * secret, so a malformed, unknown or revoked one gets the same "gone" page. `load` brings the
 * page's renderer in with the first request, not with every server start.
 */
export function privateLinkPage(load: () => Promise<LinkPage>, { images }: { images: boolean }) {
  const headers = linkPageHeaders(images);
  return new Hono<AppEnv>().get('/:token', async (c) => {
    const token = c.req.param('token');
    const { db, clock } = c.get('deps');
    const page = await load();
    try {
      if (!linkTokenSchema.safeParse(token).success) return c.body(page.gone(), 404, headers);
      return c.body(await page.render(db, token, clock()), 200, headers);
    } catch (error) {
      if (answerOf(error)?.status === 404) return c.body(page.gone(), 404, headers);
      throw error;
    }
  });
}
