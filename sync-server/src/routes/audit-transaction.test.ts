import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, uuidv7, type AuditPage, type CoachGroup } from '@pitchside/shared';
import { countRows, createOrg, createUser, send, makeTestApp, type TestApp } from '../../test-support/index';
import { mutation } from '../../test-support/sync';

/**
 * Audit events are written by the domain, in the transaction of the change they record: a
 * player added offline (sync push) is in the trail like one added over REST, and a change that
 * is refused or rolled back leaves no event.
 */
for (const pushThread of [false, true]) {
  describe(`audit events in the change's transaction${pushThread ? ' (push thread)' : ''}`, () => {
    let t: TestApp;
    afterEach(() => t.close());

    async function club() {
      t = await makeTestApp({ pushThread });
      const org = await createOrg(t.db);
      const admin = await createUser(t.db, { organizationId: org.id, role: 'org_admin', firstName: 'Sam', lastName: 'Secretary' });
      const group = (await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin.token, body: { name: 'U10 Lions' } })).body;
      return { admin: admin.token, group };
    }
    const push = (token: string, mutations: ReturnType<typeof mutation>[]) =>
      send(t.app, 'POST', '/api/sync/push', {
        token,
        body: { clientId: 'tablet-1', schemaVersion: SCHEMA_VERSION, mutations },
        headers: { 'user-agent': 'ClubTablet/2.0' },
      });

    it('a player added offline through a push is in the trail: who, the group, from where; never the child’s name', async () => {
      const { admin, group } = await club();
      const id = uuidv7();
      expect((await push(admin, [mutation(1, 'player.create', { id, groupId: group.id, name: 'Mia Offline', shirtNumber: 7, position: null })])).status).toBe(200);
      const trail = await send<AuditPage>(t.app, 'GET', '/api/org-admin/audit?action=player.added', { token: admin });
      expect(trail.body.events).toHaveLength(1);
      expect(trail.body.events[0]).toMatchObject({ actorName: 'Sam Secretary', subjectId: id, summary: 'Added a player to U10 Lions', userAgent: 'ClubTablet/2.0' });
      expect(JSON.stringify(trail.body)).not.toContain('Mia');
      // The push replayed (the answer was lost) adds no second event.
      expect((await push(admin, [mutation(1, 'player.create', { id, groupId: group.id, name: 'Mia Offline', shirtNumber: 7, position: null })])).status).toBe(200);
      expect(await countRows(t.db, 'audit_events', "action = 'player.added'")).toBe(1);
    });

    it('a refused addition leaves no event, and a rolled-back first attempt of a push leaves exactly one per player', async () => {
      const { admin, group } = await club();
      const first = uuidv7();
      const refused = uuidv7();
      // The second takes the first's shirt number: refused, so the optimistic run of the whole
      // push is rolled back and each mutation runs again in a savepoint of its own.
      const answer = await push(admin, [
        mutation(1, 'player.create', { id: first, groupId: group.id, name: 'Ada', shirtNumber: 9, position: null }),
        mutation(2, 'player.create', { id: refused, groupId: group.id, name: 'Bea', shirtNumber: 9, position: null }),
      ]);
      expect(answer.status).toBe(200);
      expect((answer.body as { rejected: unknown[] }).rejected).toHaveLength(1);
      expect(await countRows(t.db, 'audit_events', "action = 'player.added' AND subject_id = ?", first)).toBe(1);
      expect(await countRows(t.db, 'audit_events', "action = 'player.added' AND subject_id = ?", refused)).toBe(0);
      // Over REST too: the refused addition (400) leaves nothing.
      const rest = await send(t.app, 'POST', `/api/coach-groups/${group.id}/players`, { token: admin, body: { name: 'Cy', shirtNumber: 9, position: null } });
      expect(rest.status).toBe(400);
      expect(await countRows(t.db, 'audit_events', "action = 'player.added'")).toBe(1);
    });
  });
}

describe('account events come from their domain functions', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('approval, role, status, permissions, additions and deletions by a super admin are recorded in the club of the user; refusals leave none', async () => {
    t = await makeTestApp();
    const provider = await createOrg(t.db, { type: 'united_fc' });
    const club = await createOrg(t.db);
    const superAdmin = await createUser(t.db, { organizationId: provider.id, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const pending = await createUser(t.db, { organizationId: club.id, role: 'coach', status: 'pending', firstName: 'Pat', lastName: 'Pending' });
    const token = superAdmin.token;
    expect((await send(t.app, 'POST', `/api/admin/users/${pending.user.id}/approve`, { token })).status).toBe(200);
    expect((await send(t.app, 'PUT', `/api/admin/users/${pending.user.id}/role`, { token, body: { role: 'org_admin' } })).status).toBe(200);
    expect((await send(t.app, 'PUT', `/api/admin/users/${pending.user.id}/permissions`, { token, body: { canCreateSessions: true } })).status).toBe(200);
    expect((await send(t.app, 'PUT', `/api/admin/users/${pending.user.id}/status`, { token, body: { status: 'inactive' } })).status).toBe(200);
    expect((await send(t.app, 'DELETE', `/api/admin/users/${pending.user.id}`, { token })).status).toBe(200);
    // Refused: your own role, an unknown user.
    expect((await send(t.app, 'PUT', `/api/admin/users/${superAdmin.user.id}/role`, { token, body: { role: 'coach' } })).status).toBe(400);
    expect((await send(t.app, 'POST', `/api/admin/users/${uuidv7()}/approve`, { token })).status).toBe(404);
    const trail = await send<AuditPage>(t.app, 'GET', `/api/admin/audit?organizationId=${club.id}`, { token });
    // All at one clock time: compared without their order.
    expect(trail.body.events.map((e) => [e.action, e.summary]).sort()).toEqual([
      ['user.approved', 'Approved Pat Pending'],
      ['user.deleted', 'Deleted an account'],
      ['user.permissions_changed', 'Changed Pat Pending: canCreateSessions on'],
      ['user.rejected', 'Set Pat Pending to inactive'],
      ['user.role_changed', 'Made Pat Pending org_admin'],
    ]);
    expect(await countRows(t.db, 'audit_events', 'organization_id = ?', provider.id)).toBe(0);
  });
});
