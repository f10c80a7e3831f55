import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../data/api';
import { loadErrorMessage } from './admin-actions';

describe('loadErrorMessage', () => {
  it("gives the server's message, else the status, never the raw body", () => {
    expect(loadErrorMessage(new ApiError(500, '500: {"message":"Busy"}', { message: 'Busy', code: 'busy' }))).toBe('Busy');
    expect(loadErrorMessage(new ApiError(502, '502: <html>Bad Gateway</html>'))).toBe('The server answered 502.');
    expect(loadErrorMessage(new NetworkError())).toMatch(/offline/);
    expect(loadErrorMessage(new Error('[{"code":"invalid_type"}]'))).toBe('Please try again.');
  });
});
