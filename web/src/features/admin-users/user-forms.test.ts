import { describe, expect, it } from 'vitest';
import { createOrganizationWithAdminRequestSchema, noFlags } from '@pitchside/shared';
import { checkForm } from '../../ui/use-form';
import { accountPayload, createAccountFormSchema, emptyAccountForm, emptyOrganizationForm } from './user-forms';

describe('Create Account form', () => {
  it('requires every field with a clear message', () => {
    const result = checkForm(createAccountFormSchema, accountPayload(emptyAccountForm));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      organizationId: 'Organization is required',
    });
  });

  it('sends a coach its toggled flags, all off by default', () => {
    const values = { ...emptyAccountForm, flags: { ...noFlags, canCreateSessions: true } };
    expect(accountPayload(values)).toMatchObject({ role: 'coach', canCreateSessions: true, canUseGameCreator: false });
    expect(emptyAccountForm.flags).toEqual(noFlags);
  });

  it('sends no flags for a super admin', () => {
    const payload = accountPayload({ ...emptyAccountForm, role: 'admin', flags: { ...noFlags, canCreateSessions: true } });
    expect(payload).not.toHaveProperty('canCreateSessions');
  });
});

describe('Create Organization form', () => {
  it('defaults to a subscriber with library access and asks for an 8-character admin password', () => {
    expect(emptyOrganizationForm).toMatchObject({ type: 'subscriber', hasUnitedFcLibraryAccess: true });
    const result = checkForm(createOrganizationWithAdminRequestSchema, {
      ...emptyOrganizationForm,
      name: 'Club',
      contactEmail: 'club@example.com',
      adminUser: { firstName: 'A', lastName: 'B', email: 'a@example.com', password: '1234567' },
    });
    expect(result).toMatchObject({ ok: false, errors: { 'adminUser.password': 'Password must be at least 8 characters' } });
  });
});
