import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOrganizationWithAdminRequestSchema, loginRequestSchema } from '@pitchside/shared';
import { ApiError } from '../data/api';
import { checkForm, formReducer, refusalErrors, type FormState } from './use-form';
import { serverFieldErrors } from './server-field-errors';

describe('checkForm', () => {
  it('gives the shared schema messages keyed by dotted path', () => {
    const result = checkForm(createOrganizationWithAdminRequestSchema, {
      name: '',
      type: 'subscriber',
      contactEmail: 'nope',
      hasUnitedFcLibraryAccess: true,
      adminUser: { firstName: 'A', lastName: '', email: 'a@b.co', password: 'short' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'Organization name is required',
      contactEmail: 'Please enter a valid email address',
      'adminUser.lastName': 'Last name is required',
      'adminUser.password': 'Password must be at least 8 characters',
    });
  });

  it('shows a list item’s message on its list, the first one only', () => {
    const schema = z.object({ tips: z.array(z.string().min(2, 'Too short')) });
    expect(checkForm(schema, { tips: ['ok', 'x', 'y'] })).toEqual({ ok: false, errors: { tips: 'Too short' } });
  });

  it('returns the parsed data with defaults when valid', () => {
    const result = checkForm(createOrganizationWithAdminRequestSchema, {
      name: ' Club ',
      contactEmail: 'Club@Example.com',
      adminUser: { firstName: 'A', lastName: 'B', email: 'a@b.co', password: '12345678' },
    });
    expect(result).toMatchObject({ ok: true, data: { name: 'Club', type: 'subscriber', hasUnitedFcLibraryAccess: true, contactEmail: 'club@example.com' } });
  });
});

describe('serverFieldErrors', () => {
  it('reads the fields of a 400 answer, and nothing from other failures', () => {
    const error = new ApiError(400, '400: ...', { message: 'Bad', code: 'bad_request', fields: { role: 'No' } });
    expect(serverFieldErrors(error)).toEqual({ role: 'No' });
    expect(serverFieldErrors(new ApiError(500, '500'))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('form state', () => {
  type Login = { email: string; password: string };
  const start: FormState<Login> = { values: { email: '', password: '' }, errors: {}, pending: false };

  it('shows what the check refused, and typing in a field clears only its message', () => {
    const checked = checkForm(loginRequestSchema, start.values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const refused = formReducer(start, { type: 'errors', errors: checked.errors });
    expect(Object.keys(refused.errors).sort()).toEqual(['email', 'password']);
    const typing = formReducer(refused, { type: 'change', patch: { email: 'coach@club.com' }, clears: ['email'] });
    expect(typing.values.email).toBe('coach@club.com');
    expect(typing.errors).toEqual({ password: refused.errors.password });
  });

  it('is pending while sending; a refused send shows the server’s field messages and can be sent again', () => {
    const sending = formReducer({ ...start, errors: { email: 'old' } }, { type: 'sending' });
    expect(sending).toMatchObject({ pending: true, errors: {} });
    const failed = formReducer(sending, { type: 'failed', errors: { email: 'Email already registered' } });
    expect(failed).toMatchObject({ pending: false, errors: { email: 'Email already registered' } });
    // What the user typed stays.
    expect(failed.values).toBe(sending.values);
  });

  it('starts over on reset', () => {
    const dirty: FormState<Login> = { values: { email: 'a', password: 'b' }, errors: { email: 'x' }, pending: true };
    expect(formReducer(dirty, { type: 'reset', values: start.values })).toEqual(start);
  });
});

describe('refusalErrors', () => {
  it("gives the server's messages per field", async () => {
    const refusal = new ApiError(400, '400: Invalid input', { message: 'Invalid input', code: 'bad_request', fields: { email: 'Enter a valid email' } });
    expect(await refusalErrors(refusal)).toEqual({ email: 'Enter a valid email' });
  });

  it('settles with no messages when the reader cannot load, so the form stops sending', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await refusalErrors(new TypeError('Failed to fetch'), offline)).toEqual({});
  });
});
