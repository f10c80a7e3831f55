import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrg, createUser, makeTestApp, type TestApp } from '../../test-support/index';
import { login } from './auth';
import type { DomainError } from './errors';
import { addressKey, addressPolicy, emailPolicy, lockFor, lockRemaining, recordFailure } from './login-throttle';

describe('login throttle', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  it('locks after the free failures, doubling up to the maximum', () => {
    expect([4, 5, 6, 7, 12].map((n) => lockFor(n, emailPolicy))).toEqual([0, 30_000, 60_000, 120_000, 15 * 60_000]);
  });

  it('forgets old failures once the window has passed', async () => {
    const key = 'email:old@x.test';
    const start = t.clock().getTime();
    for (let i = 0; i < 4; i++) await recordFailure(t.db, key, start, emailPolicy);
    await recordFailure(t.db, key, start + emailPolicy.windowMs + 1, emailPolicy);
    expect(await lockRemaining(t.db, key, start + emailPolicy.windowMs + 2, emailPolicy)).toBe(0);
  });

  it('locks a client address after many failures across emails', async () => {
    const org = await createOrg(t.db);
    await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'real@x.test' });
    for (let i = 0; i <= addressPolicy.freeFailures; i++) {
      await expect(login(t.db, { email: `guess${i}@x.test`, password: 'whatever' }, { now: t.clock, address: '10.0.0.9' })).rejects.toMatchObject({ kind: 'unauthenticated' });
    }
    expect(await lockRemaining(t.db, addressKey('10.0.0.9'), t.clock().getTime(), addressPolicy)).toBeGreaterThan(0);
    await expect(login(t.db, { email: 'real@x.test', password: 'password123' }, { now: t.clock, address: '10.0.0.9' })).rejects.toMatchObject({ kind: 'too_many_attempts' });
    // Another address is not affected.
    await expect(login(t.db, { email: 'real@x.test', password: 'password123' }, { now: t.clock, address: '10.0.0.10' })).resolves.toHaveProperty('token');
  });

  it('a burst of parallel guesses cannot slip past the lock', async () => {
    const org = await createOrg(t.db);
    await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'burst@x.test' });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => login(t.db, { email: 'burst@x.test', password: 'wrong-guess' }, { now: t.clock })),
    );
    const refusals = results.map((r) => (r.status === 'rejected' ? (r.reason as DomainError).kind : 'signed in'));
    expect(refusals.filter((s) => s === 'unauthenticated').length).toBeLessThanOrEqual(emailPolicy.freeFailures + 1);
    expect(refusals).toContain('too_many_attempts');
  });
});
