import type { Role } from '../drills/vocabulary-schema';
import type { UserFlags } from '../entities';

/**
 * The permission rules of section 6 of both spec documents, as pure functions.
 * The server enforces them on every route; the UI uses the same functions to hide
 * what a user may not do. Hiding is never the protection.
 */
export type Actor = { id: string; role: Role; organizationId: string } & UserFlags;

/** What an ownership rule needs to know about an activity. */
export type OwnedByOrganization = { organizationId: string | null };

export type Action =
  | 'openSessionBuilder'
  | 'viewSessionLibrary'
  | 'viewActivityLibrary'
  | 'useGameCreator'
  | 'viewWeeklySchedule'
  | 'createSession'
  | 'runSession'
  | 'deleteSession'
  | 'scheduleSession'
  | 'deleteScheduleEntry'
  | 'manageCalendarFeed'
  | 'viewSessionHistory'
  | 'createActivity'
  | 'useActivity'
  | 'selectActivity'
  | 'viewCoachDashboard'
  | 'viewSuperAdmin'
  | 'viewOrgAdmin'
  | 'manageUsers'
  | 'manageOrganizations'
  | 'manageSections'
  | 'manageCategories'
  | 'manageCoaches'
  | 'manageCoachGroups';

export type ResourceAction = 'editActivity' | 'deleteActivity' | 'manageCategory' | 'manageGroupCalendarFeed';

const isAdmin = (a: Actor) => a.role === 'admin';
const isOrgAdmin = (a: Actor) => a.role === 'org_admin';
const isStaff = (a: Actor) => isAdmin(a) || isOrgAdmin(a);

const rules: Record<Action, (a: Actor) => boolean> = {
  openSessionBuilder: (a) => isStaff(a) || a.canCreateSessions,
  viewSessionLibrary: (a) => isStaff(a) || a.canViewSessionLibrary,
  viewActivityLibrary: (a) =>
    isStaff(a) || a.canViewActivityLibrary || a.canCreateActivities || a.canEditActivities,
  useGameCreator: (a) => isStaff(a) || a.canUseGameCreator,
  viewWeeklySchedule: (a) => isStaff(a) || a.canViewWeeklySchedule,
  // Saving from the builder, or starting a copy from the library.
  createSession: (a) => isStaff(a) || a.canCreateSessions || a.canViewSessionLibrary,
  // Any member may run a session of their organization (the schedule links to it).
  runSession: () => true,
  deleteSession: (a) => isStaff(a) || a.canViewSessionLibrary,
  scheduleSession: (a) => isStaff(a) || a.canViewSessionLibrary,
  deleteScheduleEntry: (a) => isStaff(a) || a.canViewWeeklySchedule || a.canViewSessionLibrary,
  // A group's calendar feed publishes its schedule: whoever may schedule for the group manages it.
  manageCalendarFeed: (a) => can(a, 'scheduleSession'),
  // Finished runs come from the schedule or the library: whoever sees either may review them.
  viewSessionHistory: (a) => isStaff(a) || a.canViewWeeklySchedule || a.canViewSessionLibrary,
  createActivity: (a) => isStaff(a) || a.canCreateActivities,
  useActivity: (a) => isStaff(a) || a.canCreateSessions,
  selectActivity: (a) => isStaff(a) || a.canCreateSessions,
  viewCoachDashboard: (a) => a.role === 'coach' && a.canCreateActivities,
  viewSuperAdmin: isAdmin,
  viewOrgAdmin: isOrgAdmin,
  manageUsers: isAdmin,
  manageOrganizations: isAdmin,
  manageSections: isAdmin,
  manageCategories: isStaff,
  manageCoaches: isStaff,
  manageCoachGroups: isStaff,
};

export function can(actor: Actor | null | undefined, action: Action): boolean {
  if (!actor) return false;
  return rules[action](actor);
}

/**
 * Ownership rules: a super admin acts only on global items (organizationId null);
 * an org admin only on their own organization's. A coach with canEditActivities may
 * edit (never delete) their own organization's activities.
 */
export function canOn(actor: Actor | null | undefined, action: ResourceAction, item: OwnedByOrganization): boolean {
  if (!actor) return false;
  const global = item.organizationId === null;
  const own = item.organizationId === actor.organizationId;
  switch (action) {
    case 'editActivity':
      if (isAdmin(actor)) return global;
      if (isOrgAdmin(actor)) return own;
      return actor.canEditActivities && own;
    case 'deleteActivity':
      if (isAdmin(actor)) return global;
      if (isOrgAdmin(actor)) return own;
      return false;
    case 'manageCategory':
      if (isAdmin(actor)) return true;
      if (isOrgAdmin(actor)) return own;
      return false;
    case 'manageGroupCalendarFeed':
      // Coach groups belong to one club: nobody, super admins included, publishes another's.
      return own && can(actor, 'manageCalendarFeed');
  }
}

/**
 * Groups in the order a member looks for them: the ones they coach first, then the others
 * by name. `coachesSeeAllGroups` is the club's choice (default yes); when off, a coach sees
 * only their own groups, while staff always see every group of the club.
 */
export function groupsFor<G extends { organizationId: string; name: string; coachIds: readonly string[] }>(
  actor: Actor | null | undefined,
  groups: readonly G[],
  coachesSeeAllGroups = true,
): { mine: G[]; others: G[] } {
  if (!actor) return { mine: [], others: [] };
  const ofClub = groups.filter((g) => g.organizationId === actor.organizationId).sort((a, b) => a.name.localeCompare(b.name));
  const mine = ofClub.filter((g) => g.coachIds.includes(actor.id));
  const rest = ofClub.filter((g) => !g.coachIds.includes(actor.id));
  return { mine, others: isStaff(actor) || coachesSeeAllGroups ? rest : [] };
}

/** Who may be a group's coach: an active coach of the same club. */
export function canCoachGroup(user: { role: string; organizationId: string; status?: string }, group: { organizationId: string }): boolean {
  return user.role === 'coach' && user.organizationId === group.organizationId && (user.status ?? 'active') === 'active';
}

/**
 * Who keeps a coach group's roster and takes its register: an org admin for any group of
 * the club, a coach for the groups they were assigned; and, as the club's coaches share its
 * groups through the weekly schedule (docs/architecture.md), a coach who sees the schedule.
 */
export function canManageRoster(actor: Actor | null | undefined, group: { organizationId: string; coachIds?: readonly string[] }): boolean {
  if (!actor || group.organizationId !== actor.organizationId) return false;
  if (isOrgAdmin(actor)) return true;
  return actor.role === 'coach' && (actor.canViewWeeklySchedule || (group.coachIds ?? []).includes(actor.id));
}

/** Flags only a super admin may grant (docs/spec/accounts.md: super-admin form only). */
export const superAdminOnlyFlags = ['canCreateCoachAccounts', 'canGrantFeatureAccess'] as const;
export function canGrantFlag(actor: Actor, flag: keyof UserFlags): boolean {
  if (isAdmin(actor)) return true;
  if (isOrgAdmin(actor)) return !(superAdminOnlyFlags as readonly string[]).includes(flag);
  return false;
}

/** Whether the actor may see the provider's global library at all. */
export function seesGlobalLibrary(actor: Actor, organizationHasLibraryAccess: boolean): boolean {
  return isAdmin(actor) || organizationHasLibraryAccess;
}
