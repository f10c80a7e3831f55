import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/domain/passwords';
import { hashToken } from '../src/domain/tokens';
import { countRows, createOrg, createUser, makeTestApp, type TestApp, queryValue } from './index';

describe('test-support', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('creates an org and a user whose password verifies and whose token is stored', async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db, { name: 'Alpha FC' });
    const { user, token, password } = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } });
    expect(user.canCreateSessions).toBe(true);
    expect(user.canEditActivities).toBe(false);
    const hash = await queryValue(t.db, 'SELECT password_hash FROM users WHERE id = ?', user.id) as string;
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await countRows(t.db, 'auth_tokens', 'token_hash = ?', hashToken(token))).toBe(1);
  });

  it('moves the clock', async () => {
    t = await makeTestApp();
    const before = t.clock().getTime();
    t.clock.advance(1000);
    expect(t.clock().getTime() - before).toBe(1000);
  });
});
