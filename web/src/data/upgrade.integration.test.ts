// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '@pitchside/shared';
import { createOrg, createUser, execute, makeTestApp, nextVersion, queryRows, type TestApp } from '@pitchside/sync-server/test-support';
import { db, readMeta } from './db';
import { startSession, useSession } from './session';
import { syncNow } from './sync-engine';
import { writeToken } from './token-store';
import { MemoryStorage } from '../testing/memory-storage';

/**
 * A device that queued changes on the build before the push and the mutators were redone
 * (one PushTransaction per push, writes coalesced, shared mutators) syncs them after the
 * upgrade exactly once. Its outbox rows are written here as that build wrote them, field for
 * field, so a change to the outbox format or to a mutation's arguments fails this test.
 */

Object.assign(globalThis, { localStorage: new MemoryStorage() });

let server: TestApp;
let dropNextPushAnswer = false;

function installFetch() {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const answer = await server.app.request(path, init);
    if (dropNextPushAnswer && path.startsWith('/api/sync/push')) {
      // The server applied the push, but the answer never reached the device.
      dropNextPushAnswer = false;
      throw new TypeError('Network connection lost');
    }
    return answer;
  }) as typeof fetch;
}

/** The outbox row of the build before, exactly as it stored one. */
type OutboxRowBefore = { clientId: string; userId: string; mutationId: number; name: string; args: unknown; createdAt: string };

beforeEach(async () => {
  server = await makeTestApp({ now: new Date() });
  installFetch();
  localStorage.clear();
  await db.delete();
  await db.open();
  useSession.setState({ user: null, loading: true });
});

afterEach(async () => {
  await server.close();
});

describe('mutations queued by the build before the upgrade', () => {
  it('reach the server exactly once, even when an answer is lost, and leave the outbox empty', async () => {
    const org = await createOrg(server.db);
    const coach = await createUser(server.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true, canViewSessionLibrary: true, canViewActivityLibrary: true }, now: new Date() });
    const activityId = uuidv7();
    const at = new Date().toISOString();
    await execute(server.db, `INSERT INTO activities (id, title, category, sub_category_name, ability_level, setup, instructions, created_at, version, updated_at)
       VALUES (?, 'Rondo 4v1', 'Support', 'Support', 'Beginner', 'A 10 x 10 m grid.', 'Keep the ball.', ?, ?, ?)`, activityId, at, await nextVersion(server.db, null), at);
    writeToken(coach.token);
    await startSession();
    await syncNow();
    const userId = useSession.getState().user!.id;
    const clientId = (await readMeta(`clientId:${userId}`))!;
    expect(clientId).toBeTruthy();

    const sessionId = uuidv7();
    const queued: OutboxRowBefore[] = [
      {
        clientId,
        userId,
        mutationId: 1,
        name: 'session.create',
        args: {
          id: sessionId, title: 'Queued offline', description: '', focus: 'Penetration', abilityLevel: 'Beginner', playerCount: null, duration: 0,
          spaceAvailable: null, activityIds: [activityId], activityDurations: [15], notes: '', isActive: true, currentActivityIndex: 0, savedToLibrary: true,
        },
        createdAt: at,
      },
      ...['Shorter pitch', 'Two touch only', 'Extra water break'].map((note, i) => ({ clientId, userId, mutationId: 2 + i, name: 'session.appendNote', args: { id: sessionId, note }, createdAt: at })),
      { clientId, userId, mutationId: 5, name: 'session.update', args: { id: sessionId, patch: { title: 'Queued offline, renamed' } }, createdAt: at },
    ];
    await db.table('outbox').bulkAdd(queued);
    await db.table('meta').put({ key: `nextMutationId:${clientId}`, value: 6 });

    dropNextPushAnswer = true;
    await expect(syncNow()).rejects.toThrow();
    await syncNow();
    await syncNow();

    const rows = await queryRows<{ title: string; notes: string }>(server.db, 'SELECT title, notes FROM sessions WHERE id = ?', sessionId);
    expect(rows).toEqual([{ title: 'Queued offline, renamed', notes: 'Shorter pitch\nTwo touch only\nExtra water break' }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejected.count()).toBe(0);
    const local = await db.sessions.get(sessionId);
    expect(local?.notes).toBe('Shorter pitch\nTwo touch only\nExtra water break');
    expect(local?.version).toBeGreaterThan(0);
  });
});
