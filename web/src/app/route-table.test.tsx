// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { noFlags, type CurrentUser, type Role, type UserFlags } from '@pitchside/shared';
import { AccessDenied } from '../ui/AccessDenied';
import { gateOutcome, isRedirect, signedInRoutes, type ScreenRoute } from './route-table';

/** docs/spec/accounts.md section 2, "Signed-in routes", written out as the spec lists them. */
const specRoutes = [
  '/',
  '/session-builder',
  '/session-library',
  '/activity-library',
  '/session-execution/:sessionId',
  '/coachcentre',
  '/admin',
  '/admin/categories',
  '/admin/users',
  '/admin-user-management',
  '/org-admin',
  '/coach-dashboard',
  '/admin/sections',
  '/admin/activities/new',
  '/admin/activity-create',
  '/admin/activities/:id/edit',
  '/create-activity',
];

function user(role: Role, flags: Partial<UserFlags> = {}): CurrentUser {
  return {
    id: '00000000-0000-7000-8000-0000000000aa',
    firstName: 'Test',
    lastName: 'User',
    email: 'test@example.com',
    organizationId: '00000000-0000-7000-8000-0000000000bb',
    role,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    organizationName: 'Test FC',
    hasUnitedFcLibraryAccess: true,
    ...noFlags,
    ...flags,
  };
}

const people = {
  admin: user('admin'),
  orgAdmin: user('org_admin'),
  bareCoach: user('coach'),
  planner: user('coach', { canCreateSessions: true, canViewSessionLibrary: true, canViewActivityLibrary: true }),
  activityCoach: user('coach', { canCreateActivities: true }),
  scheduleCoach: user('coach', { canViewWeeklySchedule: true }),
};
type Person = keyof typeof people;

/** Who may open each screen (spec section 6 of both documents); everyone else gets the refusal. */
const allowed: Record<string, readonly Person[]> = {
  '/': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/session-builder': ['admin', 'orgAdmin', 'planner'],
  '/session-library': ['admin', 'orgAdmin', 'planner'],
  '/session-library/:sessionId/edit': ['admin', 'orgAdmin', 'planner'],
  '/activity-library': ['admin', 'orgAdmin', 'planner', 'activityCoach'],
  '/session-execution/:sessionId': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/pitch-card/:sessionId': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/schedule/:entryId': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/session-history': ['admin', 'orgAdmin', 'planner', 'scheduleCoach'],
  '/coach-groups/:groupId/roster': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/teams': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  // Match day: any member reads; who runs a group's matches is decided by the screens (canRunMatches).
  '/coach-groups/:groupId/matches': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/matches/:matchId/availability': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/matches/:matchId/lineup': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/matches/:matchId/live': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/matches/:matchId/receipt': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/org-admin/match-minutes': ['orgAdmin'],
  '/coachcentre': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/coach-dashboard': ['activityCoach'],
  '/admin': ['admin'],
  '/admin/categories': ['admin', 'orgAdmin'],
  '/admin/users': ['admin'],
  '/admin-user-management': ['admin'],
  '/admin/sections': ['admin'],
  '/admin/leads': ['admin'],
  '/org-admin': ['orgAdmin'],
  '/org-admin/curriculum': ['orgAdmin'],
  '/org-admin/audit': ['orgAdmin'],
  '/org-admin/export': ['orgAdmin'],
  '/admin/audit': ['admin'],
  '/privacy': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  // Every signed-in user sees their account; the screen says a super admin closes it elsewhere.
  '/account': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
  '/admin/activities/new': ['admin', 'orgAdmin', 'activityCoach'],
  '/admin/activity-create': ['admin', 'orgAdmin', 'activityCoach'],
  '/create-activity': ['admin', 'orgAdmin', 'activityCoach'],
  // Decided per activity by the editor (canOn editActivity), not by the route.
  '/admin/activities/:id/edit': ['admin', 'orgAdmin', 'bareCoach', 'planner', 'activityCoach', 'scheduleCoach'],
};

