import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSchema, uuidv7, type Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, insertActivity, insertSession, makeTestApp, send, type TestApp } from '../../test-support/index';
import { pushAs } from '../../test-support/sync';

/** Editing a saved session's plan and phases, by REST and by sync push. */
describe('session plan edits', () => {
  let t: TestApp;
  let orgId: string;
  let coach: string;
  let runner: string;
  let a: string;
  let b: string;
  let c: string;

  const create = (body: Record<string, unknown>) => send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body });
  const put = (id: string, body: unknown, token = coach) => send<Session & { code: string; fields?: Record<string, string> }>(t.app, 'PUT', `/api/sessions/${id}`, { token, body });

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    orgId = org.id;
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true, canViewSessionLibrary: true } })).token;
    runner = (await createUser(t.db, { organizationId: org.id, role: 'coach' })).token;
    a = (await insertActivity(t, { title: 'Rondo warm-up' })).id;
    b = (await insertActivity(t, { title: 'Pressing game' })).id;
    c = (await insertActivity(t, { organizationId: org.id, title: 'Club drill' })).id;
  });
  afterEach(() => t.close());

  it('stores phases on create and answers them parallel to the activities', async () => {
    const res = await create({ activityIds: [a, b], activityDurations: [10, 20], activityPhases: ['Warm-up', 'Game'], spaceAvailable: 'Half pitch' });
    expect(res.status).toBe(201);
    expect(sessionSchema.parse(res.body)).toMatchObject({ activityPhases: ['Warm-up', 'Game'], spaceAvailable: 'Half pitch', duration: 30 });
    const plain = await create({ activityIds: [a, b], activityDurations: [10, 20] });
    expect(plain.body.activityPhases).toEqual(['Main', 'Main']);
    const tooMany = await create({ activityIds: [a], activityDurations: [10], activityPhases: ['Main', 'Game'] });
    expect(tooMany.status).toBe(400);
    const badPhase = await create({ activityIds: [a], activityDurations: [10], activityPhases: ['Cool-down'] });
    expect(badPhase.status).toBe(400);
    expect(await countRows(t.db, 'sessions')).toBe(2);
  });

  it('reads a session saved before phases existed as all Main', async () => {
    const old = await insertSession(t, orgId, { activityIds: [a, b] });
    const res = await send<Session>(t.app, 'GET', `/api/sessions/${old.id}`, { token: coach });
    expect(res.body.activityPhases).toEqual(['Main', 'Main']);
  });

  it('renames, reorders, re-times, adds and removes activities, recomputing the total', async () => {
    const created = await create({ title: 'Tuesday', activityIds: [a, b], activityDurations: [10, 20], activityPhases: ['Warm-up', 'Main'] });
    const id = created.body.id;
    const res = await put(id, {
      title: 'Tuesday pressing',
      description: 'U12s',
      spaceAvailable: '30 x 20 m',
      activityIds: [a, c, b],
      activityDurations: [5, 25, 30],
      activityPhases: ['Warm-up', 'Main', 'Game'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Tuesday pressing',
      description: 'U12s',
      spaceAvailable: '30 x 20 m',
      activityIds: [a, c, b],
      activityDurations: [5, 25, 30],
      activityPhases: ['Warm-up', 'Main', 'Game'],
      duration: 60,
    });
    expect(res.body.version).toBeGreaterThan(created.body.version);

    const shorter = await put(id, { activityIds: [b], activityDurations: [15], spaceAvailable: '' });
    expect(shorter.body).toMatchObject({ activityIds: [b], activityDurations: [15], activityPhases: ['Main'], duration: 15, spaceAvailable: null });
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it('keeps the run-through inside a shortened plan', async () => {
    const created = await create({ activityIds: [a, b, c], activityDurations: [10, 10, 10] });
    await put(created.body.id, { currentActivityIndex: 2 }, runner);
    const res = await put(created.body.id, { activityIds: [a], activityDurations: [10] });
    expect(res.body.currentActivityIndex).toBe(0);
  });

  it('refuses lists that are not parallel, minutes off the 5-minute steps and unknown activities, changing nothing', async () => {
    const created = await create({ title: 'Keep', activityIds: [a, b], activityDurations: [10, 20] });
    const id = created.body.id;
    const cases: { body: unknown; field: string }[] = [
      { body: { activityIds: [a, b], activityDurations: [10] }, field: 'activityDurations' },
      { body: { activityIds: [a], activityDurations: [10], activityPhases: ['Main', 'Game'] }, field: 'activityPhases' },
      { body: { activityIds: [a] }, field: 'activityDurations' },
      { body: { activityDurations: [10] }, field: 'activityIds' },
      { body: { activityPhases: ['Game', 'Game'] }, field: 'activityIds' },
      { body: { activityIds: [a], activityDurations: [12] }, field: 'activityDurations.0' },
      { body: { activityIds: [a], activityDurations: [65] }, field: 'activityDurations.0' },
      { body: { activityIds: [a], activityDurations: [0] }, field: 'activityDurations.0' },
      { body: { activityIds: [uuidv7()], activityDurations: [10] }, field: 'activityIds' },
    ];
    for (const { body, field } of cases) {
      const res = await put(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const stored = await send<Session>(t.app, 'GET', `/api/sessions/${id}`, { token: coach });
    expect(stored.body).toMatchObject({ title: 'Keep', activityIds: [a, b], activityDurations: [10, 20], duration: 30, version: created.body.version });
  });

  it('refuses a 7-minute activity on create and on update with the same 400, writing nothing', async () => {
    const refusedCreate = await create({ activityIds: [a], activityDurations: [7] });
    expect(refusedCreate.status).toBe(400);
    expect(refusedCreate.body).toMatchObject({ code: 'invalid', fields: { 'activityDurations.0': 'Activity durations must be 5 to 60 minutes in steps of 5' } });
    expect(await countRows(t.db, 'sessions')).toBe(0);

    const created = await create({ activityIds: [a], activityDurations: [10] });
    const refusedUpdate = await put(created.body.id, { activityIds: [a], activityDurations: [7] });
    expect(refusedUpdate.status).toBe(400);
    expect(refusedUpdate.body).toMatchObject({ code: 'invalid', fields: { 'activityDurations.0': 'Activity durations must be 5 to 60 minutes in steps of 5' } });
    const stored = await send<Session>(t.app, 'GET', `/api/sessions/${created.body.id}`, { token: coach });
    expect(stored.body).toMatchObject({ activityDurations: [10], version: created.body.version });
  });

  it('lets a coach who may only run sessions move through one, not change its plan', async () => {
    const created = await create({ activityIds: [a, b], activityDurations: [10, 20] });
    const denied = [{ activityIds: [b, a], activityDurations: [20, 10] }, { spaceAvailable: 'Full pitch' }, { activityPhases: ['Game', 'Game'] }];
    for (const body of denied) expect((await put(created.body.id, body, runner)).status).toBe(403);
    expect((await put(created.body.id, { currentActivityIndex: 1 }, runner)).status).toBe(200);
  });

  it('applies a queued edit once through sync push, however often it is replayed', async () => {
    const id = uuidv7();
    const mutations = [
      { mutationId: 1, name: 'session.create', args: { id, title: 'Offline', activityIds: [a], activityDurations: [15] }, createdAt: '2025-03-05T09:00:00.000Z' },
      {
        mutationId: 2,
        name: 'session.update',
        args: { id, patch: { title: 'Offline edited', activityIds: [c, a], activityDurations: [20, 10], activityPhases: ['Warm-up', 'Main'] } },
        createdAt: '2025-03-05T09:01:00.000Z',
      },
      { mutationId: 3, name: 'session.update', args: { id, patch: { activityIds: [a], activityDurations: [7] } }, createdAt: '2025-03-05T09:02:00.000Z' },
    ];
    for (let i = 0; i < 2; i++) {
      const res = await pushAs(t.app, coach, mutations, 'device-edit-1');
      expect(res.status).toBe(200);
      expect(res.body.lastMutationId).toBe(3);
      // The 7-minute edit is refused with its reason; the one before it stays applied.
      expect(res.body.rejected.map((r) => r.mutationId)).toEqual([3]);
    }
    expect(await countRows(t.db, 'sessions')).toBe(1);
    const stored = await send<Session>(t.app, 'GET', `/api/sessions/${id}`, { token: coach });
    expect(stored.body).toMatchObject({ title: 'Offline edited', activityIds: [c, a], activityDurations: [20, 10], activityPhases: ['Warm-up', 'Main'], duration: 30 });
  });
});
