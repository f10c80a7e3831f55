import { can, type Actor } from '../accounts/permissions';

/**
 * A session's read-only share link, for assistants and parents who have no account: the
 * pitch card as a plain page, no sign-in. Revoking it makes the link answer 404.
 */

/** Where a shared card is served, relative to the server's origin (a page, outside the app). */
export const sharedCardPath = (token: string) => `/share/${token}`;

/**
 * Who may share (and stop sharing) a session: whoever may run it and reaches it from the
 * library or the schedule, in the session's own club. A member who can do neither only runs
 * what the club hands them, so they do not publish the club's plans outside it.
 */
export function canShareSession(actor: Actor | null | undefined, session: { organizationId: string }): boolean {
  if (!actor || actor.organizationId !== session.organizationId) return false;
  return can(actor, 'runSession') && (can(actor, 'viewSessionLibrary') || can(actor, 'viewWeeklySchedule'));
}