/** The refusal texts the spec gives (docs/spec/coaching.md section 6, docs/spec/accounts.md sections 2 and 6). */
const specRefusals: Record<string, { heading: string; message: string; home: string }> = {
  '/session-builder': { heading: 'Access Restricted', message: "You don't have permission to create sessions.", home: 'Back to Home' },
  '/session-library': { heading: 'Access Denied', message: "You don't have permission to access the Session Library.", home: 'Return Home' },
  '/activity-library': { heading: 'Access Denied', message: "You don't have permission to access the Activity Library.", home: 'Return Home' },
  '/create-activity': { heading: 'Access Denied', message: "You don't have permission to create activities.", home: 'Return Home' },
  '/admin/activities/new': { heading: 'Access Denied', message: "You don't have permission to create activities.", home: 'Return Home' },
  '/admin/activity-create': { heading: 'Access Denied', message: "You don't have permission to create activities.", home: 'Return Home' },
  '/coach-dashboard': { heading: 'Access Denied', message: "You don't have permission to access this page.", home: 'Return Home' },
  '/admin': { heading: 'Access Denied', message: "You don't have permission to access this page.", home: 'Return Home' },
};

const screenRoutes = signedInRoutes.filter((r): r is ScreenRoute => !isRedirect(r));
const routeAt = (path: string) => screenRoutes.find((r) => r.path === path)!;
const online = (route: ScreenRoute, person: CurrentUser | null) => gateOutcome(route, person, true, true);

/** The page the router shows when it refuses this route. */
function refusalOf(route: ScreenRoute): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AccessDenied {...route.denied} />
    </MemoryRouter>,
  );
}

describe('the route table', () => {
  it("has an entry for every route of the spec's list, each path once", () => {
    const paths = signedInRoutes.map((r) => r.path);
    for (const path of specRoutes) expect(paths, path).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('opens each screen to exactly the people the rules allow, and to nobody signed out', () => {
    expect(Object.keys(allowed).sort()).toEqual(screenRoutes.map((r) => r.path).sort());
    for (const route of screenRoutes) {
      for (const [name, person] of Object.entries(people)) {
        const want = allowed[route.path]!.includes(name as Person) ? 'open' : 'denied';
        expect(online(route, person), `${name} on ${route.path}`).toBe(want);
      }
      if (route.permission) expect(online(route, null), route.path).toBe('denied');
    }
  });

  it("refuses with the spec's heading, message and home link", () => {
    for (const [path, refusal] of Object.entries(specRefusals)) {
      const html = refusalOf(routeAt(path));
      expect(html, path).toContain(`<h1 class="empty-state__title">${refusal.heading}</h1>`);
      expect(html, path).toContain(refusal.message.replace("'", '&#x27;'));
      expect(html, path).toMatch(new RegExp(`href="/"[^>]*>${refusal.home}</a>`));
    }
  });

  it('marks the screens that load from the server as online-only', () => {
    const onlineOnly = screenRoutes.filter((r) => r.onlineOnly).map((r) => r.path);
    expect(onlineOnly.sort()).toEqual(
      [
        '/admin',
        '/admin/categories',
        '/admin/users',
        '/admin-user-management',
        '/admin/leads',
        '/admin/sections',
        '/admin/audit',
        '/org-admin',
        '/org-admin/curriculum',
        '/org-admin/audit',
        '/org-admin/export',
        '/account',
        '/org-admin/match-minutes',
      ].sort(),
    );
  });

  it('opened offline, an online-only screen shows the offline page; once shown it stays', () => {
    expect(gateOutcome(routeAt('/admin'), people.admin, false, false)).toBe('offline');
    expect(gateOutcome(routeAt('/org-admin'), people.orgAdmin, false, false)).toBe('offline');
    expect(gateOutcome(routeAt('/admin'), people.admin, false, true)).toBe('open');
    // The create form and the coaching screens work offline.
    expect(gateOutcome(routeAt('/create-activity'), people.orgAdmin, false, false)).toBe('open');
    expect(gateOutcome(routeAt('/session-library'), people.planner, false, false)).toBe('open');
    // The refusal comes first: being offline does not hide that the screen is not theirs.
    expect(gateOutcome(routeAt('/admin'), people.bareCoach, false, false)).toBe('denied');
  });
});
