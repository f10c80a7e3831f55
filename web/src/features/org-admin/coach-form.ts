import { canGrantFlag, noFlags, permissionGroups, userFlagKeys, type Actor, type UserFlags } from '@pitchside/shared';

/** The org admin's Add Coach and Edit Permissions forms (docs/spec/accounts.md sections 5 and 6). */

export const requiredFieldsMessage = 'Please fill in all required fields';

export type NewCoachFields = { firstName: string; lastName: string; email: string };
export const emptyCoachFields: NewCoachFields = { firstName: '', lastName: '', email: '' };

/** The fields left empty (blank counts as empty). */
export function missingCoachFields(fields: NewCoachFields): (keyof NewCoachFields)[] {
  return (Object.keys(emptyCoachFields) as (keyof NewCoachFields)[]).filter((key) => fields[key].trim() === '');
}

/** Only the flags this admin may grant. */
export function grantableFlags(actor: Actor, flags: UserFlags): Partial<UserFlags> {
  const out: Partial<UserFlags> = {};
  for (const key of userFlagKeys) if (canGrantFlag(actor, key)) out[key] = flags[key];
  return out;
}

export function flagsOf(user: UserFlags): UserFlags {
  const out: UserFlags = { ...noFlags };
  for (const key of userFlagKeys) out[key] = user[key];
  return out;
}

/** The labels of what a coach may do, in the order of the permission groups. */
export function grantedLabels(flags: UserFlags): string[] {
  return permissionGroups.flatMap((g) => g.flags.filter((f) => flags[f.key]).map((f) => f.label));
}
