import { canShareSession, type Activity, type ScheduleEntry, type Session } from '@pitchside/shared';
import type { Db } from '../db/database';
import { activityRowsForClub, entryRowsOfSession } from '../db/queries/session-shares';
import { ownRow } from '../db/push-transaction';
import type { AuthedUser } from './actor';
import { activityFromRow } from './activity-rows';
import { forbidden, notFound } from './errors';
import { toScheduleEntry, toSession, type SessionRow } from './rows';
import { privateLinks } from './private-links';

/**
 * A session's read-only share link: whoever may share the session (shared rule) issues and
 * revokes it; anyone holding the token reads the session's pitch card, and nothing else.
 */

const noSuchShare = () => notFound('No such shared session');

async function shareableSession(db: Db, actor: AuthedUser, sessionId: string): Promise<SessionRow> {
  // Another club's session is unknown here, whoever asks.
  const row = await ownRow(db, 'sessions', actor.organizationId, sessionId);
  if (!row) throw notFound('Session not found');
  if (!canShareSession(actor, { organizationId: row.organization_id })) throw forbidden("You don't have permission to share this session.");
  return row;
}

export const sessionShares = privateLinks('session_shares', 'sessionId', shareableSession, {
  subjectType: 'session',
  issued: { action: 'share_link.created', summary: 'Made a share link of a session' },
  revoked: { action: 'share_link.revoked', summary: 'Revoked a session share link' },
});

/** What a shared card shows: the session, its activities in plan order, and its entries. */
export type SharedSession = {
  session: Session;
  /** Parallel to session.activityIds; undefined where an activity is gone. */
  activities: (Activity | undefined)[];
  entries: ScheduleEntry[];
};

/** The session behind a token; an unknown or revoked token, or a deleted session, is not found. */
export async function sharedSession(db: Db, token: string): Promise<SharedSession> {
  const share = await sessionShares.opened(db, token);
  if (!share) throw noSuchShare();
  const row = await ownRow(db, 'sessions', share.organization_id, share.owner_id);
  if (!row) throw noSuchShare();
  const session = toSession(row);
  const found = new Map((await activityRowsForClub(db, row.organization_id, session.activityIds)).map((a) => [a.id, activityFromRow(a)]));
  const entries = await entryRowsOfSession(db, row.organization_id, row.id, row.schedule_entry_id);
  return { session, activities: session.activityIds.map((id) => found.get(id)), entries: entries.map(toScheduleEntry) };
}
