import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, send, type TestApp, queryRows } from '../test-support/index';
import { seedDatabase } from './index';

/** Issue 11 point 4: demo accounts share a password, never a salt or a hash. */
describe('demo accounts', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  it('hashes each demo password with its own salt, and every account still signs in', async () => {
    await seedDatabase(t.db, { demo: true, demoPassword: 'demo-pass', now: t.clock() });
    const rows = await queryRows(t.db, "SELECT email, password_hash FROM users WHERE email LIKE '%@riverside.example'") as { email: string; password_hash: string }[];
    expect(rows.length).toBeGreaterThan(2);
    const salts = rows.map((r) => r.password_hash.split('$')[4]);
    expect(new Set(salts).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
    for (const { email } of rows) {
      const res = await send(t.app, 'POST', '/api/auth/login', { body: { email, password: 'demo-pass' } });
      expect(res.status, email).toBe(200);
    }
  });
});
