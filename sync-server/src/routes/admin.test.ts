import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Activity, AdminUser, ApiErrorBody, Organization, OrganizationWithAdminResponse, User } from '@pitchside/shared';
import { uuidv7 } from '@pitchside/shared';
import { CLUB_RESTORE_DAYS } from '@pitchside/shared';
import { nextVersion } from '../db/queries/versions';
import { purgeClosedOrganizations } from '../domain/club-closing';

const DAY = 86_400_000;
import { allFlags, countRows, createOrg, createUser, DEFAULT_PASSWORD, insertSession, send, tinyPng, type TestApp, makeTestApp, queryValue, queryRow, queryRows, execute } from '../../test-support/index';

describe('admin routes', () => {
  let t: TestApp;
  let provider: Organization;
  let club: Organization;
  let admin: { user: User; token: string };
  beforeEach(async () => {
    t = await makeTestApp();
    provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
    club = await createOrg(t.db, { name: 'Club FC' });
    admin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
  });
  afterEach(() => t.close());

  const scopeOf = async (id: string) => await queryValue(t.db, 'SELECT scope_version FROM users WHERE id = ?', id) as number;

  it('refuses other roles (403) and the signed-out (401)', async () => {
    const orgAdmin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: allFlags });
    for (const token of [orgAdmin.token, coach.token]) {
      expect((await send(t.app, 'GET', '/api/admin/users', { token })).status).toBe(403);
      expect((await send(t.app, 'DELETE', `/api/admin/organizations/${club.id}`, { token, body: { confirmName: 'Club FC' } })).status).toBe(403);
    }
    expect((await send(t.app, 'GET', '/api/admin/organizations')).status).toBe(401);
    expect(await countRows(t.db, 'organizations')).toBe(2);
  });

  it('lists users with their organization name, and the pending ones', async () => {
    await createUser(t.db, { organizationId: club.id, role: 'coach', status: 'pending', email: 'wait@club.test' });
    const all = await send<AdminUser[]>(t.app, 'GET', '/api/admin/users', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    expect(all.body.find((u) => u.email === 'wait@club.test')?.organizationName).toBe('Club FC');
    expect(JSON.stringify(all.body)).not.toContain('scrypt');
    const pending = await send<AdminUser[]>(t.app, 'GET', '/api/admin/users/pending', { token: admin.token });
    expect(pending.body.map((u) => u.email)).toEqual(['wait@club.test']);
  });

  it('creates an account with the flags given (others off), and refuses bad input writing nothing', async () => {
    const body = {
      email: 'Made@Club.test',
      password: 'secret1',
      firstName: 'Made',
      lastName: 'ByAdmin',
      organizationId: club.id,
      role: 'coach',
      canCreateSessions: true,
    };
    const res = await send<AdminUser>(t.app, 'POST', '/api/admin/users', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'made@club.test', status: 'active', canCreateSessions: true, canEditActivities: false, organizationName: 'Club FC' });
    expect((await send(t.app, 'POST', '/api/auth/login', { body: { email: 'made@club.test', password: 'secret1' } })).status).toBe(200);

    const before = await countRows(t.db, 'users');
    expect((await send(t.app, 'POST', '/api/admin/users', { token: admin.token, body })).status).toBe(409);
    expect((await send(t.app, 'POST', '/api/admin/users', { token: admin.token, body: { ...body, email: 'x@y.test', organizationId: uuidv7() } })).status).toBe(400);
    expect((await send(t.app, 'POST', '/api/admin/users', { token: admin.token, body: { ...body, email: 'x@y.test', role: 'admin' } })).status).toBe(400);
    expect((await send(t.app, 'POST', '/api/admin/users', { token: admin.token, body: { ...body, email: 'x@y.test', role: 'owner' } })).status).toBe(400);
    expect((await send(t.app, 'POST', '/api/admin/users', { token: admin.token, body: { ...body, email: 'x@y.test', password: '123' } })).status).toBe(400);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('deletes a user, revoking their tokens; not yourself; 404 for an unknown id', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
    // A session the coach made stays, without its creator, with a new version.
    const sessionId = (await insertSession(t, club.id, { createdBy: coach.user.id })).id;
    const versionBefore = await queryValue(t.db, 'SELECT version FROM sessions WHERE id = ?', sessionId) as number;

    const res = await send(t.app, 'DELETE', `/api/admin/users/${coach.user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await countRows(t.db, 'users', 'id = ?', coach.user.id)).toBe(0);
    expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(401);
    const session = await queryRow(t.db, 'SELECT created_by, version FROM sessions WHERE id = ?', sessionId) as { created_by: string | null; version: number };
    expect(session.created_by).toBeNull();
    expect(session.version).toBeGreaterThan(versionBefore);

    expect((await send(t.app, 'DELETE', `/api/admin/users/${admin.user.id}`, { token: admin.token })).status).toBe(400);
    expect((await send(t.app, 'DELETE', `/api/admin/users/${uuidv7()}`, { token: admin.token })).status).toBe(404);
  });

  it('sets permissions (either body shape) and bumps the scope only on change', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
    const res = await send<User>(t.app, 'PUT', `/api/admin/users/${coach.user.id}/permissions`, {
      token: admin.token,
      body: { flags: { canViewWeeklySchedule: true, canGrantFeatureAccess: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ canViewWeeklySchedule: true, canGrantFeatureAccess: true, canCreateSessions: false });
    expect(await scopeOf(coach.user.id)).toBe(1);
    await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/permissions`, { token: admin.token, body: { canViewWeeklySchedule: true } });
    expect(await scopeOf(coach.user.id)).toBe(1);
    const bad = await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/permissions`, { token: admin.token, body: { canFly: true } });
    expect(bad.status).toBe(400);
    const unknownUser = { token: admin.token, body: { canViewWeeklySchedule: true } };
    expect((await send(t.app, 'PUT', `/api/admin/users/${uuidv7()}/permissions`, unknownUser)).status).toBe(404);
    // Nothing to change is refused before anything is looked up.
    expect((await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/permissions`, { token: admin.token, body: {} })).status).toBe(400);
  });

  it('sets status; inactive revokes tokens and blocks sign-in; active approves a pending user', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach', email: 'c@club.test' });
    const res = await send<User>(t.app, 'PUT', `/api/admin/users/${coach.user.id}/status`, { token: admin.token, body: { status: 'inactive' } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('inactive');
    expect(await countRows(t.db, 'auth_tokens', 'user_id = ?', coach.user.id)).toBe(0);
    expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(401);

    await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/status`, { token: admin.token, body: { status: 'active' } });
    expect((await send(t.app, 'POST', '/api/auth/login', { body: { email: 'c@club.test', password: 'password123' } })).status).toBe(200);

    expect((await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/status`, { token: admin.token, body: { status: 'gone' } })).status).toBe(400);
    expect((await send(t.app, 'PUT', `/api/admin/users/${admin.user.id}/status`, { token: admin.token, body: { status: 'inactive' } })).status).toBe(400);
  });

  describe('organizations', () => {
    const withAdmin = {
      name: 'Harbour FC',
      contactEmail: 'office@harbour.test',
      adminUser: { firstName: 'Hanna', lastName: 'Boss', email: 'hanna@harbour.test', password: 'longenough' },
    };

    it('lists organizations', async () => {
      const res = await send<Organization[]>(t.app, 'GET', '/api/admin/organizations', { token: admin.token });
      expect(res.body.map((o) => o.name).sort()).toEqual(['Club FC', 'United FC']);
    });

    it('creates an organization with its admin in one go (defaults: subscriber, library on)', async () => {
      const res = await send<OrganizationWithAdminResponse>(t.app, 'POST', '/api/admin/organizations/with-admin', { token: admin.token, body: withAdmin });
      expect(res.status).toBe(201);
      expect(res.body.organization).toMatchObject({ name: 'Harbour FC', type: 'subscriber', hasUnitedFcLibraryAccess: true, subscriptionStatus: 'active' });
      expect(res.body.adminUser).toMatchObject({ role: 'org_admin', status: 'active', organizationId: res.body.organization.id });
      expect((await send(t.app, 'POST', '/api/auth/login', { body: { email: 'hanna@harbour.test', password: 'longenough' } })).status).toBe(200);
    });

    it('refuses a short admin password, a taken name or a taken email, writing nothing', async () => {
      await createUser(t.db, { organizationId: club.id, role: 'coach', email: 'taken@club.test' });
      const orgs = await countRows(t.db, 'organizations');
      const users = await countRows(t.db, 'users');
      const short = await send<ApiErrorBody>(t.app, 'POST', '/api/admin/organizations/with-admin', {
        token: admin.token,
        body: { ...withAdmin, adminUser: { ...withAdmin.adminUser, password: 'short12' } },
      });
      expect(short.status).toBe(400);
      expect(short.body.fields?.['adminUser.password']).toBe('Password must be at least 8 characters');
      expect((await send(t.app, 'POST', '/api/admin/organizations/with-admin', { token: admin.token, body: { ...withAdmin, name: 'club fc' } })).status).toBe(409);
      // The organization insert succeeded before the admin's email clashed: rolled back.
      const clash = await send(t.app, 'POST', '/api/admin/organizations/with-admin', {
        token: admin.token,
        body: { ...withAdmin, adminUser: { ...withAdmin.adminUser, email: 'taken@club.test' } },
      });
      expect(clash.status).toBe(409);
      expect(await countRows(t.db, 'organizations')).toBe(orgs);
      expect(await countRows(t.db, 'users')).toBe(users);
    });

    it('sets the subscription status (settable ones only)', async () => {
      const res = await send<Organization>(t.app, 'PATCH', `/api/admin/organizations/${club.id}/status`, { token: admin.token, body: { status: 'suspended' } });
      expect(res.status).toBe(200);
      expect(res.body.subscriptionStatus).toBe('suspended');
      expect((await send(t.app, 'PATCH', `/api/admin/organizations/${club.id}/status`, { token: admin.token, body: { status: 'cancelled' } })).status).toBe(400);
      expect((await send(t.app, 'PATCH', `/api/admin/organizations/${uuidv7()}/status`, { token: admin.token, body: { status: 'active' } })).status).toBe(404);
    });

    it('library access change bumps the scope of every member', async () => {
      const a = await createUser(t.db, { organizationId: club.id, role: 'coach' });
      const b = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
      const res = await send<Organization>(t.app, 'PATCH', `/api/admin/organizations/${club.id}/permissions`, {
        token: admin.token,
        body: { hasUnitedFcLibraryAccess: false },
      });
      expect(res.status).toBe(200);
      expect(res.body.hasUnitedFcLibraryAccess).toBe(false);
      expect([await scopeOf(a.user.id), await scopeOf(b.user.id), await scopeOf(admin.user.id)]).toEqual([1, 1, 0]);
      const me = await send<{ hasUnitedFcLibraryAccess: boolean }>(t.app, 'GET', '/api/auth/me', { token: a.token });
      expect(me.body.hasUnitedFcLibraryAccess).toBe(false);
      expect((await send(t.app, 'PATCH', `/api/admin/organizations/${club.id}/permissions`, { token: admin.token, body: { hasUnitedFcLibraryAccess: 'no' } })).status).toBe(400);
    });

    it('refuses to delete the United FC organization', async () => {
      const res = await send<ApiErrorBody>(t.app, 'DELETE', `/api/admin/organizations/${provider.id}`, { token: admin.token, body: { confirmName: 'United FC' } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('The United FC organization cannot be deleted');
      expect(await countRows(t.db, 'organizations', 'id = ?', provider.id)).toBe(1);
    });

    it('a closed organization keeps its uploaded diagrams; deleted for good 30 days on, only its own go', async () => {
      const other = await createOrg(t.db, { name: 'Other FC' });
      const upload = async (organizationId: string): Promise<string> => {
        const { token } = await createUser(t.db, { organizationId, role: 'org_admin' });
        const form = new FormData();
        for (const [k, v] of Object.entries({ title: 'Drill', category: 'Support', abilityLevel: 'Beginner', setup: 'Grid', instructions: 'Play' })) form.append(k, v);
        form.append('diagram', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'd.png');
        const res = await t.app.request('/api/activities', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(201);
        return join(t.uploadsDir, ((await res.json()) as Activity).diagramUrl!.split('/').pop()!);
      };
      const clubFile = await upload(club.id);
      const otherFile = await upload(other.id);
      expect(existsSync(clubFile) && existsSync(otherFile)).toBe(true);

      expect((await send(t.app, 'DELETE', `/api/admin/organizations/${provider.id}`, { token: admin.token, body: { confirmName: 'United FC' } })).status).toBe(403);
      expect((await send(t.app, 'DELETE', `/api/admin/organizations/${club.id}`, { token: admin.token, body: { confirmName: 'Club FC' } })).status).toBe(200);
      expect(existsSync(clubFile) && existsSync(otherFile)).toBe(true);
      t.clock.advance(CLUB_RESTORE_DAYS * DAY + 1000);
      const purged = await purgeClosedOrganizations(t.db, t.clock());
      expect(purged.diagramUrls.map((url) => url.split('/').pop())).toEqual([clubFile.split('/').pop()]);
    });

    it('DELETE closes an organization (never at once: kept 30 days, restorable), then it goes with everything it owns, tombstoning the synced rows', async () => {
      const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
      const other = await createOrg(t.db, { name: 'Other FC' });
      const otherCoach = await createUser(t.db, { organizationId: other.id, role: 'coach' });
      const at = '2025-03-01T00:00:00.000Z';
      const ids = { activity: uuidv7(), session: uuidv7(), group: uuidv7(), entry: uuidv7(), category: uuidv7(), sub: uuidv7(), globalCat: uuidv7(), subUnderGlobal: uuidv7() };
      const ins = async (sql: string, ...p: unknown[]) => execute(t.db, sql, ...p, await nextVersion(t.db, club.id), at);
      await ins(`INSERT INTO activities (id, title, category, ability_level, organization_id, created_by, created_at, version, updated_at) VALUES (?, 'A', 'Support', 'Beginner', ?, ?, '${at}', ?, ?)`, ids.activity, club.id, coach.user.id);
      await insertSession(t, club.id, { id: ids.session });
      await ins('INSERT INTO coach_groups (id, organization_id, name, version, updated_at) VALUES (?, ?, ?, ?, ?)', ids.group, club.id, 'Academy');
      await ins(`INSERT INTO schedule_entries (id, organization_id, date, day_of_week, group_id, group_name, session_id, version, updated_at) VALUES (?, ?, '2025-03-03', 'Monday', ?, 'Academy', ?, ?, ?)`, ids.entry, club.id, ids.group, ids.session);
      await ins('INSERT INTO categories (id, name, organization_id, version, updated_at) VALUES (?, ?, ?, ?, ?)', ids.category, 'Club cat', club.id);
      await ins('INSERT INTO sub_categories (id, name, category_id, organization_id, version, updated_at) VALUES (?, ?, ?, ?, ?, ?)', ids.sub, 'Club sub', ids.category, club.id);
      await ins('INSERT INTO categories (id, name, organization_id, version, updated_at) VALUES (?, ?, NULL, ?, ?)', ids.globalCat, 'Global');
      await ins('INSERT INTO sub_categories (id, name, category_id, organization_id, version, updated_at) VALUES (?, ?, ?, ?, ?, ?)', ids.subUnderGlobal, 'Club sub 2', ids.globalCat, club.id);

      // Without the club's name typed it refuses, as Close does.
      const unnamed = await send<ApiErrorBody>(t.app, 'DELETE', `/api/admin/organizations/${club.id}`, { token: admin.token });
      expect(unnamed.status).toBe(400);
      expect((await send(t.app, 'DELETE', `/api/admin/organizations/${club.id}`, { token: admin.token, body: { confirmName: 'Club' } })).status).toBe(400);
      expect(await queryValue(t.db, 'SELECT closed_at FROM organizations WHERE id = ?', club.id)).toBeNull();
      const res = await send<Organization>(t.app, 'DELETE', `/api/admin/organizations/${club.id}`, { token: admin.token, body: { confirmName: 'club fc' } });
      expect(res.status).toBe(200);
      expect(res.body.closedAt).toBe(t.clock().toISOString());
      // Closed, not gone: every way in stops, the data stays, and it can be restored.
      expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(401);
      expect(await countRows(t.db, 'organizations', 'id = ?', club.id)).toBe(1);
      expect(await countRows(t.db, 'sessions', 'id = ?', ids.session)).toBe(1);
      expect(await countRows(t.db, 'tombstones')).toBe(0);
      expect((await send(t.app, 'POST', `/api/admin/organizations/${club.id}/restore`, { token: admin.token })).status).toBe(200);
      expect((await send(t.app, 'DELETE', `/api/admin/organizations/${club.id}`, { token: admin.token, body: { confirmName: 'Club FC' } })).status).toBe(200);
      t.clock.advance(CLUB_RESTORE_DAYS * DAY + 1000);
      const fresh = (await send<{ token: string }>(t.app, 'POST', '/api/auth/login', { body: { email: admin.user.email, password: DEFAULT_PASSWORD } })).body.token;
      expect((await purgeClosedOrganizations(t.db, t.clock())).purged).toEqual([club.id]);
      expect(await countRows(t.db, 'organizations', 'id = ?', club.id)).toBe(0);
      expect(await countRows(t.db, 'users', 'organization_id = ?', club.id)).toBe(0);
      expect((await send(t.app, 'GET', '/api/auth/me', { token: coach.token })).status).toBe(401);
      for (const table of ['activities', 'sessions', 'coach_groups', 'schedule_entries']) {
        expect(await countRows(t.db, table, 'organization_id = ?', club.id)).toBe(0);
      }
      const tombstones = await queryRows(t.db, 'SELECT table_name, row_id, organization_id FROM tombstones ORDER BY version');
      expect(tombstones).toEqual([
        { table_name: 'scheduleEntries', row_id: ids.entry, organization_id: club.id },
        { table_name: 'sessions', row_id: ids.session, organization_id: club.id },
        { table_name: 'coachGroups', row_id: ids.group, organization_id: club.id },
        { table_name: 'activities', row_id: ids.activity, organization_id: club.id },
        { table_name: 'subCategories', row_id: ids.sub, organization_id: club.id },
        { table_name: 'subCategories', row_id: ids.subUnderGlobal, organization_id: club.id },
        { table_name: 'categories', row_id: ids.category, organization_id: club.id },
      ]);
      // Others untouched.
      expect(await countRows(t.db, 'users', 'id = ?', otherCoach.user.id)).toBe(1);
      expect(await countRows(t.db, 'categories', 'id = ?', ids.globalCat)).toBe(1);
      expect((await send(t.app, 'DELETE', `/api/admin/organizations/${club.id}`, { token: fresh, body: { confirmName: 'Club FC' } })).status).toBe(404);
    });
  });
});
