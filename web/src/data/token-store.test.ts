// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, HOME_GREETING_KEY } from './device-store';
import { clearToken, readToken, writeHomeGreeting, writeToken } from './token-store';
import { MemoryStorage } from '../testing/memory-storage';

const local = new MemoryStorage();
Object.assign(globalThis, { localStorage: local });

beforeEach(() => local.clear());

describe('the home greeting kept for the next start', () => {
  it('is kept beside the token, under the key web/public/start.js reads', () => {
    writeToken('token-1');
    writeHomeGreeting('Welcome back, Alex');
    expect(local.getItem(HOME_GREETING_KEY)).toBe('Welcome back, Alex');
    expect(HOME_GREETING_KEY).toBe('pitchside.homeGreeting');
  });

  it('goes with the token: signed out, no frame names anyone', () => {
    writeToken('token-1');
    writeHomeGreeting('Welcome back, Alex');
    clearToken();
    expect(readToken()).toBeNull();
    expect(local.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(local.getItem(HOME_GREETING_KEY)).toBeNull();
  });
});
