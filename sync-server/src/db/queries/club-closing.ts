import type { Db } from '../database';

/** The rows closing a club ends (domain/club-closing.ts holds the rules). */

/** Every way in to a club stops: its members' sign-in tokens, calendar feeds, share links and pending invites. */
export async function revokeClubAccess(db: Db, organizationId: string, now: string): Promise<void> {
  const members = db.selectFrom('users').select('id').where('organization_id', '=', organizationId);
  await db.deleteFrom('auth_tokens').where('user_id', 'in', members).execute();
  await db.deleteFrom('calendar_feeds').where('organization_id', '=', organizationId).execute();
  await db.deleteFrom('session_shares').where('organization_id', '=', organizationId).execute();
  await db
    .withTables<{ invites: { organization_id: string; accepted_at: string | null; revoked_at: string | null } }>()
    .updateTable('invites')
    .set({ revoked_at: now })
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
