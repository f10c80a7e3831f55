import { copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, uuidv7, type PushedMutation, type PushResponse, type Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, queryValue, send, type TestApp } from '../../test-support/index';
import { testEngine } from '../../test-support/test-database';
import { mutation, pullAs, pushAs } from '../../test-support/sync';
import { servedOnFreePort, type Served } from '../../test-support/served';
import { TemporaryPushError } from '../sync/mutations';
import type { AuthedUser } from '../domain/actor';
import { PushThread } from './push-thread';

/**
 * `npm start` on SQLite applies pushes on a thread of its own (push-thread.ts). These run the
 * real thread against the test's SQLite file. PostgreSQL keeps pushes in-process, so the
 * suite's PostgreSQL pass has nothing to check here.
 */
const sessionCreate = (mutationId: number, id = uuidv7()): PushedMutation =>
  mutation(mutationId, 'session.create', { id, title: `Session ${mutationId}`, activityIds: [], activityDurations: [] });

describe.skipIf(testEngine() !== 'sqlite')('the push thread', () => {
  let t: TestApp;
  let coach: string;
  let otherCoach: string;

  const push = (mutations: PushedMutation[], clientId: string, token = coach) => pushAs(t.app, token, mutations, clientId);
  const pull = (clientId: string) => pullAs(t.app, coach, clientId);

  beforeEach(async () => {
    t = await makeTestApp({ pushThread: true });
    const org = await createOrg(t.db);
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    otherCoach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
  });
  afterEach(() => t.close());

  it('applies a push once however often it is replayed, and the server sees it at once', async () => {
    const mutations = [sessionCreate(1), sessionCreate(2), sessionCreate(3)];
    const first = await push(mutations, 'device-a');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ lastMutationId: 3, rejected: [] });
    const again = await push(mutations, 'device-a');
    expect(again.body).toEqual({ lastMutationId: 3, rejected: [] });

    const page = await pull('device-a');
    expect(page.body.lastMutationId).toBe(3);
    expect(page.body.changes.sessions?.map((s: Session) => s.title).sort()).toEqual(['Session 1', 'Session 2', 'Session 3']);
    expect(await countRows(t.db, 'sessions')).toBe(3);
  });

  it("answers a refused mutation as a rejection, and another user's device with 403", async () => {
    const bad = mutation(2, 'session.create', { id: 'not-a-uuid' });
    const answer = await push([sessionCreate(1), bad, sessionCreate(3)], 'device-a');
    expect(answer.status).toBe(200);
    expect(answer.body.lastMutationId).toBe(3);
    expect(answer.body.rejected).toEqual([expect.objectContaining({ mutationId: 2, name: 'session.create', code: 'invalid' })]);
    expect(await countRows(t.db, 'sessions')).toBe(2);

    const stolen = await push([sessionCreate(4)], 'device-a', otherCoach);
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ code: 'forbidden', message: 'This device belongs to another user' });
  });

  it('takes the body as text and parses and checks it on the thread, refusing it as the route always did', async () => {
    const thread = await PushThread.start(t.target);
    try {
      const actor = { id: 'coach' } as AuthedUser;
      await expect(thread.apply(actor, '{"clientId": "device-a",', () => new Date())).rejects.toMatchObject({ kind: 'invalid', code: 'invalid', message: 'Malformed request body' });
      await expect(thread.apply(actor, JSON.stringify({ clientId: 'device-a', schemaVersion: SCHEMA_VERSION, mutations: 'x' }), () => new Date())).rejects.toMatchObject({
        kind: 'invalid',
        fields: { mutations: expect.any(String) },
      });
      await expect(thread.apply(actor, JSON.stringify({ clientId: 'device-a', schemaVersion: SCHEMA_VERSION + 1, mutations: [] }), () => new Date())).rejects.toMatchObject({
        kind: 'conflict',
        code: 'schema_version',
      });
    } finally {
      await thread.close();
    }
    expect(await countRows(t.db, 'sync_clients')).toBe(0);
  });

  it('stamps the time the server would (its clock), not the wall clock', async () => {
    t.clock.advance(45 * 60_000);
    const serverNow = t.clock().getTime();
    await push([sessionCreate(1)], 'device-a');
    const [session] = (await pull('device-a')).body.changes.sessions ?? [];
    expect(Date.parse(session!.updatedAt) - serverNow).toBeGreaterThanOrEqual(0);
    expect(Date.parse(session!.updatedAt) - serverNow).toBeLessThan(60_000);
  });

  it("lets REST writes on the server's connection and pushes on the thread run at once, none refused", async () => {
    const pushes = Array.from({ length: 8 }, (_, device) =>
      push(Array.from({ length: 50 }, (_, i) => sessionCreate(i + 1)), `device-${device}`),
    );
    const posts = Array.from({ length: 8 }, (_, i) =>
      send(t.app, 'POST', '/api/sessions', { token: coach, body: { id: uuidv7(), title: `Desk ${i}`, activityIds: [], activityDurations: [] } }),
    );
    const answers = await Promise.all([...pushes, ...posts]);
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
    expect(await countRows(t.db, 'sessions')).toBe(8 * 50 + 8);

    // Every row reaches a device that pulls from the start, each once.
    const page = await pull('device-reader');
    const ids = page.body.changes.sessions?.map((s: Session) => s.id) ?? [];
    expect(new Set(ids).size).toBe(8 * 50 + 8);
  });

  it('copies pushed rows from the WAL into the database file on a thread of its own, with no further write', async () => {
    await push([sessionCreate(1), sessionCreate(2), sessionCreate(3)], 'device-a');
    // The database file alone (without its WAL) holds only what a checkpoint copied there;
    // the WAL is far below the 1,000 pages at which a committing connection would copy it.
    const sessionsInFile = () => {
      const copy = join(t.dir, 'file-only.db');
      copyFileSync(join(t.dir, 'pitchside.db'), copy);
      const handle = new BetterSqlite3(copy, { readonly: true });
      try {
        return handle.prepare('SELECT count(*) FROM sessions').pluck().get() as number;
      } catch {
        return 0; // copied while a checkpoint wrote it: look again
      } finally {
        handle.close();
      }
    };
    const deadline = Date.now() + 10_000;
    while (sessionsInFile() < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(sessionsInFile()).toBe(3);
  });

  describe('over HTTP', () => {
    let served: Served;

    beforeEach(async () => {
      served = await servedOnFreePort(t.app);
    });
    afterEach(() => served.close());

    const request = (path: string, init: { method?: string; body?: unknown; token: string }) =>
      fetch(`${served.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${init.token}`, 'Content-Type': 'application/json' },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });

    it("leaves the server's thread free while a long push is applied, and answers pulls meanwhile", async () => {
      const finished: string[] = [];
      // SQLite counts the rows each connection changed: the server's own count shows who wrote.
      const changedHere = () => queryValue<number>(t.db, 'SELECT total_changes()');
      const changedBefore = (await changedHere())!;
      const mutations = Array.from({ length: 1000 }, (_, i) => sessionCreate(i + 1));
      const longPush = request('/api/sync/push', {
        method: 'POST',
        token: coach,
        body: { clientId: 'device-busy', schemaVersion: SCHEMA_VERSION, mutations },
      }).then(async (answer) => {
        finished.push('push');
        return answer.json() as Promise<PushResponse>;
      });
      // Wait until the push is under way (its first rows are visible), then a new device pulls:
      // registering it is a write, let in between the push's transactions (db/write-claims.ts).
      const deadline = Date.now() + 10_000;
      while ((await countRows(t.db, 'sessions')) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const pullAnswer = await request('/api/sync/pull?cursor=0&clientId=device-reader', { token: otherCoach });
      finished.push('pull');
      expect(pullAnswer.status).toBe(200);
      expect((await longPush).lastMutationId).toBe(1000);
      expect(finished).toEqual(['pull', 'push']);
      // Applied in-process, the push's 1,000 rows (and their counters) would be this connection's
      // changes; on the thread, this connection wrote only the reading device's registration.
      expect((await changedHere())! - changedBefore).toBeLessThan(10);
    });
  });
});

describe.skipIf(testEngine() !== 'sqlite')('a push thread that dies', () => {
  it('fails the pushes in flight for a retry, and starts again for the next push', async () => {
    const thread = new PushThread(join(tmpdir(), 'never-opened.db'), new URL('./test-workers/dies-on-push.ts', import.meta.url));
    const actor = { id: 'coach' } as AuthedUser;
    const push = JSON.stringify({ clientId: 'device-a', schemaVersion: SCHEMA_VERSION, mutations: [] });
    await expect(thread.apply(actor, push, () => new Date())).rejects.toBeInstanceOf(TemporaryPushError);
    // Not stuck on the dead thread: the next push starts a new one (which dies again).
    await expect(thread.apply(actor, push, () => new Date())).rejects.toMatchObject({
      causeError: expect.objectContaining({ message: 'The push thread exited (code 3)' }),
    });
    await thread.close();
  });
});
