import { Hono } from 'hono';
import type { ClubView } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { clubView } from '../domain/club-view';

/** The head of coaching's club view (mounted at /api/org-admin): org admins only, their own club. */
export const clubViewRoutes = new Hono<AppEnv>().get('/club-view', requireAuth, requirePermission('viewOrgAdmin'), async (c) => {
  const { db, clock } = c.get('deps');
  return c.json<ClubView>(await clubView(db, c.get('user'), clock()));
});
