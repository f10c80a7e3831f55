import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Organization, User } from '@pitchside/shared';
import { uuidv7 } from '@pitchside/shared';
import { allFlags, countRows, createOrg, createUser, send, type TestApp, makeTestApp, queryValue } from '../../test-support/index';

describe('org admin routes', () => {
  let t: TestApp;
  let club: Organization;
  let other: Organization;
  let orgAdmin: { user: User; token: string };
  beforeEach(async () => {
    t = await makeTestApp();
    club = await createOrg(t.db, { name: 'Club FC', subscriptionStatus: 'pending' });
    other = await createOrg(t.db, { name: 'Other FC' });
    orgAdmin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
  });
  afterEach(() => t.close());

  const coachBody = { firstName: 'Cara', lastName: 'Coach', email: 'cara@club.test', password: 'secret1', canCreateSessions: true };

  it('refuses coaches and super admins (403) and the signed-out (401)', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: allFlags });
    const provider = await createOrg(t.db, { type: 'united_fc' });
    const admin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
    for (const token of [coach.token, admin.token]) {
      expect((await send(t.app, 'GET', '/api/org-admin/coaches', { token })).status).toBe(403);
      expect((await send(t.app, 'POST', '/api/org-admin/coaches', { token, body: coachBody })).status).toBe(403);
    }
    expect((await send(t.app, 'GET', '/api/org-admin/organization')).status).toBe(401);
    expect(await countRows(t.db, 'users', 'email = ?', 'cara@club.test')).toBe(0);
  });

  it('answers its own organization with the real subscription status', async () => {
    const res = await send<Organization>(t.app, 'GET', '/api/org-admin/organization', { token: orgAdmin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: club.id, name: 'Club FC', subscriptionStatus: 'pending' });
  });

  it("sets its own club's choice whether coaches see every group; coaches, other clubs and bad bodies are refused", async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: allFlags });
    const otherAdmin = await createUser(t.db, { organizationId: other.id, role: 'org_admin' });
    expect((await send<Organization>(t.app, 'GET', '/api/org-admin/organization', { token: orgAdmin.token })).body.coachesSeeAllGroups).toBe(true);
    expect((await send(t.app, 'PATCH', '/api/org-admin/organization', { token: coach.token, body: { coachesSeeAllGroups: false } })).status).toBe(403);
    expect((await send(t.app, 'PATCH', '/api/org-admin/organization', { body: { coachesSeeAllGroups: false } })).status).toBe(401);
    const bad = await send<ApiErrorBody>(t.app, 'PATCH', '/api/org-admin/organization', { token: orgAdmin.token, body: { coachesSeeAllGroups: 'no' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['coachesSeeAllGroups']);
    expect((await send(t.app, 'PATCH', '/api/org-admin/organization', { token: orgAdmin.token, body: { name: 'Renamed' } })).status).toBe(400);

    const res = await send<Organization>(t.app, 'PATCH', '/api/org-admin/organization', { token: orgAdmin.token, body: { coachesSeeAllGroups: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: club.id, name: 'Club FC', coachesSeeAllGroups: false });
    // The coaches' own account says so (their devices decide what My teams lists from it).
    expect((await send<{ coachesSeeAllGroups: boolean }>(t.app, 'GET', '/api/auth/me', { token: coach.token })).body.coachesSeeAllGroups).toBe(false);
    // Another club is untouched.
    expect((await send<Organization>(t.app, 'GET', '/api/org-admin/organization', { token: otherAdmin.token })).body.coachesSeeAllGroups).toBe(true);
  });

  it('lists only its own coaches', async () => {
    await createUser(t.db, { organizationId: club.id, role: 'coach', lastName: 'Mine' });
    await createUser(t.db, { organizationId: other.id, role: 'coach', lastName: 'Theirs' });
    const res = await send<User[]>(t.app, 'GET', '/api/org-admin/coaches', { token: orgAdmin.token });
    expect(res.body.map((u) => u.lastName)).toEqual(['Mine']);
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it('adds an active coach to its own organization', async () => {
    const res = await send<User>(t.app, 'POST', '/api/org-admin/coaches', { token: orgAdmin.token, body: { ...coachBody, organizationId: other.id, role: 'admin' } });
    expect(res.status).toBe(201);
    // Flags left out start at the club's usual coach permissions (game creator on, creating activities off).
    expect(res.body).toMatchObject({ organizationId: club.id, role: 'coach', status: 'active', canCreateSessions: true, canUseGameCreator: true, canCreateActivities: false });
    expect((await send(t.app, 'POST', '/api/auth/login', { body: { email: 'cara@club.test', password: 'secret1' } })).status).toBe(200);
  });

  it('cannot grant the super-admin-only flags; bad input is 400; nothing written', async () => {
    const refused = await send<ApiErrorBody>(t.app, 'POST', '/api/org-admin/coaches', { token: orgAdmin.token, body: { ...coachBody, canCreateCoachAccounts: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Create Coach Accounts');
    const missing = await send<ApiErrorBody>(t.app, 'POST', '/api/org-admin/coaches', { token: orgAdmin.token, body: { ...coachBody, firstName: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields');
    expect(await countRows(t.db, 'users', 'email = ?', 'cara@club.test')).toBe(0);
  });

  it('changes a coach’s permissions, bumping the scope; super-admin-only flags stay as they are', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: { canGrantFeatureAccess: true } });
    const res = await send<User>(t.app, 'PATCH', `/api/org-admin/coaches/${coach.user.id}/permissions`, {
      token: orgAdmin.token,
      body: { flags: { canUseGameCreator: true, canGrantFeatureAccess: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ canUseGameCreator: true, canGrantFeatureAccess: true });
    expect(await queryValue(t.db, 'SELECT scope_version FROM users WHERE id = ?', coach.user.id)).toBe(1);
    const revoke = await send(t.app, 'PATCH', `/api/org-admin/coaches/${coach.user.id}/permissions`, {
      token: orgAdmin.token,
      body: { canGrantFeatureAccess: false },
    });
    expect(revoke.status).toBe(403);
  });

  it('answers 404 for another organization’s user, for itself and for unknown ids', async () => {
    const theirs = await createUser(t.db, { organizationId: other.id, role: 'coach' });
    for (const id of [theirs.user.id, orgAdmin.user.id, uuidv7()]) {
      expect((await send(t.app, 'PATCH', `/api/org-admin/coaches/${id}/permissions`, { token: orgAdmin.token, body: { canUseGameCreator: true } })).status).toBe(404);
      expect((await send(t.app, 'DELETE', `/api/org-admin/coaches/${id}`, { token: orgAdmin.token })).status).toBe(404);
    }
    expect(await countRows(t.db, 'users', 'id = ?', theirs.user.id)).toBe(1);
    expect(await queryValue(t.db, 'SELECT flags FROM users WHERE id = ?', theirs.user.id)).not.toContain('"canUseGameCreator":true');
  });

  it('deletes its own coach and revokes their tokens', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
    expect((await send(t.app, 'DELETE', `/api/org-admin/coaches/${coach.user.id}`, { token: orgAdmin.token })).status).toBe(200);
    expect(await countRows(t.db, 'users', 'id = ?', coach.user.id)).toBe(0);
    expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(401);
  });
});
