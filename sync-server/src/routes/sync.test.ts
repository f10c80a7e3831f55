import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  pullResponseSchema,
  pushResponseSchema,
  SCHEMA_VERSION,
  uuidv7,
  type CoachGroup,
  type PullResponse,
  type PushedMutation,
  type PushResponse,
  type Session,
} from '@pitchside/shared';
import { engineOf, type Db } from '../db/database';
import { MUTATIONS_PER_TRANSACTION } from '../sync/mutations';
import { SMALL_PULL_ROWS } from '../sync/pull';
import { nextVersion, writeTombstone } from '../db/queries/versions';
import { allFlags, countRows, createOrg, createUser, insertActivity, insertCategory, makeTestApp, send, type TestApp, queryValue, queryRows, execute } from '../../test-support/index';
import { mutation as m, pushAs } from '../../test-support/sync';

const newSession = (id: string, extra: Record<string, unknown> = {}) => ({ id, activityIds: [], activityDurations: [], ...extra });

/** Every row id a pull answered, by table. */
function idsOf(page: PullResponse): string[] {
  return Object.values(page.changes).flatMap((rows) => (rows ?? []).map((r) => r.id));
}

/** A failing disk, as far as session inserts go: every insert into sessions errors until repaired. */
async function breakSessionInserts(db: Db): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    await execute(db, "CREATE TEMP TRIGGER broken_disk BEFORE INSERT ON sessions BEGIN SELECT RAISE(ABORT, 'disk trouble'); END");
    return;
  }
  await execute(db, "CREATE FUNCTION broken_disk() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk trouble'; END $$");
  await execute(db, 'CREATE TRIGGER broken_disk BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION broken_disk()');
}

async function repairSessionInserts(db: Db): Promise<void> {
  await execute(db, engineOf(db) === 'sqlite' ? 'DROP TRIGGER broken_disk' : 'DROP TRIGGER broken_disk ON sessions');
}

