import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../domain/passwords';
import { hashToken } from '../domain/tokens';
import { countRows, createOrg, createUser, makeTestApp, type TestApp } from './index';

describe('test-support', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('creates an org and a user whose password verifies and whose token is stored', async () => {
    t = makeTestApp();
    const org = createOrg(t.db, { name: 'Alpha FC' });
    const { user, token, password } = createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } });
    expect(user.canCreateSessions).toBe(true);
    expect(user.canEditActivities).toBe(false);
    const hash = t.db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(user.id) as string;
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(countRows(t.db, 'auth_tokens', 'token_hash = ?', hashToken(token))).toBe(1);
  });

  it('moves the clock', () => {
    t = makeTestApp();
    const before = t.clock().getTime();
    t.clock.advance(1000);
    expect(t.clock().getTime() - before).toBe(1000);
  });
});
