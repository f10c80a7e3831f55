import { sessionShares, sharedSession } from '../domain/session-share';
import { privateLinkPage, privateLinkRoutes } from './private-links';

/** The public page a share link opens (mounted at /share, outside the app). */
export const sharedCardRoutes = privateLinkPage(
  async () => {
    // React's server renderer loads with the first shared card, not with every server start.
    const { sharedCardGonePage, sharedCardPage } = await import('../pages/shared-card');
    return { render: async (db, token, now) => sharedCardPage(await sharedSession(db, token), now), gone: sharedCardGonePage };
  },
  { images: true },
);

/** Issuing, checking and revoking a session's share link (mounted at /api/sessions). */
export const sessionShareRoutes = privateLinkRoutes('/:id/share', sessionShares);