describe('sync push', () => {
  let t: TestApp;
  let orgId: string;
  let coach: string;
  let otherCoach: string;
  const clientId = 'device-coach-1';

  const push = (mutations: PushedMutation[], token = coach, client = clientId) => pushAs(t.app, token, mutations, client);

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    orgId = org.id;
    // May create and run sessions, but not delete them (no session-library flag).
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    otherCoach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
  });
  afterEach(() => t.close());

  it('applies a push once however often it is replayed, and answers the same', async () => {
    const id = uuidv7();
    const batch = [m(1, 'session.create', newSession(id, { title: 'Offline plan' })), m(2, 'session.appendNote', { id, note: 'Made it simpler' })];
    const answers: PushResponse[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await push(batch);
      expect(res.status).toBe(200);
      answers.push(pushResponseSchema.parse(res.body));
    }
    expect(answers[0]).toEqual({ lastMutationId: 2, rejected: [] });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await countRows(t.db, 'sessions')).toBe(1);
    const session = await send<Session>(t.app, 'GET', `/api/sessions/${id}`, { token: coach });
    expect(session.body).toMatchObject({ title: 'Offline plan', notes: 'Made it simpler' });
  });

  it('applies a push longer than one transaction exactly once, with its rejections, while another device pushes', async () => {
    const count = MUTATIONS_PER_TRANSACTION * 2 + 5;
    const id = uuidv7();
    const batch = [
      m(1, 'session.create', newSession(id)),
      m(2, 'session.delete', { id }),
      ...Array.from({ length: count - 2 }, (_, i) => m(i + 3, 'session.appendNote', { id, note: `n${i + 3}` })),
    ];
    const otherId = uuidv7();
    const other = [m(1, 'session.create', newSession(otherId)), m(2, 'session.appendNote', { id: otherId, note: 'other' })];
    const [res, otherRes] = await Promise.all([push(batch), push(other, otherCoach, 'device-coach-2')]);
    expect(res.body).toEqual({ lastMutationId: count, rejected: [{ mutationId: 2, name: 'session.delete', code: 'forbidden', reason: expect.any(String) }] });
    expect(otherRes.body).toEqual({ lastMutationId: 2, rejected: [] });
    const notes = Array.from({ length: count - 2 }, (_, i) => `n${i + 3}`).join('\n');
    expect(await queryValue(t.db, 'SELECT notes FROM sessions WHERE id = ?', id)).toBe(notes);
    expect((await push(batch)).body).toEqual(res.body);
    expect(await queryValue(t.db, 'SELECT notes FROM sessions WHERE id = ?', id)).toBe(notes);
  });

  it('answers every rejection of a long push to each of two copies of it sent at once', async () => {
    const count = MUTATIONS_PER_TRANSACTION * 2 + 5;
    const id = uuidv7();
    const refusedAt = [2, MUTATIONS_PER_TRANSACTION + 3, MUTATIONS_PER_TRANSACTION * 2 + 3];
    const batch = [
      m(1, 'session.create', newSession(id)),
      ...Array.from({ length: count - 1 }, (_, i) => (refusedAt.includes(i + 2) ? m(i + 2, 'session.delete', { id }) : m(i + 2, 'session.appendNote', { id, note: `n${i + 2}` }))),
    ];
    const answers = await Promise.all([push(batch), push(batch)]);
    const all = { lastMutationId: count, rejected: refusedAt.map((mutationId) => ({ mutationId, name: 'session.delete', code: 'forbidden', reason: expect.any(String) })) };
    expect(answers.map((answer) => answer.body)).toEqual([all, all]);
    expect(await countRows(t.db, 'sync_rejections', 'client_id = ?', clientId)).toBe(refusedAt.length);
  });

  it('stops at a gap and answers what it applied', async () => {
    const id = uuidv7();
    expect((await push([m(1, 'session.create', newSession(id))])).body).toEqual({ lastMutationId: 1, rejected: [] });
    const gap = await push([m(3, 'session.appendNote', { id, note: 'too early' })]);
    expect(gap.body).toEqual({ lastMutationId: 1, rejected: [] });
    const partly = await push([m(2, 'session.appendNote', { id, note: 'two' }), m(4, 'session.appendNote', { id, note: 'four' })]);
    expect(partly.body).toEqual({ lastMutationId: 2, rejected: [] });
    const notes = await queryValue(t.db, 'SELECT notes FROM sessions WHERE id = ?', id);
    expect(notes).toBe('two');
  });

  it('rejects a forbidden mutation with its reason, records it, and carries on with the batch', async () => {
    const id = uuidv7();
    const batch = [
      m(1, 'session.create', newSession(id)),
      m(2, 'session.delete', { id }),
      m(3, 'session.appendNote', { id, note: 'still here' }),
    ];
    const res = await push(batch);
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(3);
    expect(res.body.rejected).toEqual([{ mutationId: 2, name: 'session.delete', code: 'forbidden', reason: expect.any(String) }]);
    expect(res.body.rejected[0]!.reason.length).toBeGreaterThan(0);
    expect(await countRows(t.db, 'sync_rejections', 'client_id = ? AND mutation_id = 2 AND code = ?', clientId, 'forbidden')).toBe(1);
    expect(await queryValue(t.db, 'SELECT notes FROM sessions WHERE id = ?', id)).toBe('still here');
    // A replay keeps answering the refusal.
    expect((await push(batch)).body).toEqual(res.body);
  });

  it('rejects unknown names, invalid args, missing targets and id conflicts permanently', async () => {
    const id = uuidv7();
    const res = await push([
      m(1, 'session.explode', {}),
      m(2, 'session.create', { id: 'nope', activityIds: [] }),
      m(3, 'session.appendNote', { id: uuidv7(), note: 'target gone' }),
      m(4, 'session.create', newSession(id)),
      m(5, 'session.create', newSession(id, { title: 'Something else' })),
      m(6, '__proto__', {}),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(6);
    expect(res.body.rejected.map((r) => [r.mutationId, r.code])).toEqual([
      [1, 'unknown_mutation'],
      [2, 'invalid'],
      [3, 'not_found'],
      [5, 'conflict'],
      [6, 'unknown_mutation'],
    ]);
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it("refuses another user's clientId with 403 on push and pull", async () => {
    await push([m(1, 'session.create', newSession(uuidv7()))]);
    const stolen = await push([m(2, 'session.create', newSession(uuidv7()))], otherCoach);
    expect(stolen.status).toBe(403);
    const pulled = await send(t.app, 'GET', `/api/sync/pull?cursor=0&clientId=${clientId}`, { token: otherCoach });
    expect(pulled.status).toBe(403);
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it('answers 401 without a token and 400 to a malformed push', async () => {
    expect((await send(t.app, 'POST', '/api/sync/push', { body: { clientId, schemaVersion: SCHEMA_VERSION, mutations: [] } })).status).toBe(401);
    const bad = await send(t.app, 'POST', '/api/sync/push', { token: coach, body: { clientId, mutations: 'x' } });
    expect(bad.status).toBe(400);
    expect(await countRows(t.db, 'sync_clients')).toBe(0);
  });

  it('refuses a push body that is not JSON, malformed, or of another app version, applying nothing', async () => {
    const raw = (body: string, type = 'application/json') =>
      t.app.request('/api/sync/push', { method: 'POST', body, headers: { authorization: `Bearer ${coach}`, 'content-type': type } });
    const malformed = await raw('{"clientId": "x",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed request body', code: 'invalid' });
    const notJson = await raw(JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION, mutations: [] }), 'text/plain');
    expect(notJson.status).toBe(415);
    const invalid = await raw(JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION, mutations: 'x' }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'invalid', fields: { mutations: expect.any(String) } });
    const outdated = await raw(JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION + 1, mutations: [m(1, 'session.create', newSession(uuidv7()))] }));
    expect(outdated.status).toBe(409);
    expect(await outdated.json()).toMatchObject({ code: 'schema_version' });
    expect(await countRows(t.db, 'sync_clients')).toBe(0);
    expect(await countRows(t.db, 'sessions')).toBe(0);
  });

  it('stops with 503 on a temporary failure, keeping what came before, and applies the rest on retry', async () => {
    const first = uuidv7();
    const second = uuidv7();
    expect((await push([m(1, 'session.create', newSession(first))])).status).toBe(200);
    await breakSessionInserts(t.db);
    const batch = [m(2, 'session.appendNote', { id: first, note: 'kept' }), m(3, 'session.create', newSession(second)), m(4, 'session.appendNote', { id: first, note: 'later' })];
    const original = console.error;
    console.error = () => {};
    const failed = await push(batch).finally(() => {
      console.error = original;
    });
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: 'unavailable' });
    expect(await queryValue(t.db, 'SELECT last_mutation_id FROM sync_clients WHERE client_id = ?', clientId)).toBe(2);
    await repairSessionInserts(t.db);
    expect((await push(batch)).body).toEqual({ lastMutationId: 4, rejected: [] });
    expect(await queryValue(t.db, 'SELECT notes FROM sessions WHERE id = ?', first)).toBe('kept\nlater');
    expect(await countRows(t.db, 'sessions', 'organization_id = ?', orgId)).toBe(2);
  });

  it('schedules through push with device-made ids', async () => {
    const admin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const sessionId = uuidv7();
    const ids = [uuidv7(), uuidv7()];
    const res = await push(
      [
        m(1, 'session.create', newSession(sessionId)),
        m(2, 'schedule.range', { ids, sessionId, groupId: group.body.id, startDate: '2025-03-03', endDate: '2025-03-09', daysOfWeek: ['Monday', 'Thursday'] }),
        m(3, 'scheduleEntry.delete', { id: ids[0] }),
      ],
      admin,
      'device-admin-1',
    );
    expect(res.body).toEqual({ lastMutationId: 3, rejected: [] });
    const rows = await queryRows(t.db, 'SELECT id, date FROM schedule_entries');
    expect(rows).toEqual([{ id: ids[1], date: '2025-03-06' }]);
  });

  it("applies a queue of new sessions and entries with each mutation's own outcome, an id taken by another club among them", async () => {
    const admin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const elsewhere = await createOrg(t.db);
    const theirs = uuidv7();
    const theirCoach = (await createUser(t.db, { organizationId: elsewhere.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    expect((await pushAs(t.app, theirCoach, [m(1, 'session.create', newSession(theirs))])).body.rejected).toEqual([]);
    const sessions = Array.from({ length: 6 }, () => uuidv7());
    const entries = sessions.map(() => uuidv7());
    const batch = [
      ...sessions.slice(0, 3).flatMap((id, i) => [
        m(i * 2 + 1, 'session.create', newSession(id)),
        m(i * 2 + 2, 'schedule.date', { id: entries[i], sessionId: id, date: `2025-03-0${i + 3}`, groupId: group.body.id }),
      ]),
      m(7, 'session.appendNote', { id: sessions[2], note: 'read back in the same push' }),
      m(8, 'session.create', newSession(theirs)),
      m(9, 'schedule.date', { id: uuidv7(), sessionId: theirs, date: '2025-03-09', groupId: group.body.id }),
      ...sessions.slice(3).flatMap((id, i) => [
        m(i * 2 + 10, 'session.create', newSession(id)),
        m(i * 2 + 11, 'schedule.date', { id: entries[i + 3], sessionId: id, date: `2025-03-1${i}`, groupId: group.body.id }),
      ]),
    ];
    const res = await push(batch, admin, 'device-admin-4');
    expect(res.body).toEqual({
      lastMutationId: 15,
      rejected: [
        { mutationId: 8, name: 'session.create', code: 'conflict', reason: expect.any(String) },
        { mutationId: 9, name: 'schedule.date', code: 'not_found', reason: expect.any(String) },
      ],
    });
    expect(await countRows(t.db, 'sessions', 'organization_id = ?', orgId)).toBe(6);
    expect((await queryRows(t.db, 'SELECT id FROM schedule_entries ORDER BY id')).map((r) => r.id)).toEqual([...entries].sort());
    expect(await queryValue(t.db, 'SELECT notes FROM sessions WHERE id = ?', sessions[2])).toBe('read back in the same push');
    const versions = await queryRows(t.db, 'SELECT version FROM sessions WHERE organization_id = ? UNION ALL SELECT version FROM schedule_entries', orgId);
    expect(new Set(versions.map((r) => r.version)).size).toBe(12);
    expect((await push(batch, admin, 'device-admin-4')).body).toEqual(res.body);
    expect(await countRows(t.db, 'sessions', 'organization_id = ?', orgId)).toBe(6);
  });

  it('refuses through push a range longer than a season, writing nothing', async () => {
    const admin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const sessionId = uuidv7();
    const ids = Array.from({ length: 53 }, () => uuidv7());
    const res = await push(
      [
        m(1, 'session.create', newSession(sessionId)),
        m(2, 'schedule.range', { ids, sessionId, groupId: group.body.id, startDate: '2025-03-03', endDate: '2026-03-02', daysOfWeek: ['Monday'] }),
      ],
      admin,
      'device-admin-3',
    );
    expect(res.body.rejected).toMatchObject([{ mutationId: 2, code: 'invalid', reason: expect.stringContaining('52 weeks') }]);
    expect(await countRows(t.db, 'schedule_entries')).toBe(0);
  });

  it('refuses a range whose ids do not match its dates, and an activity index outside the session', async () => {
    const admin = (await createUser(t.db, { organizationId: orgId, role: 'org_admin' })).token;
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const sessionId = uuidv7();
    const res = await push(
      [
        m(1, 'session.create', newSession(sessionId)),
        m(2, 'schedule.range', { ids: [uuidv7()], sessionId, groupId: group.body.id, startDate: '2025-03-03', endDate: '2025-03-09', daysOfWeek: ['Monday', 'Thursday'] }),
        m(3, 'session.update', { id: sessionId, patch: { currentActivityIndex: 3 } }),
        m(4, 'session.update', { id: sessionId, patch: { status: 'completed' } }),
      ],
      admin,
      'device-admin-2',
    );
    expect(res.body.rejected.map((r) => [r.mutationId, r.code])).toEqual([
      [2, 'invalid'],
      [3, 'invalid'],
    ]);
    expect(await countRows(t.db, 'schedule_entries')).toBe(0);
    expect(await queryValue(t.db, 'SELECT status FROM sessions WHERE id = ?', sessionId)).toBe('completed');
  });
});

describe('sync pull', () => {
  let t: TestApp;
  let orgId: string;
  let admin: string;
  let adminId: string;
  let outsider: string;
  const clientId = 'device-admin-1';

  const pull = async (cursor: string, options: { limit?: number; token?: string; client?: string } = {}) => {
    const limit = options.limit ? `&limit=${options.limit}` : '';
    const res = await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${options.client ?? clientId}${limit}`, {
      token: options.token ?? admin,
    });
    expect(res.status).toBe(200);
    return pullResponseSchema.parse(res.body);
  };

  /** Follows `more` to the end, as a device does. */
  const pullAll = async (cursor: string, limit?: number) => {
    const pages: PullResponse[] = [];
    for (let next = cursor; ; ) {
      const page = await pull(next, { limit });
      pages.push(page);
      next = page.cursor;
      if (!page.more) return pages;
    }
  };

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    orgId = org.id;
    const made = await createUser(t.db, { organizationId: org.id, role: 'org_admin' });
    admin = made.token;
    adminId = made.user.id;
    outsider = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
  });
  afterEach(() => t.close());

  it('pages through 1,000+ changes and lands on every row exactly once', async () => {
    const expected = new Set<string>();
    await t.db.transaction().execute(async (db) => {
      const w = { db, clock: t.clock };
      for (let i = 0; i < 1150; i++) expected.add((await insertActivity(w, { organizationId: i % 2 === 0 ? null : orgId, title: `Drill ${i}` })).id);
      for (let i = 0; i < 5; i++) expected.add(await insertCategory(w, { name: `Category ${i}` }));
    });
    for (let i = 0; i < 40; i++) {
      const res = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body: { activityIds: [], activityDurations: [] } });
      expected.add(res.body.id);
    }

    const byDefault = await pullAll('0');
    expect(byDefault).toHaveLength(2);
    expect(byDefault[0]!.more).toBe(true);
    expect(idsOf(byDefault[0]!)).toHaveLength(1000);

    const small = await pullAll('0', 97);
    expect(small.length).toBeGreaterThan(12);
    for (const pages of [byDefault, small]) {
      const seen = pages.flatMap(idsOf);
      expect(seen).toHaveLength(expected.size);
      expect(new Set(seen)).toEqual(expected);
      // Every page moves the cursor on.
      const cursors = pages.map((p) => p.cursor);
      expect(new Set(cursors).size).toBe(cursors.length);
      expect(pages.at(-1)!.more).toBe(false);
    }
    // Nothing changed since: an empty answer at the same cursor.
    const last = byDefault.at(-1)!;
    const again = await pull(last.cursor);
    expect(idsOf(again)).toEqual([]);
    expect(again).toMatchObject({ cursor: last.cursor, more: false, reset: false, deletes: [] });
  });

  it('pages rows that share a version without skipping any', async () => {
    const at = t.clock().toISOString();
    await t.db.transaction().execute(async (db) => {
      const shared = await nextVersion(db, null);
      for (let i = 0; i < 5; i++) {
        await execute(db, 'INSERT INTO categories (id, name, organization_id, version, updated_at) VALUES (?, ?, NULL, ?, ?)', uuidv7(), `Same ${i}`, shared, at);
      }
    });
    await insertCategory(t, { name: 'After' });
    const pages = await pullAll('0', 2);
    expect(pages.flatMap(idsOf)).toHaveLength(6);
  });

  it('answers the same rows whether a pull reads a few changes at once or pages through many', async () => {
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const drill = await insertActivity(t, { organizationId: orgId, title: 'Rondo', diagramUrl: null });
    const body = { activityIds: [drill.id], activityDurations: [15], activityPhases: ['Main'], notes: 'Bring bibs', playerCount: 12 };
    const session = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body });
    await send(t.app, 'POST', '/api/schedule/date', { token: admin, body: { sessionId: session.body.id, groupId: group.body.id, date: '2025-03-04' } });
    const few = await pull('0');
    // Enough shared categories that the pull pages instead.
    const shared = SMALL_PULL_ROWS + 6;
    await t.db.transaction().execute(async (db) => {
      for (let i = 0; i < shared; i++) await insertCategory({ db, clock: t.clock }, { name: `Shared ${i}` });
    });
    const many = await pull('0');
    for (const table of ['activities', 'sessions', 'scheduleEntries', 'coachGroups'] as const) {
      const ofClub = (page: PullResponse) => (page.changes[table] ?? []).filter((row) => !('organizationId' in row) || row.organizationId === orgId);
      expect(ofClub(few).length).toBeGreaterThan(0);
      expect(ofClub(many)).toEqual(ofClub(few));
    }
    expect(many.changes.categories!.length - few.changes.categories!.length).toBe(shared);
  });

  it('answers every device of the club the entities as REST has them, the same each time they are pulled', async () => {
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy "A"' } });
    const body = { title: 'Rondo \u00e9 \ud83d\ude00', activityIds: [], activityDurations: [], notes: 'Line 1\nLine 2' };
    const session = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body });
    const cursor = (await pull('0')).cursor;
    await send(t.app, 'PUT', `/api/sessions/${session.body.id}`, { token: admin, body: { notes: 'Bring bibs' } });
    await send(t.app, 'POST', '/api/schedule/date', { token: admin, body: { sessionId: session.body.id, groupId: group.body.id, date: '2025-03-04' } });
    const stored = (await send<Session>(t.app, 'GET', `/api/sessions/${session.body.id}`, { token: admin })).body;
    const coach = (await createUser(t.db, { organizationId: orgId, role: 'coach', flags: allFlags })).token;
    await pull('0', { token: coach, client: 'device-coach-9' });
    // The first device's answer is written from the rows; the others' from what it kept.
    for (const [token, client] of [[admin, clientId], [coach, 'device-coach-9'], [admin, clientId]] as const) {
      const res = await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${client}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.changes.sessions).toEqual([stored]);
      expect(res.body.changes.scheduleEntries).toEqual([expect.objectContaining({ sessionId: session.body.id, groupName: 'Academy "A"' })]);
      expect(pullResponseSchema.parse(res.body)).toEqual(res.body);
    }
  });

  it('brings a delete to the device as a tombstone, and a session delete leaves TBD entries', async () => {
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'Academy' } });
    const session = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body: { activityIds: [], activityDurations: [] } });
    await send(t.app, 'POST', '/api/schedule/date', { token: admin, body: { sessionId: session.body.id, groupId: group.body.id, date: '2025-03-04' } });
    const first = await pull('0');
    expect(first.changes.scheduleEntries).toHaveLength(1);

    await send(t.app, 'DELETE', `/api/sessions/${session.body.id}`, { token: admin });
    const next = await pull(first.cursor);
    expect(next.deletes).toEqual([{ table: 'sessions', id: session.body.id }]);
    expect(next.changes.scheduleEntries).toEqual([expect.objectContaining({ sessionId: null })]);
    expect(next.changes.sessions).toEqual([]);

    await send(t.app, 'DELETE', `/api/coach-groups/${group.body.id}`, { token: admin });
    const last = await pull(next.cursor);
    expect(last.deletes.map((d) => d.table).sort()).toEqual(['coachGroups', 'scheduleEntries']);
  });

  it('answers the lastMutationId of the device', async () => {
    await send(t.app, 'POST', '/api/sync/push', {
      token: admin,
      body: { clientId, schemaVersion: SCHEMA_VERSION, mutations: [m(1, 'session.create', newSession(uuidv7()))] },
    });
    expect((await pull('0')).lastMutationId).toBe(1);
  });

  it('answers reset with the full data after a permission change', async () => {
    const sessionRes = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body: { activityIds: [], activityDurations: [] } });
    const first = await pull('0');
    expect(first.reset).toBe(false);
    expect((await pull(first.cursor)).reset).toBe(false);

    await execute(t.db, 'UPDATE users SET flags = ?, scope_version = scope_version + 1 WHERE id = ?', JSON.stringify({ canCreateSessions: true }), adminId);
    const after = await pull(first.cursor);
    expect(after.reset).toBe(true);
    expect(idsOf(after)).toContain(sessionRes.body.id);
    // The new scope is stored: the following pull is ordinary again.
    expect((await pull(after.cursor)).reset).toBe(false);
  });

  it("answers reset with the full data to a device still holding an older server's cursor", async () => {
    const sessionRes = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body: { activityIds: [], activityDurations: [] } });
    const first = await pull('0');
    expect(first.reset).toBe(false);
    // The server-wide number an older server answered, and anything else it cannot read.
    for (const old of ['1234', 'L1.Cx']) {
      const after = await pull(old);
      expect(after.reset).toBe(true);
      expect(idsOf(after)).toContain(sessionRes.body.id);
      expect((await pull(after.cursor)).reset).toBe(false);
    }
  });

  it('answers reset when the organization loses library access, and then hides global activities', async () => {
    const global = (await insertActivity(t, { title: 'Global' })).id;
    const own = (await insertActivity(t, { organizationId: orgId, title: 'Own' })).id;
    const first = await pull('0');
    expect(first.changes.activities!.map((a) => a.id).sort()).toEqual([global, own].sort());
    await execute(t.db, 'UPDATE organizations SET has_united_fc_library_access = 0 WHERE id = ?', orgId);
    const after = await pull(first.cursor);
    expect(after.reset).toBe(true);
    expect(after.changes.activities!.map((a) => a.id)).toEqual([own]);
  });

  it("never shows another organization's rows or tombstones", async () => {
    const otherOrg = await createOrg(t.db);
    const theirAdmin = (await createUser(t.db, { organizationId: otherOrg.id, role: 'org_admin' })).token;
    const theirs = new Set<string>();
    theirs.add((await insertActivity(t, { organizationId: otherOrg.id, title: 'Secret' })).id);
    theirs.add(await insertCategory(t, { organizationId: otherOrg.id, name: 'Their category' }));
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: theirAdmin, body: { name: 'Theirs' } });
    const session = await send<Session>(t.app, 'POST', '/api/sessions', { token: theirAdmin, body: { activityIds: [], activityDurations: [] } });
    const entry = await send<{ id: string }>(t.app, 'POST', '/api/schedule/date', {
      token: theirAdmin,
      body: { sessionId: session.body.id, groupId: group.body.id, date: '2025-03-04' },
    });
    theirs.add(group.body.id).add(session.body.id).add(entry.body.id);
    const gone = await send<Session>(t.app, 'POST', '/api/sessions', { token: theirAdmin, body: { activityIds: [], activityDurations: [] } });
    await send(t.app, 'DELETE', `/api/sessions/${gone.body.id}`, { token: theirAdmin });
    const mine = await send<Session>(t.app, 'POST', '/api/sessions', { token: admin, body: { activityIds: [], activityDurations: [] } });

    const pages = await pullAll('0');
    const seen = pages.flatMap(idsOf);
    expect(seen).toContain(mine.body.id);
    expect(seen.filter((id) => theirs.has(id))).toEqual([]);
    expect(pages.flatMap((p) => p.deletes)).toEqual([]);

    // And the other way round, for the outsider of beforeEach.
    const outsiderPage = await pull('0', { token: outsider, client: 'device-outsider' });
    expect(idsOf(outsiderPage)).not.toContain(mine.body.id);
  });

  it('shows global tombstones to everybody', async () => {
    const first = await pull('0');
    const id = uuidv7();
    await writeTombstone(t.db, 'activities', id, null, t.clock().toISOString());
    expect((await pull(first.cursor)).deletes).toEqual([{ table: 'activities', id }]);
  });

  it('refuses a pull without a clientId (400) or a token (401)', async () => {
    expect((await send(t.app, 'GET', '/api/sync/pull?cursor=0', { token: admin })).status).toBe(400);
    expect((await send(t.app, 'GET', `/api/sync/pull?cursor=0&clientId=${clientId}`)).status).toBe(401);
  });
});
