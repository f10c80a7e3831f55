import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, CurrentUser, LoginResponse } from '@pitchside/shared';
import { countRows, createOrg, createUser, send, type TestApp, makeTestApp, queryRow } from '../../test-support/index';
import { hashToken } from '../domain/tokens';

describe('auth routes', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  const login = (email: string, password: string) => send<LoginResponse & ApiErrorBody>(t.app, 'POST', '/api/auth/login', { body: { email, password } });

  it('signs in an active user and answers the current user without the password hash', async () => {
    const org = await createOrg(t.db, { name: 'Alpha FC' });
    const { user } = await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'coach@alpha.test', flags: { canCreateSessions: true } });
    const res = await login('Coach@Alpha.test', 'password123');
    expect(res.status).toBe(200);
    expect(res.body.token).toBeTruthy();
    expect(res.body.user).toMatchObject({ id: user.id, organizationName: 'Alpha FC', hasUnitedFcLibraryAccess: true, canCreateSessions: true });
    expect(JSON.stringify(res.body)).not.toContain('scrypt');

    const me = await send<CurrentUser>(t.app, 'GET', '/api/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('coach@alpha.test');
    expect(me.body).not.toHaveProperty('passwordHash');
    expect(me.body).not.toHaveProperty('password_hash');
  });

  it('refuses wrong credentials with 401 and one message for unknown email and wrong password', async () => {
    const org = await createOrg(t.db);
    await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'a@b.test' });
    const wrong = await login('a@b.test', 'wrong-password');
    const unknown = await login('nobody@b.test', 'password123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('refuses pending and inactive users with a clear message', async () => {
    const org = await createOrg(t.db);
    await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'p@b.test', status: 'pending' });
    await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'i@b.test', status: 'inactive' });
    const pending = await login('p@b.test', 'password123');
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe('Your account is awaiting admin approval');
    const inactive = await login('i@b.test', 'password123');
    expect(inactive.status).toBe(403);
    expect(inactive.body.message).toBe('Your account is inactive. Contact your administrator.');
    expect(await countRows(t.db, 'auth_tokens', "user_id IN (SELECT id FROM users WHERE email IN ('p@b.test','i@b.test'))")).toBe(2);
  });

  it('validates the login body (400, spec messages)', async () => {
    const res = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/login', { body: { email: 'nope', password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    const empty = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/login', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    const malformed = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/login', { body: '{not json' });
    expect(malformed.status).toBe(400);
  });

  it('answers 413 for an oversize body', async () => {
    const res = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/register', {
      body: { email: 'x@y.test', password: 'x'.repeat(2 * 1024 * 1024), firstName: 'a', lastName: 'b', organizationName: 'c' },
    });
    expect(res.status).toBe(413);
    expect(await countRows(t.db, 'users')).toBe(0);
  });

  it('slows repeated failures, then refuses with 429 until the lock passes', async () => {
    const org = await createOrg(t.db);
    await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'target@b.test' });
    for (let i = 0; i < 4; i++) expect((await login('target@b.test', 'bad-password')).status).toBe(401);
    // The fifth failure locks the email for 30 s.
    expect((await login('target@b.test', 'bad-password')).status).toBe(401);
    const locked = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'TARGET@b.test', password: 'password123' }),
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
    expect(((await locked.json()) as ApiErrorBody).code).toBe('too_many_attempts');

    t.clock.advance(31_000);
    // Another failure doubles the lock.
    expect((await login('target@b.test', 'bad-password')).status).toBe(401);
    expect((await login('target@b.test', 'password123')).status).toBe(429);
    t.clock.advance(61_000);
    expect((await login('target@b.test', 'password123')).status).toBe(200);
    // Success forgets the failures.
    expect(await countRows(t.db, 'login_attempts', "key = 'email:target@b.test'")).toBe(0);
  });

  describe('register', () => {
    const body = { email: 'New@Coach.test', password: 'secret1', firstName: 'New', lastName: 'Coach', organizationName: 'alpha fc' };

    it('creates a pending coach in the existing organization matched ignoring case', async () => {
      const org = await createOrg(t.db, { name: 'Alpha FC' });
      const res = await send<{ message: string; status: string }>(t.app, 'POST', '/api/auth/register', { body });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('pending');
      const row = await queryRow(t.db, 'SELECT * FROM users WHERE email = ?', 'new@coach.test') as { organization_id: string; role: string; status: string };
      expect(row).toMatchObject({ organization_id: org.id, role: 'coach', status: 'pending' });
      expect(await countRows(t.db, 'organizations')).toBe(1);
      const signIn = await login('new@coach.test', 'secret1');
      expect(signIn.status).toBe(403);
    });

    it('creates a new subscriber organization when none matches', async () => {
      const res = await send(t.app, 'POST', '/api/auth/register', { body: { ...body, organizationName: 'Brand New FC' } });
      expect(res.status).toBe(201);
      const org = await queryRow(t.db, 'SELECT * FROM organizations WHERE name = ?', 'Brand New FC') as { type: string; has_united_fc_library_access: number };
      expect(org).toMatchObject({ type: 'subscriber', has_united_fc_library_access: 1 });
    });

    it('answers an email already used exactly as a new one, writing nothing', async () => {
      const org = await createOrg(t.db, { name: 'Alpha FC' });
      await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'new@coach.test' });
      const res = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/register', { body: { ...body, organizationName: 'Other FC' } });
      const fresh = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/register', { body: { ...body, email: 'fresh@coach.test' } });
      expect(res).toEqual(fresh);
      expect(res.status).toBe(201);
      expect(await countRows(t.db, 'organizations')).toBe(1);
      expect(await countRows(t.db, 'users', 'email = ?', 'new@coach.test')).toBe(1);
    });

    it('answers 400 for missing fields, writing nothing', async () => {
      const res = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/register', { body: { ...body, firstName: ' ', organizationName: '' } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject({ firstName: 'First name is required', organizationName: 'Organization name is required' });
      expect(await countRows(t.db, 'users')).toBe(0);
      expect(await countRows(t.db, 'organizations')).toBe(0);
    });
  });

  it('answers 401 without a token, with a bad token and after logout', async () => {
    const org = await createOrg(t.db);
    const { token } = await createUser(t.db, { organizationId: org.id, role: 'coach' });
    expect((await send(t.app, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/auth/me', { token: 'forged' })).status).toBe(401);
    expect((await send(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect(await countRows(t.db, 'auth_tokens', 'token_hash = ?', hashToken(token))).toBe(0);
    expect((await send(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('expires a token after 30 idle days', async () => {
    const org = await createOrg(t.db);
    const { token } = await createUser(t.db, { organizationId: org.id, role: 'coach' });
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await send(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('changes the password, revoking every token and answering a fresh one', async () => {
    const org = await createOrg(t.db);
    const { user, token } = await createUser(t.db, { organizationId: org.id, role: 'coach', email: 'pw@b.test' });
    const other = (await login('pw@b.test', 'password123')).body.token;

    const wrong = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/password', { token, body: { currentPassword: 'nope', newPassword: 'newsecret' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('currentPassword');

    const res = await send<LoginResponse>(t.app, 'POST', '/api/auth/password', { token, body: { currentPassword: 'password123', newPassword: 'newsecret' } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect((await send(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/auth/me', { token: other })).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/auth/me', { token: res.body.token })).status).toBe(200);
    expect((await login('pw@b.test', 'password123')).status).toBe(401);
    expect((await login('pw@b.test', 'newsecret')).status).toBe(200);
  });
});

describe('every accounts route needs a valid token', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  const id = '01956000-0000-7000-8000-000000000000';
  const routes: [string, string][] = [
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/password'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/pending'],
    ['POST', '/api/admin/users'],
    ['DELETE', `/api/admin/users/${id}`],
    ['PUT', `/api/admin/users/${id}/permissions`],
    ['PUT', `/api/admin/users/${id}/status`],
    ['GET', '/api/admin/organizations'],
    ['POST', '/api/admin/organizations/with-admin'],
    ['PATCH', `/api/admin/organizations/${id}/status`],
    ['PATCH', `/api/admin/organizations/${id}/permissions`],
    ['DELETE', `/api/admin/organizations/${id}`],
    ['GET', '/api/org-admin/organization'],
    ['GET', '/api/org-admin/coaches'],
    ['POST', '/api/org-admin/coaches'],
    ['PATCH', `/api/org-admin/coaches/${id}/permissions`],
    ['DELETE', `/api/org-admin/coaches/${id}`],
    ['GET', '/api/categories'],
    ['POST', '/api/categories'],
    ['PUT', `/api/categories/${id}`],
    ['DELETE', `/api/categories/${id}`],
    ['GET', '/api/sub-categories'],
    ['POST', '/api/sub-categories'],
    ['PUT', `/api/sub-categories/${id}`],
    ['DELETE', `/api/sub-categories/${id}`],
    ['GET', '/api/sections'],
    ['POST', '/api/sections'],
    ['PUT', `/api/sections/${id}`],
    ['DELETE', `/api/sections/${id}`],
  ];

  it('answers 401 without a token and with a revoked one', async () => {
    const provider = await createOrg(t.db, { type: 'united_fc' });
    const { token } = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
    expect((await send(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    for (const [method, path] of routes) {
      const anonymous = await send<ApiErrorBody>(t.app, method, path, { body: method === 'GET' ? undefined : {} });
      expect([method, path, anonymous.status, anonymous.body.code]).toEqual([method, path, 401, 'unauthorized']);
      const revoked = await send(t.app, method, path, { token, body: method === 'GET' ? undefined : {} });
      expect([method, path, revoked.status]).toEqual([method, path, 401]);
    }
  });
});
