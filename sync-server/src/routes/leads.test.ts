import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClubFromLeadResponse, Lead, LoginResponse, Organization } from '@pitchside/shared';
import { countRows, send, type CreatedUser, type TestApp } from '../../test-support/index';
import { clubMembers, superAdminApp } from '../../test-support/super-admin';

describe('the super admin inbox of trial and sales requests', () => {
  let t: TestApp;
  let club: Organization;
  let admin: CreatedUser;
  beforeEach(async () => {
    ({ t, club, admin } = await superAdminApp());
  });
  afterEach(() => t.close());

  const trial = { name: 'Jo Anne Smith', email: 'jo@hill.test', organization: 'Hill FC', role: 'Head Coach', players: '26-100', message: 'Two teams' };

  it('shows a landing-page trial request as new, moves it through the statuses, and refuses bad ones', async () => {
    expect((await send(t.app, 'POST', '/api/contact/trial', { body: trial })).status).toBe(201);
    expect((await send(t.app, 'POST', '/api/contact/sales', { body: { name: 'Sam', email: 'sam@big.test', organization: 'Big FC', message: 'Pricing?' } })).status).toBe(201);
    const leads = await send<Lead[]>(t.app, 'GET', '/api/admin/leads', { token: admin.token });
    expect(leads.status).toBe(200);
    expect(leads.body.map((l) => [l.kind, l.status, l.organization])).toEqual(
      expect.arrayContaining([['trial', 'new', 'Hill FC'], ['sales', 'new', 'Big FC']]),
    );
    const lead = leads.body.find((l) => l.kind === 'trial')!;
    expect(lead).toMatchObject({ name: 'Jo Anne Smith', email: 'jo@hill.test', players: '26-100', message: 'Two teams' });
    const contacted = await send<Lead>(t.app, 'PATCH', `/api/admin/leads/${lead.id}`, { token: admin.token, body: { status: 'contacted' } });
    expect(contacted.body.status).toBe('contacted');
    expect((await send(t.app, 'PATCH', `/api/admin/leads/${lead.id}`, { token: admin.token, body: { status: 'lost' } })).status).toBe(400);
    expect((await send(t.app, 'PATCH', '/api/admin/leads/0190a0a0-0000-7000-8000-000000000000', { token: admin.token, body: { status: 'closed' } })).status).toBe(404);
  });

  it('refuses org admins, coaches and the signed-out', async () => {
    await send(t.app, 'POST', '/api/contact/trial', { body: trial });
    const { orgAdmin, coach } = await clubMembers(t, club);
    for (const token of [orgAdmin.token, coach.token]) {
      expect((await send(t.app, 'GET', '/api/admin/leads', { token })).status).toBe(403);
    }
    expect((await send(t.app, 'GET', '/api/admin/leads')).status).toBe(401);
    const [lead] = (await send<Lead[]>(t.app, 'GET', '/api/admin/leads', { token: admin.token })).body;
    expect((await send(t.app, 'POST', `/api/admin/leads/${lead!.id}/club`, { token: orgAdmin.token, body: {} })).status).toBe(403);
    expect((await send(t.app, 'PATCH', `/api/admin/leads/${lead!.id}`, { token: coach.token, body: { status: 'closed' } })).status).toBe(403);
  });

  it('creates a club on trial from a request, with an invite for its org admin, once', async () => {
    await send(t.app, 'POST', '/api/contact/trial', { body: trial });
    const [lead] = (await send<Lead[]>(t.app, 'GET', '/api/admin/leads', { token: admin.token })).body;
    const body = { name: 'Hill FC', contactEmail: 'jo@hill.test', adminFirstName: 'Jo', adminLastName: 'Anne Smith', adminEmail: 'jo@hill.test' };
    const made = await send<ClubFromLeadResponse>(t.app, 'POST', `/api/admin/leads/${lead!.id}/club`, { token: admin.token, body });
    expect(made.status).toBe(201);
    expect(made.body.organization).toMatchObject({ name: 'Hill FC', type: 'subscriber', subscriptionStatus: 'trial', hasUnitedFcLibraryAccess: true });
    expect(made.body.lead).toMatchObject({ status: 'converted', organizationId: made.body.organization.id });
    expect(made.body.invite.invite).toMatchObject({ role: 'org_admin', email: 'jo@hill.test', organizationId: made.body.organization.id });
    const token = made.body.invite.link.split('/invite/')[1];
    const accepted = await send<LoginResponse>(t.app, 'POST', `/api/auth/invites/${token}`, { body: { password: 'hill-pass-1' } });
    expect(accepted.body.user).toMatchObject({ role: 'org_admin', organizationName: 'Hill FC', canCreateCoachAccounts: true });

    expect((await send(t.app, 'POST', `/api/admin/leads/${lead!.id}/club`, { token: admin.token, body: { ...body, name: 'Hill FC 2' } })).status).toBe(409);
    // A taken club name writes nothing.
    await send(t.app, 'POST', '/api/contact/trial', { body: { ...trial, email: 'other@hill.test' } });
    const second = (await send<Lead[]>(t.app, 'GET', '/api/admin/leads', { token: admin.token })).body.find((l) => l.status === 'new')!;
    const clubs = await countRows(t.db, 'organizations');
    expect((await send(t.app, 'POST', `/api/admin/leads/${second.id}/club`, { token: admin.token, body: { ...body, name: 'Club FC', adminEmail: 'new@hill.test' } })).status).toBe(409);
    expect(await countRows(t.db, 'organizations')).toBe(clubs);
    expect(await countRows(t.db, 'invites', 'email = ?', 'new@hill.test')).toBe(0);
  });
});
