import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser, Organization } from '@pitchside/shared';
import { createOrg, createUser, send, type CreatedUser, type TestApp } from '../../test-support/index';
import { clubMembers, superAdminApp } from '../../test-support/super-admin';

describe('PUT /api/admin/users/:id/role', () => {
  let t: TestApp;
  let club: Organization;
  let admin: CreatedUser;
  beforeEach(async () => {
    ({ t, club, admin } = await superAdminApp());
  });
  afterEach(() => t.close());

  it('promotes a coach to org admin with what an org admin needs, and back', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: { canCreateSessions: true } });
    const up = await send<AdminUser>(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token: admin.token, body: { role: 'org_admin' } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ role: 'org_admin', canCreateCoachAccounts: true, canGrantFeatureAccess: true, canCreateActivities: true });
    // The new org admin can now add coaches to their club.
    expect((await send(t.app, 'GET', '/api/org-admin/coaches', { token: coach.token })).status).toBe(200);

    const down = await send<AdminUser>(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token: admin.token, body: { role: 'coach' } });
    expect(down.body).toMatchObject({ role: 'coach', canCreateCoachAccounts: false, canGrantFeatureAccess: false, canCreateSessions: true });
    expect((await send(t.app, 'GET', '/api/org-admin/coaches', { token: coach.token })).status).toBe(403);
  });

  it('refuses org admins and coaches, of this club or another (403), and unknown roles (400)', async () => {
    const { orgAdmin, coach } = await clubMembers(t, club);
    const other = await createOrg(t.db, { name: 'Other FC' });
    const otherAdmin = await createUser(t.db, { organizationId: other.id, role: 'org_admin' });
    for (const token of [coach.token, orgAdmin.token, otherAdmin.token]) {
      expect((await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token, body: { role: 'org_admin' } })).status).toBe(403);
    }
    expect((await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { body: { role: 'org_admin' } })).status).toBe(401);
    expect((await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/role`, { token: admin.token, body: { role: 'admin' } })).status).toBe(400);
    const still = await send<AdminUser[]>(t.app, 'GET', '/api/admin/users', { token: admin.token });
    expect(still.body.find((u) => u.id === coach.user.id)).toMatchObject({ role: 'coach', canCreateCoachAccounts: false });
  });
});
