import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gettingStartedSteps, type ClubFacts, type Organization, type User } from '@pitchside/shared';
import { createOrg, createUser, execute, insertCoachGroup, insertScheduleEntry, makeTestApp, send, type TestApp } from '../../test-support/index';

describe('GET /api/org-admin/getting-started', () => {
  let t: TestApp;
  let club: Organization;
  let orgAdmin: { user: User; token: string };
  beforeEach(async () => {
    t = await makeTestApp();
    club = await createOrg(t.db, { name: 'Club FC' });
    orgAdmin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
  });
  afterEach(() => t.close());

  const facts = async () => (await send<ClubFacts>(t.app, 'GET', '/api/org-admin/getting-started', { token: orgAdmin.token })).body;
  const done = async () => gettingStartedSteps(await facts()).filter((s) => s.done).map((s) => s.id);

  it("ticks each step off from the club's own data, and never counts another club's", async () => {
    const other = await createOrg(t.db, { name: 'Other FC' });
    await createUser(t.db, { organizationId: other.id, role: 'coach' });
    const theirGroup = await insertCoachGroup(t, other.id, 'Their U9');
    await insertScheduleEntry(t, { organizationId: other.id, groupId: theirGroup, date: '2025-03-10', sessionId: null });
    expect(await facts()).toEqual({ coaches: 0, groups: 0, groupsWithProfile: 0, groupsWithPlan: 0, scheduledTrainings: 0 });

    const invited = await send(t.app, 'POST', '/api/org-admin/invites', { token: orgAdmin.token, body: { firstName: 'A', lastName: 'B', email: 'a@club.test' } });
    expect(invited.status).toBe(201);
    expect(await done()).toEqual(['coaches']);

    const group = await insertCoachGroup(t, club.id, 'U10 Blue');
    expect(await done()).toEqual(['coaches', 'groups']);
    await execute(t.db, 'UPDATE coach_groups SET profile = ? WHERE id = ?', JSON.stringify({ ageBand: 'U10', matchFormat: null, trainingMinutes: null, squadSize: null, goalkeepers: null }), group);
    expect(await done()).toEqual(['coaches', 'groups', 'profiles']);
    await execute(t.db, 'UPDATE coach_groups SET season_plan = ? WHERE id = ?', '{"weeks":[]}', group);
    await insertScheduleEntry(t, { organizationId: club.id, groupId: group, date: '2025-03-10', sessionId: null });
    expect(await done()).toEqual(['coaches', 'groups', 'profiles', 'curriculum', 'training']);
  });

  it('refuses coaches and super admins (403) and the signed-out (401)', async () => {
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
    const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
    const admin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
    for (const token of [coach.token, admin.token]) expect((await send(t.app, 'GET', '/api/org-admin/getting-started', { token })).status).toBe(403);
    expect((await send(t.app, 'GET', '/api/org-admin/getting-started')).status).toBe(401);
  });
});
