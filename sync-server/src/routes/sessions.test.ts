import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSchema, sessionsResponseSchema, uuidv7, type Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, insertActivity, makeTestApp, send, type TestApp } from '../../test-support/index';

describe('sessions REST', () => {
  let t: TestApp;
  let orgId: string;
  let coach: string;
  let viewer: string;
  let outsider: string;
  let activityA: string;
  let activityB: string;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    const other = await createOrg(t.db);
    orgId = org.id;
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true, canViewSessionLibrary: true } })).token;
    viewer = (await createUser(t.db, { organizationId: org.id, role: 'coach' })).token;
    outsider = (await createUser(t.db, { organizationId: other.id, role: 'org_admin' })).token;
    activityA = (await insertActivity(t, { title: 'Global rondo' })).id;
    activityB = (await insertActivity(t, { organizationId: org.id, title: 'Club drill' })).id;
  });
  afterEach(() => t.close());

  it('creates a session with the spec defaults and answers 201 with its id', async () => {
    const res = await send<Session>(t.app, 'POST', '/api/sessions', {
      token: coach,
      body: { focus: 'Penetration', activityIds: [activityA, activityB], activityDurations: [20] },
    });
    expect(res.status).toBe(201);
    const session = sessionSchema.parse(res.body);
    expect(session).toMatchObject({
      organizationId: orgId,
      title: 'Penetration Session',
      abilityLevel: 'Beginner',
      activityDurations: [20, 15],
      duration: 35,
      isActive: true,
      currentActivityIndex: 0,
      savedToLibrary: true,
      notes: '',
      status: null,
    });
    expect(session.version).toBeGreaterThan(0);

    const noFocus = await send<Session>(t.app, 'POST', '/api/sessions', {
      token: coach,
      body: { activityIds: [], activityDurations: [], duration: 50 },
    });
    expect(noFocus.body).toMatchObject({ title: 'Training Session', duration: 50 });
  });

  it('keeps a device-made id, accepts an identical replay and refuses a different one with 409', async () => {
    const id = uuidv7();
    const body = { id, title: 'Tuesday', activityIds: [activityA], activityDurations: [15] };
    const first = await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body });
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    const again = await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body });
    expect(again.body).toEqual(first.body);
    const different = await send(t.app, 'POST', '/api/sessions', { token: coach, body: { ...body, title: 'Other' } });
    expect(different.status).toBe(409);
    expect(different.body).toMatchObject({ code: 'conflict' });
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it('lists, reads, completes and deletes a session of the own organization', async () => {
    const created = await send<Session>(t.app, 'POST', '/api/sessions', {
      token: coach,
      body: { title: 'Plan', activityIds: [activityA], activityDurations: [15] },
    });
    const id = created.body.id;
    const list = await send<Session[]>(t.app, 'GET', '/api/sessions', { token: viewer });
    expect(sessionsResponseSchema.parse(list.body).map((s) => s.id)).toEqual([id]);
    const one = await send<Session>(t.app, 'GET', `/api/sessions/${id}`, { token: viewer });
    expect(one.body).toMatchObject({ title: 'Plan', activityIds: [activityA], activityDurations: [15] });

    const done = await send<Session>(t.app, 'PUT', `/api/sessions/${id}`, { token: viewer, body: { status: 'completed' } });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect(done.body.version).toBeGreaterThan(created.body.version);

    const gone = await send(t.app, 'DELETE', `/api/sessions/${id}`, { token: coach });
    expect(gone.body).toEqual({ ok: true });
    expect(await countRows(t.db, 'sessions')).toBe(0);
    expect(await countRows(t.db, 'tombstones', 'table_name = ? AND row_id = ? AND organization_id = ?', 'sessions', id, orgId)).toBe(1);
    expect((await send(t.app, 'GET', `/api/sessions/${id}`, { token: coach })).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await send(t.app, 'GET', '/api/sessions')).status).toBe(401);
    const res = await send(t.app, 'POST', '/api/sessions', { body: { activityIds: [], activityDurations: [] } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 403 to a user without the flag, writing nothing', async () => {
    const res = await send(t.app, 'POST', '/api/sessions', { token: viewer, body: { activityIds: [], activityDurations: [] } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden' });
    const rename = await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body: { activityIds: [], activityDurations: [] } });
    expect((await send(t.app, 'PUT', `/api/sessions/${rename.body.id}`, { token: viewer, body: { title: 'Mine' } })).status).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/sessions/${rename.body.id}`, { token: viewer })).status).toBe(403);
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it("answers 404 for another organization's session and for unknown ids", async () => {
    const created = await send<Session>(t.app, 'POST', '/api/sessions', { token: coach, body: { activityIds: [], activityDurations: [] } });
    const id = created.body.id;
    expect((await send(t.app, 'GET', `/api/sessions/${id}`, { token: outsider })).status).toBe(404);
    expect((await send(t.app, 'PUT', `/api/sessions/${id}`, { token: outsider, body: { status: 'completed' } })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/sessions/${id}`, { token: outsider })).status).toBe(404);
    expect((await send(t.app, 'GET', `/api/sessions/${uuidv7()}`, { token: coach })).status).toBe(404);
    expect((await send<Session[]>(t.app, 'GET', '/api/sessions', { token: outsider })).body).toEqual([]);
    const stored = await send<Session>(t.app, 'GET', `/api/sessions/${id}`, { token: coach });
    expect(stored.body.status).toBeNull();
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const cases: unknown[] = [
      { activityIds: ['not-a-uuid'], activityDurations: [] },
      { activityIds: [activityA], activityDurations: [3] },
      { activityIds: [activityA], activityDurations: [15, 15] },
      { activityIds: [uuidv7()], activityDurations: [] },
      { abilityLevel: 'Expert', activityIds: [], activityDurations: [] },
      { activityIds: [activityA], activityDurations: [], currentActivityIndex: 4 },
      'not json',
    ];
    for (const body of cases) {
      const res = await send<{ code: string; message: string }>(t.app, 'POST', '/api/sessions', { token: coach, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(typeof res.body.message).toBe('string');
    }
    expect(await countRows(t.db, 'sessions')).toBe(0);
  });

  it("refuses another organization's activity in a session", async () => {
    const foreign = (await insertActivity(t, { organizationId: (await createOrg(t.db)).id, title: 'Secret drill' })).id;
    const res = await send(t.app, 'POST', '/api/sessions', { token: coach, body: { activityIds: [foreign], activityDurations: [] } });
    expect(res.status).toBe(400);
    expect(await countRows(t.db, 'sessions')).toBe(0);
  });

  it('refuses global activities when the organization has no library access', async () => {
    const closed = await createOrg(t.db, { hasUnitedFcLibraryAccess: false });
    const closedCoach = (await createUser(t.db, { organizationId: closed.id, role: 'org_admin' })).token;
    const res = await send(t.app, 'POST', '/api/sessions', { token: closedCoach, body: { activityIds: [activityA], activityDurations: [] } });
    expect(res.status).toBe(400);
  });
});
