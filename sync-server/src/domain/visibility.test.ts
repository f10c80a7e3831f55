import { describe, expect, it } from 'vitest';
import { noFlags } from '@pitchside/shared';
import type { AuthedUser } from '../http/env';
import { scopeOf, visibility } from './visibility';

const coach: AuthedUser = {
  id: '0190a6c8-0000-7000-8000-000000000001',
  role: 'coach',
  organizationId: '0190a6c8-0000-7000-8000-0000000000aa',
  ...noFlags,
  email: 'c@example.test',
  firstName: 'C',
  lastName: 'Oach',
  status: 'active',
  organizationName: 'Club',
  hasUnitedFcLibraryAccess: true,
  scopeVersion: 0,
  tokenHash: 'x',
};

describe('scopeOf', () => {
  it('changes with each thing that decides what a device may hold', () => {
    const base = scopeOf(coach);
    expect(scopeOf({ ...coach, firstName: 'Renamed', tokenHash: 'y' })).toBe(base);
    const variants: Partial<AuthedUser>[] = [
      { organizationId: '0190a6c8-0000-7000-8000-0000000000bb' },
      { role: 'org_admin' },
      { canViewSessionLibrary: true },
      { canGrantFeatureAccess: true },
      { hasUnitedFcLibraryAccess: false },
      { scopeVersion: 1 },
    ];
    const scopes = variants.map((v) => scopeOf({ ...coach, ...v }));
    expect(new Set([base, ...scopes]).size).toBe(variants.length + 1);
  });
});

describe('visibility', () => {
  it('hides global activities without library access, but never global categories', () => {
    const closed = { ...coach, hasUnitedFcLibraryAccess: false };
    expect(visibility(closed, 'activities').where).not.toContain('IS NULL');
    expect(visibility(closed, 'categories').where).toContain('IS NULL');
    expect(visibility(coach, 'activities').where).toContain('IS NULL');
    // A super admin sees the provider's library whatever their organization's setting.
    expect(visibility({ ...closed, role: 'admin' }, 'activities').where).toContain('IS NULL');
    expect(visibility(coach, 'sessions')).toEqual({ where: 'organization_id = ?', params: [coach.organizationId] });
  });
});
