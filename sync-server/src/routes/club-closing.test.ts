import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, AuditPage, Organization, Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, insertSession, makeTestApp, queryValue, send, type CreatedUser, type TestApp } from '../../test-support/index';
import { purgeClosedOrganizations } from '../domain/club-closing';

const DAY = 86_400_000;

describe('closing a club', () => {
  let t: TestApp;
  let club: Organization;
  let superAdmin: CreatedUser;
  let orgAdmin: CreatedUser;
  let coach: CreatedUser;

  beforeEach(async () => {
    t = await makeTestApp();
    const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
    club = await createOrg(t.db, { name: 'Closing Town FC' });
    superAdmin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
    orgAdmin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
    coach = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: { canViewSessionLibrary: true } });
  });
  afterEach(() => t.close());

  const close = (id: string, token: string | undefined, confirmName: unknown = 'Closing Town FC') =>
    send<Organization & ApiErrorBody>(t.app, 'POST', `/api/admin/organizations/${id}/close`, { ...(token ? { token } : {}), body: { confirmName } });
  const restore = (id: string, token: string | undefined) => send<Organization & ApiErrorBody>(t.app, 'POST', `/api/admin/organizations/${id}/restore`, token ? { token } : {});

  it('refuses the signed-out (401), other roles (403), an unknown club (404), a wrong name or none (400), the provider (403)', async () => {
    expect((await close(club.id, undefined)).status).toBe(401);
    expect((await close(club.id, orgAdmin.token)).status).toBe(403);
    expect((await close(club.id, coach.token)).status).toBe(403);
    expect((await restore(club.id, orgAdmin.token)).status).toBe(403);
    expect((await close('01900000-0000-7000-8000-000000000000', superAdmin.token)).status).toBe(404);
    const wrong = await close(club.id, superAdmin.token, 'Closing Town');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields?.confirmName).toBe("Type the club's name exactly as it is shown");
    expect((await close(club.id, superAdmin.token, '')).status).toBe(400);
    expect((await close(superAdmin.user.organizationId, superAdmin.token, 'United FC')).status).toBe(403);
    expect((await restore(club.id, superAdmin.token)).status).toBe(400);
    // Nothing was closed by any of these, and the members still get in.
    expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(200);
    expect(await queryValue(t.db, 'SELECT closed_at FROM organizations WHERE id = ?', club.id)).toBeNull();
    expect(await countRows(t.db, 'audit_events', "action = 'club.closed'")).toBe(0);
  });

  it('stops every token of the club at once and refuses sign-in; restored, the members sign in again with their data', async () => {
    const session = await insertSession(t, club.id, { title: 'Kept for the club' });
    const closed = await close(club.id, superAdmin.token, ' closing town fc ');
    expect(closed.status).toBe(200);
    expect(closed.body.closedAt).toBe(t.clock().toISOString());
    for (const member of [orgAdmin, coach]) {
      const refused = await send<ApiErrorBody>(t.app, 'GET', '/api/auth/me', { token: member.token });
      expect(refused.status).toBe(401);
      const pull = await send(t.app, 'GET', '/api/sync/pull?cursor=0&clientId=01900000-0000-7000-8000-0000000000aa', { token: member.token });
      expect(pull.status).toBe(401);
    }
    expect(await countRows(t.db, 'auth_tokens', 'user_id IN (SELECT id FROM users WHERE organization_id = ?)', club.id)).toBe(0);
    const login = await send<ApiErrorBody>(t.app, 'POST', '/api/auth/login', { body: { email: coach.user.email, password: coach.password } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('organization_closed');
    expect((await close(club.id, superAdmin.token)).status).toBe(400);
    // The list says it is closed; the trail says who closed it.
    const listed = await send<Organization[]>(t.app, 'GET', '/api/admin/organizations', { token: superAdmin.token });
    expect(listed.body.find((o) => o.id === club.id)?.closedAt).toBe(closed.body.closedAt);
    const trail = await send<AuditPage>(t.app, 'GET', `/api/admin/audit?action=club.closed&organizationId=${club.id}`, { token: superAdmin.token });
    expect(trail.body.events).toHaveLength(1);

    t.clock.advance(29 * DAY);
    await purgeClosedOrganizations(t.db, t.clock());
    const restored = await restore(club.id, superAdmin.token);
    expect(restored.status).toBe(200);
    expect(restored.body.closedAt).toBeUndefined();
    const back = await send<{ token: string }>(t.app, 'POST', '/api/auth/login', { body: { email: orgAdmin.user.email, password: orgAdmin.password } });
    expect(back.status).toBe(200);
    const sessions = await send<Session[]>(t.app, 'GET', '/api/sessions', { token: back.body.token });
    expect(sessions.body.map((s) => s.id)).toContain(session.id);
  });

  it('deletes the club for good 30 days after closing, not before; too late to restore', async () => {
    await insertSession(t, club.id, { title: 'Gone in time' });
    expect((await close(club.id, superAdmin.token)).status).toBe(200);
    t.clock.advance(30 * DAY - 1000);
    expect((await purgeClosedOrganizations(t.db, t.clock())).purged).toEqual([]);
    expect(await countRows(t.db, 'organizations', 'id = ?', club.id)).toBe(1);
    t.clock.advance(2000);
    // A month idle: the super admin signs in afresh.
    const fresh = (await send<{ token: string }>(t.app, 'POST', '/api/auth/login', { body: { email: superAdmin.user.email, password: superAdmin.password } })).body.token;
    expect((await restore(club.id, fresh)).status).toBe(400);
    expect((await purgeClosedOrganizations(t.db, t.clock())).purged).toEqual([club.id]);
    expect(await countRows(t.db, 'organizations', 'id = ?', club.id)).toBe(0);
    expect(await countRows(t.db, 'users', 'organization_id = ?', club.id)).toBe(0);
    expect(await countRows(t.db, 'sessions', 'organization_id = ?', club.id)).toBe(0);
    expect((await restore(club.id, fresh)).status).toBe(404);
  });
});

