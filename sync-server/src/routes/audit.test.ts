import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type AuditPage, type CoachGroup, type User } from '@pitchside/shared';
import { countRows, createOrg, createUser, execute, makeTestApp, send, type TestApp } from '../../test-support/index';
import { purgeOldAudit } from '../domain/audit';

describe('the audit trail', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  let adminPassword: string;
  let coach: string;
  let outsider: string;
  let superAdmin: string;
  let orgId: string;
  let otherOrgId: string;

  const audit = (path: string, token?: string) => send<AuditPage>(t.app, 'GET', path, token ? { token } : {});
  const login = (userAgent: string) =>
    send(t.app, 'POST', '/api/auth/login', { body: { email: adminEmail, password: adminPassword }, headers: { 'user-agent': userAgent } });

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    orgId = org.id;
    const made = await createUser(t.db, { organizationId: org.id, role: 'org_admin', firstName: 'Sam', lastName: 'Secretary' });
    admin = made.token;
    adminEmail = made.user.email;
    adminPassword = made.password;
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true } })).token;
    const other = await createOrg(t.db);
    otherOrgId = other.id;
    outsider = (await createUser(t.db, { organizationId: other.id, role: 'org_admin', firstName: 'Olly', lastName: 'Other' })).token;
    superAdmin = (await createUser(t.db, { organizationId: other.id, role: 'admin', firstName: 'Ada', lastName: 'Admin' })).token;
  });
  afterEach(() => t.close());

  it('records coach additions, permission changes, roster additions and links: who, what, when, from where, no secrets', async () => {
    const added = await send<User>(t.app, 'POST', '/api/org-admin/coaches', {
      token: admin,
      body: { firstName: 'Jo', lastName: 'Coach', email: `jo-${uuidv7()}@example.test`, password: 'a-secret-password' },
      headers: { 'user-agent': 'ClubLaptop/1.0' },
    });
    expect(added.status).toBe(201);
    t.clock.advance(1000);
    expect((await send(t.app, 'PATCH', `/api/org-admin/coaches/${added.body.id}/permissions`, { token: admin, body: { canCreateSessions: true } })).status).toBe(200);
    const group = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U9' } })).body;
    t.clock.advance(1000);
    expect((await send(t.app, 'POST', `/api/coach-groups/${group.id}/players`, { token: admin, body: { name: 'Kit Child' } })).status).toBe(201);
    t.clock.advance(1000);
    const feed = await send<{ url: string }>(t.app, 'POST', `/api/coach-groups/${group.id}/calendar-feed`, { token: admin });
    expect(feed.status).toBe(201);
    t.clock.advance(1000);
    expect((await send(t.app, 'DELETE', `/api/coach-groups/${group.id}/calendar-feed`, { token: admin })).status).toBe(200);
    // A refused change leaves no event.
    expect((await send(t.app, 'PATCH', `/api/org-admin/coaches/${added.body.id}/permissions`, { token: outsider, body: { canCreateSessions: true } })).status).toBe(404);

    const page = await audit('/api/org-admin/audit', admin);
    expect(page.status).toBe(200);
    expect(page.body.events.map((e) => e.action)).toEqual(['calendar_link.revoked', 'calendar_link.created', 'player.added', 'user.permissions_changed', 'user.added']);
    const addition = page.body.events.at(-1)!;
    expect(addition).toMatchObject({ actorName: 'Sam Secretary', organizationId: orgId, summary: 'Added coach Jo Coach', subjectId: added.body.id, userAgent: 'ClubLaptop/1.0' });
    expect(addition.at).toBe('2025-03-05T10:00:00.000Z');
    expect(page.body.events[3]!.summary).toBe('Changed Jo Coach: canCreateSessions on');
    const text = JSON.stringify(page.body);
    expect(text).not.toContain('a-secret-password');
    expect(text).not.toContain('Kit Child');
    expect(text).not.toContain(feed.body.url);
  });

  it('records a sign-in only from a device the user has not signed in from before', async () => {
    // A second apart, as people sign in: the trail lists the newest first.
    expect((await login('Phone/1')).status).toBe(200);
    t.clock.advance(1000);
    expect((await login('Phone/1')).status).toBe(200);
    t.clock.advance(1000);
    expect((await login('Tablet/2')).status).toBe(200);
    const page = await audit('/api/org-admin/audit?action=user.signed_in_new_device', admin);
    expect(page.body.events.map((e) => e.userAgent)).toEqual(['Tablet/2', 'Phone/1']);
  });

  it("shows a club its own trail only; a super admin sees every club's and filters it; others are refused", async () => {
    await send(t.app, 'POST', '/api/coach-groups', { token: outsider, body: { name: 'Theirs' } });
    const theirGroup = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: outsider, body: { name: 'Theirs 2' } })).body;
    await send(t.app, 'POST', `/api/coach-groups/${theirGroup.id}/players`, { token: outsider, body: { name: 'Pat' } });
    const ourGroup = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Ours' } })).body;
    await send(t.app, 'POST', `/api/coach-groups/${ourGroup.id}/players`, { token: admin, body: { name: 'Lee' } });
    t.clock.advance(86_400_000);
    await send(t.app, 'POST', `/api/coach-groups/${ourGroup.id}/players`, { token: admin, body: { name: 'Max' } });

    const ours = (await audit('/api/org-admin/audit', admin)).body.events;
    expect(ours).toHaveLength(2);
    expect(ours.every((e) => e.organizationId === orgId)).toBe(true);

    expect((await audit('/api/org-admin/audit')).status).toBe(401);
    expect((await audit('/api/org-admin/audit', coach)).status).toBe(403);
    expect((await audit('/api/admin/audit', admin)).status).toBe(403);
    expect((await audit('/api/org-admin/audit?action=nonsense', admin)).status).toBe(400);
    expect((await audit('/api/org-admin/audit?from=2025-03-07&to=2025-03-01', admin)).status).toBe(400);

    const all = (await audit('/api/admin/audit', superAdmin)).body.events;
    expect(new Set(all.map((e) => e.organizationId))).toEqual(new Set([orgId, otherOrgId]));
    const theirs = (await audit(`/api/admin/audit?organizationId=${otherOrgId}`, superAdmin)).body.events;
    expect(theirs.map((e) => e.actorName)).toEqual(['Olly Other']);
    expect((await audit('/api/admin/audit?search=olly', superAdmin)).body.events).toHaveLength(1);
    expect((await audit('/api/org-admin/audit?from=2025-03-06', admin)).body.events).toHaveLength(1);
    expect((await audit('/api/org-admin/audit?to=2025-03-05', admin)).body.events).toHaveLength(1);

    const first = (await audit('/api/org-admin/audit?limit=1', admin)).body;
    expect(first.events).toHaveLength(1);
    expect(first.next).not.toBeNull();
    const second = (await audit(`/api/org-admin/audit?limit=1&before=${encodeURIComponent(first.next!)}`, admin)).body;
    expect(second.events[0]!.id).not.toBe(first.events[0]!.id);
    expect(second.next).toBeNull();
  });

  it('keeps events two years, then purges them', async () => {
    const insert = (at: string) =>
      execute(t.db, 'INSERT INTO audit_events (id, organization_id, actor_id, actor_name, action, summary, at) VALUES (?, ?, NULL, ?, ?, ?, ?)', uuidv7(), orgId, 'X', 'club.exported', 'Exported', at);
    await insert('2022-03-01T00:00:00.000Z');
    await insert('2023-03-10T00:00:00.000Z');
    expect(await purgeOldAudit(t.db, new Date('2025-03-05T00:00:00.000Z'))).toBe(1);
    expect(await countRows(t.db, 'audit_events')).toBe(1);
  });
});
