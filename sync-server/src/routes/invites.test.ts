import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateInviteResponse, Invite, InvitePreview, LoginResponse, Organization, User, UserFlags } from '@pitchside/shared';
import { usualCoachFlags } from '@pitchside/shared';
import { createApp } from '../app';
import type { MailMessage } from '../domain/mailer';
import { countRows, createOrg, createUser, makeTestApp, queryRow, send, type TestApp } from '../../test-support/index';

const DAY = 24 * 60 * 60 * 1000;
const tokenOf = (link: string) => link.split('/invite/')[1]!;

describe('invite links', () => {
  let t: TestApp;
  let club: Organization;
  let other: Organization;
  let admin: { user: User; token: string };
  let orgAdmin: { user: User; token: string };
  beforeEach(async () => {
    t = await makeTestApp();
    const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
    club = await createOrg(t.db, { name: 'Club FC' });
    other = await createOrg(t.db, { name: 'Other FC' });
    admin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
    orgAdmin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
  });
  afterEach(() => t.close());

  const invite = (token: string, body: Record<string, unknown> = {}) =>
    send<CreateInviteResponse>(t.app, 'POST', '/api/org-admin/invites', { token, body: { firstName: 'Nia', lastName: 'New', email: 'Nia@Club.test', ...body } });

  it('an org admin invites a coach who sets their own password and starts with the usual coach permissions', async () => {
    const made = await invite(orgAdmin.token);
    expect(made.status).toBe(201);
    expect(made.body.emailed).toBe(false);
    expect(made.body.invite).toMatchObject({ email: 'nia@club.test', role: 'coach', status: 'open', organizationName: 'Club FC' });
    expect(made.body.link).toMatch(/^http:\/\/localhost\/invite\/[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await queryRow<{ token_hash: string }>(t.db, 'SELECT token_hash FROM invites WHERE id = ?', made.body.invite.id);
    expect(stored!.token_hash).not.toContain(tokenOf(made.body.link));
    expect(await countRows(t.db, 'users', 'email = ?', 'nia@club.test')).toBe(0);

    const preview = await send<InvitePreview>(t.app, 'GET', `/api/auth/invites/${tokenOf(made.body.link)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ firstName: 'Nia', organizationName: 'Club FC', role: 'coach' });

    expect((await send(t.app, 'POST', `/api/auth/invites/${tokenOf(made.body.link)}`, { body: { password: 'short' } })).status).toBe(400);
    const accepted = await send<LoginResponse>(t.app, 'POST', `/api/auth/invites/${tokenOf(made.body.link)}`, { body: { password: 'my-own-pass' } });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email: 'nia@club.test', role: 'coach', status: 'active', organizationId: club.id, ...usualCoachFlags });
    expect((await send(t.app, 'GET', '/api/auth/me', { token: accepted.body.token })).status).toBe(200);
    expect((await send(t.app, 'POST', '/api/auth/login', { body: { email: 'nia@club.test', password: 'my-own-pass' } })).status).toBe(200);
    // Used once.
    const again = await send<{ code: string }>(t.app, 'POST', `/api/auth/invites/${tokenOf(made.body.link)}`, { body: { password: 'another-pass' } });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('invite_used');
  });

  it("a new coach starts with the club's default, which its org admin changes (admin-only flags refused)", async () => {
    const changed = await send<UserFlags>(t.app, 'PUT', '/api/org-admin/coach-defaults', { token: orgAdmin.token, body: { canCreateActivities: true, canUseGameCreator: false } });
    expect(changed.status).toBe(200);
    expect((await send(t.app, 'PUT', '/api/org-admin/coach-defaults', { token: orgAdmin.token, body: { canCreateCoachAccounts: true } })).status).toBe(403);
    const made = await invite(orgAdmin.token);
    const accepted = await send<LoginResponse>(t.app, 'POST', `/api/auth/invites/${tokenOf(made.body.link)}`, { body: { password: 'my-own-pass' } });
    expect(accepted.body.user).toMatchObject({ canCreateActivities: true, canUseGameCreator: false, canViewActivityLibrary: true, canCreateCoachAccounts: false });
    // Another club keeps the usual defaults.
    const otherAdmin = await createUser(t.db, { organizationId: other.id, role: 'org_admin' });
    const theirs = await send<UserFlags>(t.app, 'GET', '/api/org-admin/coach-defaults', { token: otherAdmin.token });
    expect(theirs.body).toMatchObject(usualCoachFlags);
  });

  it('refuses expired and revoked links, and revoking is for the own club only', async () => {
    const made = await invite(orgAdmin.token);
    const token = tokenOf(made.body.link);
    t.clock.advance(7 * DAY + 1000);
    const expired = await send<{ code: string }>(t.app, 'POST', `/api/auth/invites/${token}`, { body: { password: 'my-own-pass' } });
    expect(expired.status).toBe(404);
    expect(expired.body.code).toBe('invite_expired');
    expect((await send<{ code: string }>(t.app, 'GET', `/api/auth/invites/${token}`)).body.code).toBe('invite_expired');
    const listed = await send<Invite[]>(t.app, 'GET', '/api/org-admin/invites', { token: orgAdmin.token });
    expect(listed.body.map((i) => i.status)).toEqual(['expired']);

    const fresh = await invite(orgAdmin.token, { email: 'fresh@club.test' });
    const otherAdmin = await createUser(t.db, { organizationId: other.id, role: 'org_admin' });
    expect((await send(t.app, 'DELETE', `/api/org-admin/invites/${fresh.body.invite.id}`, { token: otherAdmin.token })).status).toBe(404);
    expect((await send<Invite[]>(t.app, 'GET', '/api/org-admin/invites', { token: otherAdmin.token })).body).toEqual([]);
    const revoked = await send<Invite>(t.app, 'DELETE', `/api/org-admin/invites/${fresh.body.invite.id}`, { token: orgAdmin.token });
    expect(revoked.body.status).toBe('revoked');
    const refused = await send<{ code: string }>(t.app, 'POST', `/api/auth/invites/${tokenOf(fresh.body.link)}`, { body: { password: 'my-own-pass' } });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('invite_revoked');
    expect(await countRows(t.db, 'users', 'email = ?', 'fresh@club.test')).toBe(0);
    expect((await send(t.app, 'GET', '/api/auth/invites/not-a-real-token')).status).toBe(404);
  });

  it('refuses coaches and the signed-out, a taken email, and an org admin granting admin-only flags', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
    expect((await invite(coach.token)).status).toBe(403);
    expect((await send(t.app, 'POST', '/api/org-admin/invites', { body: { firstName: 'A', lastName: 'B', email: 'a@b.test' } })).status).toBe(401);
    expect((await send(t.app, 'POST', '/api/admin/invites', { token: orgAdmin.token, body: { firstName: 'A', lastName: 'B', email: 'a@b.test', organizationId: other.id, role: 'coach' } })).status).toBe(403);
    expect((await invite(orgAdmin.token, { email: coach.user.email })).status).toBe(409);
    expect((await invite(orgAdmin.token, { canCreateCoachAccounts: true })).status).toBe(403);
    expect((await invite(orgAdmin.token, { email: 'nope' })).status).toBe(400);
    expect(await countRows(t.db, 'invites')).toBe(0);
  });

  it("a super admin invites a club's org admin, who gets what an org admin needs", async () => {
    const made = await send<CreateInviteResponse>(t.app, 'POST', '/api/admin/invites', {
      token: admin.token,
      body: { firstName: 'Ola', lastName: 'Lead', email: 'ola@other.test', organizationId: other.id, role: 'org_admin' },
    });
    expect(made.status).toBe(201);
    const all = await send<Invite[]>(t.app, 'GET', '/api/admin/invites', { token: admin.token });
    expect(all.body.map((i) => i.email)).toContain('ola@other.test');
    const accepted = await send<LoginResponse>(t.app, 'POST', `/api/auth/invites/${tokenOf(made.body.link)}`, { body: { password: 'my-own-pass' } });
    expect(accepted.body.user).toMatchObject({ role: 'org_admin', organizationId: other.id, canCreateCoachAccounts: true });
    expect((await send(t.app, 'GET', '/api/org-admin/coaches', { token: accepted.body.token })).status).toBe(200);
  });

  it('mails the link when a mailer is configured, and still answers the link when sending fails', async () => {
    const sent: MailMessage[] = [];
    const mailing = createApp({ db: t.db, uploadsDir: t.uploadsDir, clock: t.clock, appUrl: 'https://club.example', mailer: { send: async (m) => void sent.push(m) } });
    const made = await send<CreateInviteResponse>(mailing, 'POST', '/api/org-admin/invites', { token: orgAdmin.token, body: { firstName: 'Mo', lastName: 'Mail', email: 'mo@club.test' } });
    expect(made.body.emailed).toBe(true);
    expect(made.body.link).toMatch(/^https:\/\/club\.example\/invite\//);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'mo@club.test' });
    expect(sent[0]!.text).toContain(made.body.link);

    const failing = createApp({ db: t.db, uploadsDir: t.uploadsDir, clock: t.clock, mailer: { send: () => Promise.reject(new Error('no route')) } });
    const still = await send<CreateInviteResponse>(failing, 'POST', '/api/org-admin/invites', { token: orgAdmin.token, body: { firstName: 'Fa', lastName: 'Il', email: 'fail@club.test' } });
    expect(still.status).toBe(201);
    expect(still.body.emailed).toBe(false);
    expect(still.body.link).toContain('/invite/');
  });
});
