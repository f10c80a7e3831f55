import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionTemplateView } from '@pitchside/shared';
import { createOrg, createUser, execute, makeTestApp, send, type TestApp } from '../../test-support/index';
import { seedDrills } from '../seed/drills';

describe('GET /api/session-templates', () => {
  let t: TestApp;
  let tokens: { coachA: string; viewerA: string; noFlagsA: string; viewerB: string };
  beforeEach(async () => {
    t = await makeTestApp();
    await seedDrills(t.db);
    const clubA = await createOrg(t.db, { name: 'Club A', hasUnitedFcLibraryAccess: true });
    const clubB = await createOrg(t.db, { name: 'Club B', hasUnitedFcLibraryAccess: false });
    tokens = {
      coachA: (await createUser(t.db, { organizationId: clubA.id, role: 'coach', flags: { canCreateSessions: true } })).token,
      viewerA: (await createUser(t.db, { organizationId: clubA.id, role: 'coach', flags: { canViewActivityLibrary: true } })).token,
      noFlagsA: (await createUser(t.db, { organizationId: clubA.id, role: 'coach' })).token,
      viewerB: (await createUser(t.db, { organizationId: clubB.id, role: 'coach', flags: { canViewActivityLibrary: true } })).token,
    };
  });
  afterEach(() => t.close());

  const get = (query: string, token?: string) => send<SessionTemplateView[]>(t.app, 'GET', `/api/session-templates${query}`, token ? { token } : {});

  it('answers every template with its steps resolved to the library, 60, 75 or 90 minutes each', async () => {
    const res = await get('', tokens.viewerA);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(40);
    const ids = new Set((await send<{ id: string; title: string }[]>(t.app, 'GET', '/api/activities', { token: tokens.viewerA })).body.map((a) => a.id));
    for (const template of res.body) {
      expect([60, 75, 90]).toContain(template.minutes);
      for (const step of template.steps) expect(ids.has(step.activityId), step.drill).toBe(true);
    }
    expect((await get('', tokens.coachA)).status).toBe(200);
  });

  it('filters by age band and theme, and refuses an unknown one', async () => {
    const u9 = (await get('?ageBand=U9-U10', tokens.viewerA)).body;
    expect(u9.length).toBeGreaterThan(0);
    expect(u9.every((x) => x.ageBand === 'U9-U10')).toBe(true);
    const both = (await get(`?ageBand=U9-U10&theme=${encodeURIComponent('Passing & Receiving')}`, tokens.viewerA)).body;
    expect(both.map((x) => [x.ageBand, x.theme])).toEqual([['U9-U10', 'Passing & Receiving']]);
    expect((await get('?ageBand=U20', tokens.viewerA)).status).toBe(400);
  });

  it('leaves out a template whose drill an admin deleted', async () => {
    const before = (await get('?ageBand=U7-U8', tokens.viewerA)).body;
    const victim = before[0]!.steps[2]!;
    await execute(t.db, 'DELETE FROM activities WHERE id = ?', victim.activityId);
    const after = (await get('?ageBand=U7-U8', tokens.viewerA)).body;
    expect(after.map((x) => x.id)).not.toContain(before[0]!.id);
    expect(after.length).toBeLessThan(before.length);
  });

  it('refuses without a session (401), without library or builder rights, and for a club without the library (403)', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', tokens.noFlagsA)).status).toBe(403);
    const noLibrary = await get('', tokens.viewerB);
    expect(noLibrary.status).toBe(403);
  });
});
