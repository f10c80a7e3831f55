import { describe, expect, it } from 'vitest';
import { createOrganizationWithAdminRequestSchema } from '@pitchside/shared';
import { ApiError, NetworkError } from '../../data/api';
import { checkForm, loadErrorMessage, serverFieldErrors } from './admin-actions';

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
  it('reads the fields of a 400 answer', () => {
    const error = new ApiError(400, '400: ...', { message: 'Bad', code: 'bad_request', fields: { role: 'No' } });
    expect(serverFieldErrors(error)).toEqual({ role: 'No' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('loadErrorMessage', () => {
  it("gives the server's message, else the status, never the raw body", () => {
    expect(loadErrorMessage(new ApiError(500, '500: {"message":"Busy"}', { message: 'Busy', code: 'busy' }))).toBe('Busy');
    expect(loadErrorMessage(new ApiError(502, '502: <html>Bad Gateway</html>'))).toBe('The server answered 502.');
    expect(loadErrorMessage(new NetworkError())).toMatch(/offline/);
    expect(loadErrorMessage(new Error('[{"code":"invalid_type"}]'))).toBe('Please try again.');
  });
});
