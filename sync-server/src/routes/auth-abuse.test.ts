import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, LoginResponse } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, type TestApp } from '../../test-support/index';
import { passwordWork } from '../domain/passwords';
import { registeredMessage } from '../domain/auth';

/** Registration abuse and password guessing through the password change. */
describe('auth abuse', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  /** A JSON call as if from a socket at `address` (getConnInfo reads the Node request's socket). */
  const call = async <T>(path: string, body: unknown, options: { address?: string; token?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const env = options.address ? { incoming: { socket: { remoteAddress: options.address, remoteFamily: 'IPv4' } } } : undefined;
    const res = await t.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, env);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as T };
  };
  const registration = (email: string, organizationName = 'Newtown FC') => ({
    email,
    password: 'secret1',
    firstName: 'New',
    lastName: 'Coach',
    organizationName,
  });

  describe('registration', () => {
    it('answers an existing email with the same status and body after the same hashing work', async () => {
      const org = await createOrg(t.db, { name: 'Alpha FC' });
      await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'taken@club.test' });
      const hashes = () => passwordWork.started('registration');

      const before = hashes();
      const taken = await call('/api/auth/register', registration('taken@club.test', 'Sneaky FC'));
      expect(hashes() - before).toBe(1);
      const fresh = await call('/api/auth/register', registration('fresh@club.test'));
      expect(hashes() - before).toBe(2);

      expect(taken).toEqual(fresh);
      expect(taken).toMatchObject({ status: 201, body: { message: registeredMessage, status: 'pending' } });
      expect(await countRows(t.db, 'organizations', 'name = ?', 'Sneaky FC')).toBe(0);
      expect(await countRows(t.db, 'users', 'email = ?', 'taken@club.test')).toBe(1);
    });

    it('throttles registrations of one email, with Retry-After, and creates nothing more', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await call('/api/auth/register', registration('same@club.test', `Club ${i}`))).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await call<ApiErrorBody>('/api/auth/register', registration('same@club.test', 'Club 9'));
      expect(refused.body).toMatchObject({ code: 'too_many_attempts' });
      expect(refused.body.message).toMatch(/^Too many registrations from here\. Try again in \d+ minutes?\.$/);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      // One user, and the later attempts made no clubs.
      expect(await countRows(t.db, 'users', 'email = ?', 'same@club.test')).toBe(1);
      expect(await countRows(t.db, 'organizations', "name LIKE 'Club %'")).toBe(1);
    });

    it('throttles registrations from one address across emails; another address may still register', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await call('/api/auth/register', registration(`coach${i}@burst.test`), { address: '203.0.113.7' })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(await countRows(t.db, 'users', "email LIKE '%@burst.test'")).toBe(10);
      expect((await call('/api/auth/register', registration('other@burst.test'), { address: '198.51.100.1' })).status).toBe(201);
      // The lock lifts with time.
      t.clock.advance(24 * 60 * 60_000 + 1);
      expect((await call('/api/auth/register', registration('late@burst.test'), { address: '203.0.113.7' })).status).toBe(201);
    });

    it('hashes one registration at a time: a burst waits in its own lane while sign-in goes ahead', async () => {
      const org = await createOrg(t.db);
      await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'signin@club.test' });
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, passwordWork.runningIn('registration'))), 0);
      const burst = Array.from({ length: 6 }, (_, i) =>
        call('/api/auth/register', registration(`burst${i}@club.test`), { address: `192.0.2.${i + 1}` }),
      );
      const signIn = await call<LoginResponse>('/api/auth/login', { email: 'signin@club.test', password: 'password123' });
      expect(signIn.status).toBe(200);
      const answers = await Promise.all(burst);
      clearInterval(watch);
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
      expect(most).toBeLessThanOrEqual(1);
    });
  });

  describe('password change', () => {
    it('throttles wrong current passwords like sign-in, then refuses even the right one with 429', async () => {
      const org = await createOrg(t.db);
      const { token } = await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'guessed@club.test' });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await call('/api/auth/password', { currentPassword: `guess-${i}`, newPassword: 'newsecret' }, { token })).status);
      }
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
      const right = await call<ApiErrorBody>('/api/auth/password', { currentPassword: 'password123', newPassword: 'newsecret' }, { token });
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/^Too many wrong passwords\. Try again in \d+ minutes?\.$/);
      expect(Number(right.retryAfter)).toBeGreaterThan(0);
      // The same counter as sign-in: the account's sign-in is locked too.
      expect((await call('/api/auth/login', { email: 'guessed@club.test', password: 'password123' })).status).toBe(429);

      t.clock.advance(16 * 60_000);
      expect((await call('/api/auth/password', { currentPassword: 'password123', newPassword: 'newsecret' }, { token })).status).toBe(200);
    });
  });
});
