import { z } from 'zod';
import { createUserRequestSchema, noFlags, type UserFlags } from '@pitchside/shared';

/**
 * The Create Account form (docs/spec/accounts.md section 5): the shared request schema, with the
 * organization a required choice (an empty select gets a message, not a uuid error) and
 * the spec's two roles.
 */
export const createAccountFormSchema = createUserRequestSchema.extend({
  organizationId: z.string({ error: 'Organization is required' }).min(1, 'Organization is required'),
  role: z.enum(['coach', 'org_admin', 'admin']),
});

export const accountRoles = [
  { value: 'coach', label: 'Coach' },
  { value: 'org_admin', label: 'Org Admin' },
  { value: 'admin', label: 'Super Admin' },
] as const;

export type AccountRole = (typeof accountRoles)[number]['value'];

export function accountRole(value: string): AccountRole {
  return accountRoles.find((r) => r.value === value)?.value ?? 'coach';
}

export type AccountFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  organizationId: string;
  role: AccountRole;
  flags: UserFlags;
};

export const emptyAccountForm: AccountFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  organizationId: '',
  role: 'coach',
  // Permission screens grant access only for flags toggled on.
  flags: noFlags,
};

/** The request body: flags at top level; an admin's flags are left out (the role grants every feature). */
export function accountPayload(values: AccountFormValues): Record<string, unknown> {
  const { flags, ...fields } = values;
  return values.role === 'coach' ? { ...fields, ...flags } : fields;
}

export type OrganizationFormValues = {
  name: string;
  type: 'subscriber' | 'united_fc';
  contactEmail: string;
  hasUnitedFcLibraryAccess: boolean;
  adminUser: { firstName: string; lastName: string; email: string; password: string };
};

/** Spec section 9: new organizations default to subscriber with library access on. */
export const emptyOrganizationForm: OrganizationFormValues = {
  name: '',
  type: 'subscriber',
  contactEmail: '',
  hasUnitedFcLibraryAccess: true,
  adminUser: { firstName: '', lastName: '', email: '', password: '' },
};
