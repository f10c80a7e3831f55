import { describe, expect, it } from 'vitest';
import { noFlags } from '../entities';
import { can, canCoachGroup, canGrantFlag, canOn, groupsFor, seesGlobalLibrary, type Action, type Actor, type ResourceAction } from './permissions';
import { userFlagKeys, type UserFlagKey } from '../drills/vocabulary';
import type { Role } from '../drills/vocabulary-schema';

/**
 * The expected answer of every rule, written out as a table (spec section 6 of
 * docs/spec/coaching.md and docs/spec/accounts.md). Admin and org admin answers do not depend on flags;
 * a coach is allowed exactly when one of the listed flags is on.
 */
type Expectation = { admin: boolean; org_admin: boolean; coach: readonly UserFlagKey[] | 'always' };

const actionTable: Record<Action, Expectation> = {
  openSessionBuilder: { admin: true, org_admin: true, coach: ['canCreateSessions'] },
  viewSessionLibrary: { admin: true, org_admin: true, coach: ['canViewSessionLibrary'] },
  viewActivityLibrary: {
    admin: true,
    org_admin: true,
    coach: ['canViewActivityLibrary', 'canCreateActivities', 'canEditActivities'],
  },
  useGameCreator: { admin: true, org_admin: true, coach: ['canUseGameCreator'] },
  viewWeeklySchedule: { admin: true, org_admin: true, coach: ['canViewWeeklySchedule'] },
  createSession: { admin: true, org_admin: true, coach: ['canCreateSessions', 'canViewSessionLibrary'] },
  runSession: { admin: true, org_admin: true, coach: 'always' },
  deleteSession: { admin: true, org_admin: true, coach: ['canViewSessionLibrary'] },
  scheduleSession: { admin: true, org_admin: true, coach: ['canViewSessionLibrary'] },
  deleteScheduleEntry: { admin: true, org_admin: true, coach: ['canViewWeeklySchedule', 'canViewSessionLibrary'] },
  manageCalendarFeed: { admin: true, org_admin: true, coach: ['canViewSessionLibrary'] },
  viewSessionHistory: { admin: true, org_admin: true, coach: ['canViewWeeklySchedule', 'canViewSessionLibrary'] },
  createActivity: { admin: true, org_admin: true, coach: ['canCreateActivities'] },
  useActivity: { admin: true, org_admin: true, coach: ['canCreateSessions'] },
  selectActivity: { admin: true, org_admin: true, coach: ['canCreateSessions'] },
  viewCoachDashboard: { admin: false, org_admin: false, coach: ['canCreateActivities'] },
  viewSuperAdmin: { admin: true, org_admin: false, coach: [] },
  viewOrgAdmin: { admin: false, org_admin: true, coach: [] },
  manageUsers: { admin: true, org_admin: false, coach: [] },
  manageOrganizations: { admin: true, org_admin: false, coach: [] },
  manageSections: { admin: true, org_admin: false, coach: [] },
  manageCategories: { admin: true, org_admin: true, coach: [] },
  manageCoaches: { admin: true, org_admin: true, coach: [] },
  manageCoachGroups: { admin: true, org_admin: true, coach: [] },
};

type Owner = 'global' | 'own' | 'other';
type ResourceExpectation = Record<'admin' | 'org_admin', readonly Owner[]> & {
  coach: { owners: readonly Owner[]; flag: UserFlagKey | null };
};

const resourceTable: Record<ResourceAction, ResourceExpectation> = {
  editActivity: { admin: ['global'], org_admin: ['own'], coach: { owners: ['own'], flag: 'canEditActivities' } },
  deleteActivity: { admin: ['global'], org_admin: ['own'], coach: { owners: [], flag: null } },
  manageCategory: { admin: ['global', 'own', 'other'], org_admin: ['own'], coach: { owners: [], flag: null } },
  manageGroupCalendarFeed: { admin: ['own'], org_admin: ['own'], coach: { owners: ['own'], flag: 'canViewSessionLibrary' } },
};

const roles: Role[] = ['admin', 'org_admin', 'coach'];
const ORG = '00000000-0000-7000-8000-000000000001';
const OTHER_ORG = '00000000-0000-7000-8000-000000000002';
const owners: Record<Owner, { organizationId: string | null }> = {
  global: { organizationId: null },
  own: { organizationId: ORG },
  other: { organizationId: OTHER_ORG },
};

/** No flag, each flag alone, and every flag on. */
const flagSets: { name: string; on: readonly UserFlagKey[] }[] = [
  { name: 'no flags', on: [] },
  ...userFlagKeys.map((key) => ({ name: key, on: [key] })),
  { name: 'all flags', on: userFlagKeys },
];

