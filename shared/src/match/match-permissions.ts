import { can, type Actor } from '../accounts/permissions';

/**
 * Who runs a group's matches (fixtures, availability, lineup, the live log, the receipt link):
 * an org admin of the club, a coach of the group, or a coach who sees the club's schedule
 * (who may see a group's schedule may run its matches).
 */
export function canRunMatches(actor: Actor | null | undefined, group: { organizationId: string; coachIds?: readonly string[] }): boolean {
  if (!actor || group.organizationId !== actor.organizationId) return false;
  if (actor.role === 'org_admin') return true;
  return actor.role === 'coach' && ((group.coachIds ?? []).includes(actor.id) || can(actor, 'viewWeeklySchedule'));
}

/** Who sees the minutes of every group's players across matches (the club view): the club's org admins. */
export function canViewClubMinutes(actor: Actor | null | undefined): boolean {
  return !!actor && actor.role === 'org_admin';
}
