import { describe, expect, it } from 'vitest';
import { noFlags, userFlagKeys } from '..';
import { flagsForRole } from './role-flags';

describe('flagsForRole', () => {
  it('gives a new org admin every flag, Create Coach Accounts included', () => {
    const flags = flagsForRole('org_admin', { ...noFlags, canCreateSessions: true });
    for (const key of userFlagKeys) expect(flags[key]).toBe(true);
  });

  it('keeps a demoted member\'s features and drops the admin-only flags', () => {
    const all = flagsForRole('org_admin');
    const flags = flagsForRole('coach', all);
    expect(flags.canCreateCoachAccounts).toBe(false);
    expect(flags.canGrantFeatureAccess).toBe(false);
    expect(flags.canCreateSessions).toBe(true);
  });
});
