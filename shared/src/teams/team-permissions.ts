import { can, canManageRoster, type Actor } from '../accounts/permissions';

/** Who decides what a group is (its team profile): those who keep its roster. */
export function canEditTeamProfile(actor: Actor | null | undefined, group: { organizationId: string; coachIds?: readonly string[] }): boolean {
  return canManageRoster(actor, group);
}

/** Who writes the club's curriculum templates and lays them onto its groups: its org admins. */
export function canManageCurriculum(actor: Actor | null | undefined): boolean {
  return !!actor && actor.role === 'org_admin';
}

/**
 * Who adjusts a group's week plan: those who plan its sessions, that is an org admin of the
 * club, or a coach of the group (or who shares the club's groups through the schedule) who
 * may build sessions.
 */
export function canPlanGroupWeeks(actor: Actor | null | undefined, group: { organizationId: string; coachIds?: readonly string[] }): boolean {
  if (!actor || group.organizationId !== actor.organizationId) return false;
  if (actor.role === 'org_admin') return true;
  return canManageRoster(actor, group) && can(actor, 'openSessionBuilder');
}