describe('closing your own account', () => {
  let t: TestApp;
  let orgId: string;
  let coach: CreatedUser;
  let orgAdmin: CreatedUser;

  beforeEach(async () => {
    t = await makeTestApp();
    orgId = (await createOrg(t.db)).id;
    coach = await createUser(t.db, { organizationId: orgId, role: 'coach', flags: { canCreateSessions: true, canViewSessionLibrary: true } });
    orgAdmin = await createUser(t.db, { organizationId: orgId, role: 'org_admin' });
  });
  afterEach(() => t.close());

  const closeAccount = (token: string | undefined, password: unknown) =>
    send<ApiErrorBody>(t.app, 'POST', '/api/auth/close-account', { ...(token ? { token } : {}), body: { password } });

  it('refuses the signed-out (401), a wrong or missing password (400), the club’s only org admin and a super admin (403)', async () => {
    expect((await closeAccount(undefined, coach.password)).status).toBe(401);
    const wrong = await closeAccount(coach.token, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields?.password).toBe('That password is not right');
    expect((await closeAccount(coach.token, '')).status).toBe(400);
    const only = await closeAccount(orgAdmin.token, orgAdmin.password);
    expect(only.status).toBe(403);
    expect(only.body.message).toContain("only organization admin");
    const provider = await createOrg(t.db, { type: 'united_fc' });
    const superAdmin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
    expect((await closeAccount(superAdmin.token, superAdmin.password)).status).toBe(403);
    expect(await countRows(t.db, 'users', 'id IN (?, ?, ?)', coach.user.id, orgAdmin.user.id, superAdmin.user.id)).toBe(3);
    expect(await countRows(t.db, 'audit_events', "action = 'user.deleted'")).toBe(0);
  });

  it('deletes the account and its tokens at once; its sessions stay with the club; the trail records it', async () => {
    const session = await insertSession(t, orgId, { title: 'Passes to the club', createdBy: coach.user.id });
    const done = await closeAccount(coach.token, coach.password);
    expect(done.status).toBe(200);
    expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(401);
    expect((await send(t.app, 'POST', '/api/auth/login', { body: { email: coach.user.email, password: coach.password } })).status).toBe(401);
    expect(await countRows(t.db, 'users', 'id = ?', coach.user.id)).toBe(0);
    const sessions = await send<Session[]>(t.app, 'GET', '/api/sessions', { token: orgAdmin.token });
    expect(sessions.body.map((s) => s.id)).toContain(session.id);
    const trail = await send<AuditPage>(t.app, 'GET', '/api/org-admin/audit?action=user.deleted', { token: orgAdmin.token });
    expect(trail.body.events.map((e) => e.subjectId)).toEqual([coach.user.id]);
  });

  it('a second org admin may close their account', async () => {
    const second = await createUser(t.db, { organizationId: orgId, role: 'org_admin' });
    expect((await closeAccount(second.token, second.password)).status).toBe(200);
    expect(await countRows(t.db, 'users', 'id = ?', second.user.id)).toBe(0);
  });
});
