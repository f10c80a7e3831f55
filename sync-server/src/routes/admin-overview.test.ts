import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOverview, Organization } from '@pitchside/shared';
import { createOrg, createUser, send, type CreatedUser, type TestApp } from '../../test-support/index';
import { clubMembers, superAdminApp } from '../../test-support/super-admin';

describe('GET /api/admin/overview: the super admin home', () => {
  let t: TestApp;
  let club: Organization;
  let admin: CreatedUser;
  beforeEach(async () => {
    ({ t, club, admin } = await superAdminApp());
  });
  afterEach(() => t.close());

  it('counts pending registrations, new and contacted requests, clubs by standing, and lists recent sign-ups', async () => {
    await createOrg(t.db, { name: 'Trial FC', subscriptionStatus: 'trial' });
    await createOrg(t.db, { name: 'Shut FC', subscriptionStatus: 'suspended' });
    await createUser(t.db, { organizationId: club.id, role: 'coach', status: 'pending', email: 'wait@club.test' });
    t.clock.advance(60_000);
    await createUser(t.db, { organizationId: club.id, role: 'coach', email: 'newest@club.test' });
    await send(t.app, 'POST', '/api/contact/trial', { body: { name: 'Jo', email: 'jo@hill.test', organization: 'Hill FC' } });
    await send(t.app, 'POST', '/api/contact/sales', { body: { name: 'Sam', email: 'sam@big.test', organization: 'Big FC', message: 'Price?' } });

    const res = await send<AdminOverview>(t.app, 'GET', '/api/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.pendingRegistrations).toBe(1);
    expect(res.body.leads).toEqual({ new: 2, contacted: 0 });
    expect(res.body.clubs).toEqual({ active: 1, trial: 1, shut: 1, other: 0 });
    expect(res.body.recentSignUps[0]!.email).toBe('newest@club.test');
    expect(res.body.recentSignUps.length).toBeLessThanOrEqual(5);
  });

  it('refuses org admins and coaches (403) and the signed-out (401)', async () => {
    const { orgAdmin, coach } = await clubMembers(t, club);
    for (const token of [orgAdmin.token, coach.token]) expect((await send(t.app, 'GET', '/api/admin/overview', { token })).status).toBe(403);
    expect((await send(t.app, 'GET', '/api/admin/overview')).status).toBe(401);
  });
});
