import { noFlags, type UserFlags } from '../entities';
import { userFlagKeys } from '../drills/vocabulary';
import type { AssignableRole } from './registration-approval';
import { superAdminOnlyFlags } from './permissions';

/**
 * The flags a club member holds after a role change. An org admin runs the club: every
 * feature plus adding coaches and granting features, so a promotion never leaves "Create
 * Coach Accounts" off. Stepping back to coach keeps the features they had and drops the
 * two admin-only flags (docs/spec/accounts.md section 6: granted by a super admin only).
 */
export function flagsForRole(role: AssignableRole, current: UserFlags = noFlags): UserFlags {
  const next = { ...current };
  for (const key of userFlagKeys) {
    const adminOnly = (superAdminOnlyFlags as readonly string[]).includes(key);
    if (role === 'org_admin') next[key] = true;
    else if (adminOnly) next[key] = false;
  }
  return next;
}
