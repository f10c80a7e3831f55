import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizationShutMessage, uuidv7, type ApiErrorBody, type LoginResponse, type PullResponse } from '@pitchside/shared';
import { allFlags, createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';
import { createApp } from '../app';
import { openDatabase } from '../db/database';

/** Members of a suspended or inactive organization are shut out, super admins excepted. */
describe('suspended and inactive organizations', () => {
  let t: TestApp;
  let clubId: string;
  let adminToken: string;
  let adminEmail: string;

  beforeEach(async () => {
    t = await makeTestApp();
    clubId = (await createOrg(t.db, { name: 'Riverside FC' })).id;
    const admin = await createUser(t.db, { organizationId: clubId, role: 'admin', email: 'super@riverside.test' });
    adminToken = admin.token;
    adminEmail = admin.user.email;
  });
  afterEach(() => t.close());

  const setStatus = (status: string) =>
    send(t.app, 'PATCH', `/api/admin/organizations/${clubId}/status`, { token: adminToken, body: { status } });
  const login = (email: string) =>
    send<LoginResponse & ApiErrorBody>(t.app, 'POST', '/api/auth/login', { body: { email, password: 'password123' } });

  for (const status of ['suspended', 'inactive'] as const) {
    it(`refuses sign-in and existing tokens of a ${status} organization's members with a clear message`, async () => {
      const coach = await createUser(t.db, { organizationId: clubId, role: 'coach', email: `coach-${status}@riverside.test` });
      const orgAdmin = await createUser(t.db, { organizationId: clubId, role: 'org_admin' });
      expect((await setStatus(status)).status).toBe(200);

      const signIn = await login(`coach-${status}@riverside.test`);
      expect(signIn.status).toBe(403);
      expect(signIn.body).toEqual({ message: organizationShutMessage(status), code: `organization_${status}` });

      for (const [token, path] of [
        [coach.token, '/api/auth/me'],
        [coach.token, `/api/sync/pull?cursor=0&clientId=${uuidv7()}`],
        [orgAdmin.token, '/api/org-admin/coaches'],
      ] as const) {
        const res = await send<ApiErrorBody>(t.app, 'GET', path, { token });
        expect(res.status, path).toBe(401);
        expect(res.body).toEqual({ message: organizationShutMessage(status), code: `organization_${status}` });
      }

      // Reopened: the same token works again (nothing was deleted while the club was shut).
      expect((await setStatus('active')).status).toBe(200);
      expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(200);
      expect((await login(`coach-${status}@riverside.test`)).status).toBe(200);
    });
  }

  it('keeps super admins signed in and able to sign in, so they can reopen the club', async () => {
    expect((await setStatus('suspended')).status).toBe(200);
    expect((await send(t.app, 'GET', '/api/admin/organizations', { token: adminToken })).status).toBe(200);
    expect((await login(adminEmail)).status).toBe(200);
  });

  it('tells a wrong password apart from a shut club only after the right password', async () => {
    await createUser(t.db, { organizationId: clubId, role: 'coach', email: 'guess@riverside.test' });
    await setStatus('suspended');
    const guess = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/login', { body: { email: 'guess@riverside.test', password: 'not-it-at-all' } });
    expect(guess.status).toBe(401);
    expect(guess.body.code).toBe('invalid_credentials');
  });
});

/**
 * A pull reads its token in its own statement, taking the token to stand for the user this
 * server process last found for it (http/auth.ts asSignedInUser): whatever changed since
 * must count at the very next pull, in this process and in any other on the same database.
 */
describe('pulls of a token the server has seen before', () => {
  let t: TestApp;
  let clubId: string;
  let adminToken: string;
  let coach: { id: string; token: string; email: string };

  beforeEach(async () => {
    t = await makeTestApp();
    clubId = (await createOrg(t.db, { name: 'Harbour FC' })).id;
    adminToken = (await createUser(t.db, { organizationId: clubId, role: 'admin' })).token;
    const created = await createUser(t.db, { organizationId: clubId, role: 'coach', flags: allFlags });
    coach = { id: created.user.id, token: created.token, email: created.user.email };
  });
  afterEach(() => t.close());

  const device = 'device-of-the-coach';
  const pullFrom = (app: TestApp['app'], token: string, cursor = '0') =>
    send<PullResponse & ApiErrorBody>(app, 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${device}`, { token });
  /** A first pull, so the server knows the token, then the cursor it answered. */
  const pulledOnce = async (app = t.app, token = coach.token) => {
    const first = await pullFrom(app, token);
    expect(first.status).toBe(200);
    return first.body.cursor;
  };

  it('refuses the next pull once the device signed out', async () => {
    const cursor = await pulledOnce();
    expect((await send(t.app, 'POST', '/api/auth/logout', { token: coach.token })).status).toBe(200);
    expect((await pullFrom(t.app, coach.token, cursor)).status).toBe(401);
  });

  it("refuses another device's token once the password changed", async () => {
    const other = await send<LoginResponse>(t.app, 'POST', '/api/auth/login', { body: { email: coach.email, password: 'password123' } });
    const cursor = await pulledOnce(t.app, other.body.token);
    const change = await send(t.app, 'POST', '/api/auth/password', { token: coach.token, body: { currentPassword: 'password123', newPassword: 'a-new-password-456' } });
    expect(change.status).toBeLessThan(300);
    expect((await pullFrom(t.app, other.body.token, cursor)).status).toBe(401);
  });

  it('refuses the next pull of a deactivated account', async () => {
    const cursor = await pulledOnce();
    expect((await send(t.app, 'PUT', `/api/admin/users/${coach.id}/status`, { token: adminToken, body: { status: 'inactive' } })).status).toBe(200);
    expect((await pullFrom(t.app, coach.token, cursor)).status).toBe(401);
  });

  it('refuses the next pull of a member of a club just suspended', async () => {
    const cursor = await pulledOnce();
    expect((await send(t.app, 'PATCH', `/api/admin/organizations/${clubId}/status`, { token: adminToken, body: { status: 'suspended' } })).status).toBe(200);
    const shut = await pullFrom(t.app, coach.token, cursor);
    expect(shut.status).toBe(401);
    expect(shut.body.code).toBe('organization_suspended');
  });

  it('pulls with the rights the user has now: a changed permission rebuilds the copy at once', async () => {
    // Something in the club, so the device's cursor is past the start.
    expect((await send(t.app, 'POST', '/api/coach-groups', { token: adminToken, body: { name: 'U12' } })).status).toBeLessThan(300);
    const cursor = await pulledOnce();
    expect((await pullFrom(t.app, coach.token, cursor)).body.reset).toBe(false);
    const revoke = await send(t.app, "PUT", `/api/admin/users/${coach.id}/permissions`, { token: adminToken, body: { canViewWeeklySchedule: false } });
    expect(revoke.status).toBe(200);
    const next = await pullFrom(t.app, coach.token, cursor);
    expect(next.status).toBe(200);
    expect(next.body.reset).toBe(true);
  });

  it('refuses a token signed out through another server process on the same database', async () => {
    const db = await openDatabase(t.target, { migrate: false });
    try {
      const other = createApp({ db, uploadsDir: t.uploadsDir, clock: t.clock });
      const cursor = await pulledOnce(t.app);
      await pulledOnce(other);
      expect((await send(other, 'POST', '/api/auth/logout', { token: coach.token })).status).toBe(200);
      expect((await pullFrom(t.app, coach.token, cursor)).status).toBe(401);
    } finally {
      await db.destroy();
    }
  });

  it("keeps the token's idle clock: moved on a pull after a minute, expired after 30 idle days", async () => {
    const cursor = await pulledOnce();
    t.clock.advance(2 * 60_000);
    expect((await pullFrom(t.app, coach.token, cursor)).status).toBe(200);
    const row = await t.db.selectFrom('auth_tokens').select('last_used_at').where('user_id', '=', coach.id).executeTakeFirstOrThrow();
    expect(row.last_used_at).toBe(t.clock().toISOString());

    t.clock.advance(31 * 24 * 60 * 60_000);
    expect((await pullFrom(t.app, coach.token, cursor)).status).toBe(401);
    expect(await t.db.selectFrom('auth_tokens').select('token_hash').where('user_id', '=', coach.id).execute()).toEqual([]);
  });

  it('answers 401 before 400: a signed-out token with a malformed pull is told to sign in', async () => {
    await pulledOnce();
    expect((await send(t.app, 'POST', '/api/auth/logout', { token: coach.token })).status).toBe(200);
    expect((await send(t.app, 'GET', '/api/sync/pull?cursor=0', { token: coach.token })).status).toBe(401);
  });
});
