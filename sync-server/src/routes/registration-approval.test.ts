import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser, ApproveRegistrationResponse, LoginResponse, Organization, User } from '@pitchside/shared';
import { uuidv7 } from '@pitchside/shared';
import { createOrg, createUser, send, makeTestApp, queryRow, type TestApp } from '../../test-support/index';

describe('approving registrations and switching roles (super admin)', () => {
  let t: TestApp;
  let admin: { user: User; token: string };
  let club: Organization;
  beforeEach(async () => {
    t = await makeTestApp();
    const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
    club = await createOrg(t.db, { name: 'Running FC' });
    admin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
  });
  afterEach(() => t.close());

  const register = async (email: string, organizationName: string) => {
    const res = await send(t.app, 'POST', '/api/auth/register', { body: { email, password: 'secret1', firstName: 'Dana', lastName: 'Reg', organizationName } });
    expect(res.status).toBe(201);
    return (await queryRow(t.db, 'SELECT id FROM users WHERE email = ?', email) as { id: string }).id;
  };
  const login = (email: string) => send<LoginResponse>(t.app, 'POST', '/api/auth/login', { body: { email, password: 'secret1' } });

  it("makes the registrant of a new club its org admin and starts the club's trial; a later registrant is a coach", async () => {
    const dana = await register('dana@harbour.test', 'Harbour Town FC');
    const sam = await register('sam@harbour.test', 'harbour town fc');
    const approved = await send<ApproveRegistrationResponse>(t.app, 'POST', `/api/admin/users/${dana}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    expect(approved.body.madeOrgAdmin).toBe(true);
    expect(approved.body.user).toMatchObject({ role: 'org_admin', status: 'active', organizationName: 'Harbour Town FC' });
    expect(approved.body.organization.subscriptionStatus).toBe('trial');

    // Dana signs in as the club's admin and manages its coaches.
    const signedIn = await login('dana@harbour.test');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe('org_admin');
    expect((await send(t.app, 'GET', '/api/org-admin/coaches', { token: signedIn.body.token })).status).toBe(200);

    const second = await send<ApproveRegistrationResponse>(t.app, 'POST', `/api/admin/users/${sam}/approve`, { token: admin.token });
    expect(second.body.madeOrgAdmin).toBe(false);
    expect(second.body.user).toMatchObject({ role: 'coach', status: 'active' });

    // Handled once: a second approval is refused.
    expect((await send(t.app, 'POST', `/api/admin/users/${dana}/approve`, { token: admin.token })).status).toBe(409);
    expect((await send(t.app, 'POST', `/api/admin/users/${uuidv7()}/approve`, { token: admin.token })).status).toBe(404);
  });

  it('approves someone joining a running club as a coach, leaving the club as it is', async () => {
    const joiner = await register('joiner@running.test', 'Running FC');
    const res = await send<ApproveRegistrationResponse>(t.app, 'POST', `/api/admin/users/${joiner}/approve`, { token: admin.token });
    expect(res.body).toMatchObject({ madeOrgAdmin: false, user: { role: 'coach' }, organization: { subscriptionStatus: 'active' } });
  });

  it('switches a member between coach and org admin; refuses its own role, a super admin and other roles', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
    const made = await send<AdminUser>(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token: admin.token, body: { role: 'org_admin' } });
    expect(made.status).toBe(200);
    expect(made.body.role).toBe('org_admin');
    expect((await send(t.app, 'GET', '/api/org-admin/coaches', { token: coach.token })).status).toBe(200);
    const back = await send<AdminUser>(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token: admin.token, body: { role: 'coach' } });
    expect(back.body.role).toBe('coach');
    expect((await send(t.app, 'GET', '/api/org-admin/coaches', { token: coach.token })).status).toBe(403);

    expect((await send(t.app, 'PUT', `/api/admin/users/${admin.user.id}/role`, { token: admin.token, body: { role: 'coach' } })).status).toBe(400);
    const other = await createUser(t.db, { organizationId: admin.user.organizationId, role: 'admin' });
    expect((await send(t.app, 'PUT', `/api/admin/users/${other.user.id}/role`, { token: admin.token, body: { role: 'coach' } })).status).toBe(400);
    expect((await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token: admin.token, body: { role: 'admin' } })).status).toBe(400);
    expect((await send(t.app, 'PUT', `/api/admin/users/${uuidv7()}/role`, { token: admin.token, body: { role: 'coach' } })).status).toBe(404);
  });

  it('refuses org admins and coaches (403) and the signed-out (401), changing nothing', async () => {
    const pending = await register('wait@harbour.test', 'Harbour Town FC');
    const orgAdmin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
    for (const token of [orgAdmin.token, coach.token]) {
      expect((await send(t.app, 'POST', `/api/admin/users/${pending}/approve`, { token })).status).toBe(403);
      expect((await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token, body: { role: 'org_admin' } })).status).toBe(403);
    }
    expect((await send(t.app, 'POST', `/api/admin/users/${pending}/approve`)).status).toBe(401);
    expect(await queryRow(t.db, 'SELECT role, status FROM users WHERE id = ?', pending)).toMatchObject({ role: 'coach', status: 'pending' });
    expect(await queryRow(t.db, 'SELECT role FROM users WHERE id = ?', coach.user.id)).toMatchObject({ role: 'coach' });
  });
});
