import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organizationShutMessage, uuidv7, type ApiErrorBody, type LoginResponse } from '@pitchside/shared';
import { createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';

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
