import type { ComponentType, LazyExoticComponent } from 'react';
import { can, type Action, type Actor } from '@pitchside/shared';
import type { AccessDeniedProps } from '../ui/AccessDenied';
import * as screens from './screens';

/** A signed-in screen: who may open it and what they see when they may not. */
export type ScreenRoute = {
  /** As the spec writes it: absolute, with :params. */
  path: string;
  screen: LazyExoticComponent<ComponentType>;
  /** The shared permission rule the server enforces for this screen's data; none means every member. */
  permission?: Action;
  /** The spec's refusal text for this screen; the generic Access Denied when absent. */
  denied?: AccessDeniedProps;
  /** Talks to the server directly: opened offline it shows the offline page instead. */
  onlineOnly?: boolean;
};

export type RedirectRoute = {
  path: string;
  redirectTo: string;
  /** Goes to the safe same-site path in ?next= instead, when there is one (sign-in coming back). */
  followsReturnPath?: true;
};

export type AppRoute = ScreenRoute | RedirectRoute;

const createActivityDenied: AccessDeniedProps = { message: "You don't have permission to create activities." };

/**
 * The signed-in routes of docs/spec/accounts.md section 2 (and the session history): the one
 * place that says which screen a path opens and who may open it. The router renders the
 * refusal and offline pages from here; screens do not check their own route permission.
 */
export const signedInRoutes: readonly AppRoute[] = [
  { path: '/', screen: screens.Home },
  { path: '/login', redirectTo: '/', followsReturnPath: true },
  {
    path: '/session-builder',
    screen: screens.SessionBuilder,
    permission: 'openSessionBuilder',
    denied: { title: 'Access Restricted', message: "You don't have permission to create sessions.", homeLabel: 'Back to Home' },
  },
  {
    path: '/session-library',
    screen: screens.SessionLibrary,
    permission: 'viewSessionLibrary',
    denied: { message: "You don't have permission to access the Session Library." },
  },
  {
    path: '/session-library/:sessionId/edit',
    screen: screens.SessionEditor,
    permission: 'createSession',
    denied: { title: 'Access Restricted', message: "You don't have permission to edit sessions.", homeLabel: 'Back to Home' },
  },
  {
    path: '/activity-library',
    screen: screens.ActivityLibrary,
    permission: 'viewActivityLibrary',
    denied: { message: "You don't have permission to access the Activity Library." },
  },
  { path: '/session-execution/:sessionId', screen: screens.SessionExecution, permission: 'runSession' },
  // A calendar event's link: runs a copy of the entry's session, as the home schedule does.
  { path: '/schedule/:entryId', screen: screens.ScheduleEntry, permission: 'runSession' },
  // The card prints what the run-through shows, so the same people may open it.
  { path: '/pitch-card/:sessionId', screen: screens.PitchCard, permission: 'runSession' },
  {
    path: '/session-history',
    screen: screens.SessionHistory,
    permission: 'viewSessionHistory',
    denied: { message: "You don't have permission to see the session history." },
  },
  // Any member may read a group's roster; who may change it depends on the group (canManageRoster), so the screen decides.
  { path: '/coach-groups/:groupId/roster', screen: screens.Roster },
  // Match day, offline: any member reads a group's matches; who runs them depends on the group (canRunMatches), so the screens decide.
  { path: '/coach-groups/:groupId/matches', screen: screens.MatchFixtures },
  { path: '/matches/:matchId/availability', screen: screens.MatchAvailability },
  { path: '/matches/:matchId/lineup', screen: screens.MatchLineup },
  { path: '/matches/:matchId/live', screen: screens.MatchLive },
  { path: '/matches/:matchId/receipt', screen: screens.MatchReceipt },
  { path: '/org-admin/match-minutes', screen: screens.ClubMinutes, permission: 'viewOrgAdmin', onlineOnly: true },
  // Every member has a club and its groups; the screen shows theirs first.
  { path: '/teams', screen: screens.Teams },
  { path: '/coachcentre', screen: screens.CoachCentre },
  { path: '/coach', redirectTo: '/coachcentre' },
  { path: '/coach-dashboard', screen: screens.CoachDashboard, permission: 'viewCoachDashboard' },

  { path: '/admin', screen: screens.Admin, permission: 'viewSuperAdmin', onlineOnly: true },
  { path: '/admin/categories', screen: screens.AdminCategories, permission: 'manageCategories', onlineOnly: true },
  { path: '/admin/users', screen: screens.AdminUsers, permission: 'manageUsers', onlineOnly: true },
  { path: '/admin-user-management', screen: screens.AdminUsers, permission: 'manageUsers', onlineOnly: true },
  { path: '/admin/leads', screen: screens.AdminLeads, permission: 'manageUsers', onlineOnly: true },
  { path: '/admin/sections', screen: screens.AdminSections, permission: 'manageSections', onlineOnly: true },
  { path: '/org-admin', screen: screens.OrgAdmin, permission: 'viewOrgAdmin', onlineOnly: true },
  { path: '/org-admin/audit', screen: screens.ClubAuditTrail, permission: 'viewOrgAdmin', onlineOnly: true },
  { path: '/admin/audit', screen: screens.PlatformAuditTrail, permission: 'viewSuperAdmin', onlineOnly: true },
  { path: '/org-admin/export', screen: screens.ClubExport, permission: 'viewOrgAdmin', onlineOnly: true },
  { path: '/privacy', screen: screens.Privacy },
  { path: '/account', screen: screens.Account, onlineOnly: true },
  { path: '/org-admin/curriculum', screen: screens.Curriculum, permission: 'viewOrgAdmin', onlineOnly: true },
  // The create form works offline: it keeps the draft and says a save needs a connection.
  { path: '/admin/activities/new', screen: screens.CreateActivity, permission: 'createActivity', denied: createActivityDenied },
  { path: '/admin/activity-create', screen: screens.CreateActivity, permission: 'createActivity', denied: createActivityDenied },
  { path: '/create-activity', screen: screens.CreateActivity, permission: 'createActivity', denied: createActivityDenied },
  // Edit rights depend on the activity itself (canOn editActivity): the editor checks them once it has loaded it.
  // Offline it edits the device's copy (EditActivity), so a drawn drill or a copy can be changed at the pitch.
  { path: '/admin/activities/:id/edit', screen: screens.EditActivity },
];

export function isRedirect(route: AppRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}

export type GateOutcome = 'denied' | 'offline' | 'open';

/**
 * What the router shows for a screen route. The refusal comes first: being offline does not
 * hide that a screen is not theirs. An online-only screen already shown stays when the signal
 * drops, so a dialog being filled in is not lost (the screen says it is offline itself).
 */
export function gateOutcome(route: ScreenRoute, user: Actor | null, online: boolean, shownBefore: boolean): GateOutcome {
  if (route.permission && !can(user, route.permission)) return 'denied';
  if (route.onlineOnly && !online && !shownBefore) return 'offline';
  return 'open';
}
