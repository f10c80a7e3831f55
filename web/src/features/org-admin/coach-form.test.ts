import { describe, expect, it } from 'vitest';
import { noFlags, type Actor } from '@pitchside/shared';
import { emptyCoachFields, grantableFlags, grantedLabels, missingCoachFields } from './coach-form';

const orgAdmin: Actor = { id: 'a', role: 'org_admin', organizationId: 'o', ...noFlags };

describe('add coach form', () => {
  it('names every required field left empty or blank', () => {
    expect(missingCoachFields(emptyCoachFields)).toEqual(['firstName', 'lastName', 'email']);
    expect(missingCoachFields({ firstName: 'Ann', lastName: '  ', email: 'a@b.c' })).toEqual(['lastName']);
    expect(missingCoachFields({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.c' })).toEqual([]);
  });

  it('sends only the flags an org admin may grant (never the Admin Features)', () => {
    const all = Object.fromEntries(Object.keys(noFlags).map((k) => [k, true])) as typeof noFlags;
    const sent = grantableFlags(orgAdmin, all);
    expect(sent.canCreateActivities).toBe(true);
    expect('canCreateCoachAccounts' in sent).toBe(false);
    expect('canGrantFeatureAccess' in sent).toBe(false);
  });

  it('lists what a coach may do in the order of the permission groups', () => {
    expect(grantedLabels({ ...noFlags, canEditActivities: true, canViewSessionLibrary: true })).toEqual(['Session Library', 'Edit Activities']);
    expect(grantedLabels(noFlags)).toEqual([]);
  });
});