function actor(role: Role, on: readonly UserFlagKey[]): Actor {
  const flags = { ...noFlags };
  for (const key of on) flags[key] = true;
  return { id: '00000000-0000-7000-8000-0000000000aa', role, organizationId: ORG, ...flags };
}

describe('can', () => {
  it('covers every action in the table', () => {
    expect(Object.keys(actionTable).length).toBe(24);
  });

  for (const [action, expected] of Object.entries(actionTable) as [Action, Expectation][]) {
    it(`${action}: every role with every flag`, () => {
      for (const role of roles) {
        for (const set of flagSets) {
          const want =
            role === 'coach'
              ? expected.coach === 'always' || set.on.some((f) => (expected.coach as readonly UserFlagKey[]).includes(f))
              : expected[role];
          expect(can(actor(role, set.on), action), `${role} with ${set.name}`).toBe(want);
        }
      }
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    });
  }
});

describe('canOn', () => {
  for (const [action, expected] of Object.entries(resourceTable) as [ResourceAction, ResourceExpectation][]) {
    it(`${action}: every role, flag and owner`, () => {
      for (const role of roles) {
        for (const set of flagSets) {
          for (const owner of Object.keys(owners) as Owner[]) {
            const want =
              role === 'coach'
                ? expected.coach.owners.includes(owner) &&
                  expected.coach.flag !== null &&
                  set.on.includes(expected.coach.flag)
                : expected[role].includes(owner);
            expect(canOn(actor(role, set.on), action, owners[owner]), `${role} with ${set.name} on ${owner}`).toBe(want);
          }
        }
      }
      expect(canOn(null, action, owners.own)).toBe(false);
    });
  }
});

describe('canGrantFlag', () => {
  const superAdminOnly: readonly UserFlagKey[] = ['canCreateCoachAccounts', 'canGrantFeatureAccess'];
  it('admin grants every flag, org admin all but the super-admin-only ones, a coach none', () => {
    for (const set of flagSets) {
      for (const flag of userFlagKeys) {
        expect(canGrantFlag(actor('admin', set.on), flag)).toBe(true);
        expect(canGrantFlag(actor('org_admin', set.on), flag)).toBe(!superAdminOnly.includes(flag));
        expect(canGrantFlag(actor('coach', set.on), flag), `coach with ${set.name} granting ${flag}`).toBe(false);
      }
    }
  });
});

describe('seesGlobalLibrary', () => {
  it('admin always; everyone else only when the organization has library access', () => {
    for (const role of roles) {
      expect(seesGlobalLibrary(actor(role, []), true)).toBe(true);
      expect(seesGlobalLibrary(actor(role, userFlagKeys), false)).toBe(role === 'admin');
    }
  });
});

describe('groupsFor and canCoachGroup', () => {
  const me = { id: 'me', role: 'coach' as const, organizationId: 'club', ...noFlags };
  const g = (name: string, coachIds: string[], organizationId = 'club') => ({ name, coachIds, organizationId });
  const groups = [g('U14', []), g('U10', ['me']), g('U12', ['me', 'you']), g('Theirs', ['me'], 'other')];

  it("puts the coach's own groups first and never shows another club's", () => {
    const { mine, others } = groupsFor(me, groups);
    expect(mine.map((x) => x.name)).toEqual(['U10', 'U12']);
    expect(others.map((x) => x.name)).toEqual(['U14']);
  });

  it('hides the other groups from a coach when the club says so, never from staff', () => {
    expect(groupsFor(me, groups, false).others).toEqual([]);
    expect(groupsFor({ ...me, id: 'staff', role: 'org_admin' }, groups, false).others.map((x) => x.name)).toEqual(['U10', 'U12', 'U14']);
    expect(groupsFor(null, groups)).toEqual({ mine: [], others: [] });
  });

  it('lets only active coaches of the same club coach a group', () => {
    expect(canCoachGroup({ role: 'coach', organizationId: 'club', status: 'active' }, { organizationId: 'club' })).toBe(true);
    expect(canCoachGroup({ role: 'coach', organizationId: 'other' }, { organizationId: 'club' })).toBe(false);
    expect(canCoachGroup({ role: 'org_admin', organizationId: 'club' }, { organizationId: 'club' })).toBe(false);
    expect(canCoachGroup({ role: 'coach', organizationId: 'club', status: 'suspended' }, { organizationId: 'club' })).toBe(false);
  });
});
