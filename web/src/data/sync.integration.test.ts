// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7, type Activity } from '@pitchside/shared';
import { createOrg, createUser, execute, makeTestApp, nextVersion, queryValue, type CreatedUser, type TestApp } from '@pitchside/sync-server/test-support';
import { db } from './db';
import { mutate } from './mutate';
import { deferDelete, undoDelete } from './pending-deletes';
import { countWaitingChanges, discardWaitingChanges, sendWaitingChanges } from './waiting-changes';
import { startSession, useSession } from './session';
import { syncNow, lastSyncOutcome } from './sync-engine';
import { useSyncStatus } from './sync-status';
import { readToken, writeToken } from './token-store';
import { MemoryStorage } from '../testing/memory-storage';

/**
 * The web data layer against the REAL server app (Hono over a SQLite file), with
 * IndexedDB from fake-indexeddb and fetch routed to app.request().
 */

Object.assign(globalThis, { localStorage: new MemoryStorage() });

type Network = { offline: boolean; dropNextPushAnswer: boolean; holdPushes: boolean; calls: string[] };
let server: TestApp;
let network: Network;

function installFetch() {
  network = { offline: false, dropNextPushAnswer: false, holdPushes: false, calls: [] };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    network.calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (network.offline) throw new TypeError('Failed to fetch');
    if (network.holdPushes && path.startsWith('/api/sync/push')) {
      // A server that applies nothing yet: the changes stay queued through the pull.
      return Response.json({ lastMutationId: 0, rejected: [] });
    }
    const answer = await server.app.request(path, init);
    if (network.dropNextPushAnswer && path.startsWith('/api/sync/push')) {
      // The server applied the push, but the answer never reached the device.
      network.dropNextPushAnswer = false;
      throw new TypeError('Network connection lost');
    }
    return answer;
  }) as typeof fetch;
}

async function signInAs(token: string) {
  writeToken(token);
  await startSession();
}

function sessionArgs(activities: string[]) {
  return {
    id: uuidv7(),
    title: 'Tuesday U12',
    description: '',
    focus: 'Penetration',
    abilityLevel: 'Beginner' as const,
    playerCount: null,
    duration: 0,
    spaceAvailable: null,
    activityIds: activities,
    activityDurations: activities.map(() => 15),
    notes: '',
    isActive: true,
    currentActivityIndex: 0,
    savedToLibrary: true,
  };
}

async function seedGlobalActivity(): Promise<string> {
  const id = uuidv7();
  const now = new Date().toISOString();
  await execute(server.db, `INSERT INTO activities (id, title, category, sub_category_name, ability_level, setup, instructions, created_at, version, updated_at)
       VALUES (?, 'Rondo 4v1', 'Support', 'Support', 'Beginner', 'A 10 x 10 m grid.', 'Keep the ball.', ?, ?, ?)`, id, now, await nextVersion(server.db, null), now);
  return id;
}

async function countServerRows(table: string, where = '1=1', ...params: unknown[]): Promise<number> {
  return Number(await queryValue(server.db, `SELECT COUNT(*) FROM ${table} WHERE ${where}`, ...params));
}

/**
 * After a reset the queued session is still in the outbox and re-applied on top of the fresh
 * copy; once pushes go through it reaches the server exactly once.
 */
async function expectKeptThenDelivered(sessionId: string) {
  expect(await db.outbox.count()).toBe(1);
  expect(await db.sessions.get(sessionId)).toBeDefined();
  network.holdPushes = false;
  await syncNow();
  expect(await db.outbox.count()).toBe(0);
  expect(await countServerRows('sessions', 'id = ?', sessionId)).toBe(1);
}

let orgId: string;
let coachToken: string;
let coach: CreatedUser;

beforeEach(async () => {
  server = await makeTestApp({ now: new Date() });
  installFetch();
  localStorage.clear();
  await db.delete();
  await db.open();
  useSession.setState({ user: null, loading: true });
  const org = await createOrg(server.db, { hasUnitedFcLibraryAccess: true });
  orgId = org.id;
  coach = await createUser(server.db, {
    organizationId: org.id,
    role: 'coach',
    flags: { canCreateSessions: true, canViewSessionLibrary: true, canViewActivityLibrary: true },
    now: new Date(),
  });
  coachToken = coach.token;
});

afterEach(async () => {
  await server.close();
});

describe('offline-first data layer against the real server', () => {
  it('pulls what the user may see into the device', async () => {
    const activityId = await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    const local = (await db.activities.get(activityId)) as Activity;
    expect(local.title).toBe('Rondo 4v1');
  });

  it('applies a change made offline once it syncs, exactly once', async () => {
    const activityId = await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    network.offline = true;
    const args = sessionArgs([activityId]);
    await mutate('session.create', args);
    expect((await db.sessions.get(args.id))?.title).toBe('Tuesday U12');
    await expect(syncNow()).rejects.toThrow();
    expect(lastSyncOutcome()).toBe('offline');
    expect(await db.outbox.count()).toBe(1);
    // Still signed in while offline.
    expect(useSession.getState().user).not.toBeNull();

    network.offline = false;
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(await countServerRows('sessions', 'id = ?', args.id)).toBe(1);
    expect((await db.sessions.get(args.id))?.version).toBeGreaterThan(0);
  });

  it('stays offline when a sync answered just after the browser said the connection was gone', async () => {
    await signInAs(coachToken);
    const reallyFetch = globalThis.fetch;
    // The phone loses signal while the pull is on its way back.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await reallyFetch(input, init);
      Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
      return answer;
    }) as typeof fetch;
    try {
      await syncNow();
      expect(lastSyncOutcome()).toBe('done');
      expect(useSyncStatus.getState().online).toBe(false);
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
      globalThis.fetch = reallyFetch;
    }
  });

  it('does not duplicate a push the server applied but whose answer was lost', async () => {
    const activityId = await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    const args = sessionArgs([activityId]);
    await mutate('session.create', args);
    await mutate('schedule.date', { id: uuidv7(), sessionId: args.id, date: '2026-11-23', groupId: await createGroup() });
    network.dropNextPushAnswer = true;
    await expect(syncNow()).rejects.toThrow();
    expect(await db.outbox.count()).toBe(2);
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(await countServerRows('sessions', 'organization_id = ?', orgId)).toBe(1);
    expect(await countServerRows('schedule_entries', 'organization_id = ?', orgId)).toBe(1);
  });

  it('keeps a refused change in `rejected` with its reason and restores the server state', async () => {
    await signInAs(coachToken);
    await syncNow();
    // An activity the server does not know: the session is refused.
    const args = sessionArgs([uuidv7()]);
    await mutate('session.create', args);
    expect(await db.sessions.get(args.id)).toBeDefined();
    await syncNow();
    const rejected = await db.rejected.toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.name).toBe('session.create');
    expect(rejected[0]!.reason.length).toBeGreaterThan(0);
    expect(await db.sessions.get(args.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await countServerRows('sessions')).toBe(0);
  });

  it('on a scope reset clears the synced tables but keeps the outbox', async () => {
    const activityId = await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    expect(await db.activities.count()).toBe(1);
    // The organization loses the provider's library: the device must forget those drills.
    await execute(server.db, 'UPDATE organizations SET has_united_fc_library_access = 0 WHERE id = ?', orgId);
    await execute(server.db, 'UPDATE users SET scope_version = scope_version + 1 WHERE organization_id = ?', orgId);
    const args = sessionArgs([]);
    network.holdPushes = true;
    await mutate('session.create', args);
    await syncNow();
    expect(await db.activities.get(activityId)).toBeUndefined();
    await expectKeptThenDelivered(args.id);
  });

  it('re-applies a change queued after the pull checked the outbox, on top of a reset', async () => {
    await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    // The club loses the provider's library: the pull resets the device's copy.
    await execute(server.db, 'UPDATE organizations SET has_united_fc_library_access = 0 WHERE id = ?', orgId);
    await execute(server.db, 'UPDATE users SET scope_version = scope_version + 1 WHERE organization_id = ?', orgId);
    network.holdPushes = true;
    const args = sessionArgs([]);
    // The change comes in (another tab, a tap) as the pull is about to apply its pages.
    const applyPulled = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementationOnce((async (...rest: Parameters<typeof applyPulled>) => {
      await mutate('session.create', args);
      return applyPulled(...rest);
    }) as unknown as typeof db.transaction);
    try {
      await syncNow();
    } finally {
      spy.mockRestore();
    }
    await expectKeptThenDelivered(args.id);
  });

  it("resets a device still holding an older build's cursor, keeping its outbox", async () => {
    const activityId = await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    const userId = useSession.getState().user!.id;
    // As an older build left it: a server-wide number, and a row the server has since lost.
    await db.meta.put({ key: `cursor:${userId}`, value: 7 as unknown as string });
    await db.activities.put({ ...(await db.activities.get(activityId))!, id: uuidv7(), title: 'Gone from the server' });
    const args = sessionArgs([]);
    network.holdPushes = true;
    await mutate('session.create', args);
    await syncNow();
    expect((await db.activities.toArray()).map((a) => a.id)).toEqual([activityId]);
    await expectKeptThenDelivered(args.id);
    expect(typeof (await db.meta.get(`cursor:${userId}`))?.value).toBe('string');
  });

  it('signs out on a 401, but not on a network error', async () => {
    await signInAs(coachToken);
    expect(useSession.getState().user).not.toBeNull();
    network.offline = true;
    await startSession();
    expect(useSession.getState().user).not.toBeNull();
    expect(readToken()).toBe(coachToken);
    network.offline = false;
    await execute(server.db, 'DELETE FROM auth_tokens');
    await startSession();
    expect(useSession.getState().user).toBeNull();
    expect(readToken()).toBeNull();
  });

  it('keeps the queued changes of a user the server signed out, and never pushes them under another user’s token', async () => {
    const activityId = await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    network.offline = true;
    const args = sessionArgs([activityId]);
    await mutate('session.create', args);
    network.offline = false;
    // The token ended on the server (expired, revoked elsewhere): a 401 signs out, the outbox stays.
    await execute(server.db, 'DELETE FROM auth_tokens');
    await startSession();
    expect(useSession.getState().user).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    const other = await createUser(server.db, { organizationId: orgId, role: 'coach', flags: { canCreateSessions: true }, now: new Date() });
    await signInAs(other.token);
    await syncNow();
    expect(await countServerRows('sessions')).toBe(0);
    // The other user's sign-out removes their own things, not the first user's queue.
    await useSession.getState().logout();
    expect(await db.outbox.count()).toBe(1);
    await useSession.getState().login(coach.user.email, coach.password);
    await syncNow();
    expect(await countServerRows('sessions', 'id = ? AND created_by IS NOT NULL', args.id)).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('sign-out with changes waiting', () => {
  async function queueOffline(): Promise<string> {
    const activityId = await seedGlobalActivity();
    await signInAs(coachToken);
    await syncNow();
    network.offline = true;
    const args = sessionArgs([activityId]);
    await mutate('session.create', args);
    return args.id;
  }

  it('counts the outbox and the deletes still in their undo window', async () => {
    const id = await queueOffline();
    const userId = useSession.getState().user!.id;
    expect(await countWaitingChanges(userId)).toBe(1);
    await deferDelete('session.delete', id);
    expect(await countWaitingChanges(userId)).toBe(2);
    await undoDelete('session.delete', id);
    expect(await countWaitingChanges(userId)).toBe(1);
  });

  it('send now: offline says so and keeps them; online they reach the server once and none wait', async () => {
    const id = await queueOffline();
    const userId = useSession.getState().user!.id;
    expect(await sendWaitingChanges(userId)).toBe('offline');
    expect(await countWaitingChanges(userId)).toBe(1);
    network.offline = false;
    expect(await sendWaitingChanges(userId)).toBe('sent');
    expect(await countWaitingChanges(userId)).toBe(0);
    expect(await countServerRows('sessions', 'id = ?', id)).toBe(1);
  });

  it('discard, then sign out offline: the change never reaches the server and nothing of the user stays in IndexedDB', async () => {
    const id = await queueOffline();
    const user = useSession.getState().user!;
    await discardWaitingChanges(user.id);
    await useSession.getState().logout();
    network.offline = false;
    expect(useSession.getState().user).toBeNull();
    expect(readToken()).toBeNull();
    for (const table of db.tables) {
      const text = JSON.stringify(await table.toArray());
      expect(text, table.name).not.toContain(user.id);
      expect(text, table.name).not.toContain(id);
    }
    const other = await createUser(server.db, { organizationId: orgId, role: 'coach', flags: { canCreateSessions: true }, now: new Date() });
    await signInAs(other.token);
    await syncNow();
    expect(await countServerRows('sessions', 'id = ?', id)).toBe(0);
  });

  it('signing out removes the unsent changes too, offline as online', async () => {
    await queueOffline();
    await useSession.getState().logout();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.meta.filter((m) => m.key.startsWith('clientId:') || m.key.startsWith('cursor:')).count()).toBe(0);
  });
});

async function createGroup(): Promise<string> {
  const id = uuidv7();
  const now = new Date().toISOString();
  await execute(server.db, 'INSERT INTO coach_groups (id, organization_id, name, version, updated_at) VALUES (?, ?, ?, ?, ?)', id, orgId, 'Academy', await nextVersion(server.db, orgId), now);
  return id;
}

describe('a club suspended while its coach is signed in', () => {
  it('signs the device out on its next sync and keeps the server reason; signing in again clears it', async () => {
    await signInAs(coachToken);
    expect(useSession.getState().user).not.toBeNull();
    await execute(server.db, "UPDATE organizations SET subscription_status = 'suspended' WHERE id = ?", orgId);

    await syncNow().catch(() => undefined);
    await expect.poll(() => useSession.getState().user).toBeNull();
    expect(readToken()).toBeNull();
    expect(useSession.getState().signedOutReason).toBe(
      "Your organization's account is suspended, so its members cannot sign in. Contact your administrator.",
    );

    await execute(server.db, "UPDATE organizations SET subscription_status = 'active' WHERE id = ?", orgId);
    const email = await queryValue(server.db, "SELECT email FROM users WHERE role = 'coach' AND organization_id = ?", orgId) as string;
    await useSession.getState().login(email, 'password123');
    expect(useSession.getState().signedOutReason).toBeNull();
  });

  it('a plain sign-in refusal (revoked token) signs out without a reason', async () => {
    await signInAs(coachToken);
    await execute(server.db, 'DELETE FROM auth_tokens');
    await syncNow().catch(() => undefined);
    await expect.poll(() => useSession.getState().user).toBeNull();
    expect(useSession.getState().signedOutReason).toBeNull();
  });
});

describe('a sign-in whose answer carries no user', () => {
  it('when the follow-up read of the user fails, the device is left signed out with the form usable, not half signed in', async () => {
    const email = await queryValue(server.db, "SELECT email FROM users WHERE role = 'coach' AND organization_id = ?", orgId) as string;
    const reallyFetch = globalThis.fetch;
    // An older server answers the token alone; the signal goes before the device asks who it is.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/auth/me') throw new TypeError('Failed to fetch');
      const answer = await reallyFetch(input, init);
      if (String(input) !== '/api/auth/login') return answer;
      const { token } = (await answer.json()) as { token: string };
      return Response.json({ token });
    }) as typeof fetch;
    try {
      useSession.setState({ user: null, loading: false });
      await expect(useSession.getState().login(email, 'password123')).rejects.toThrow();
      expect(useSession.getState()).toMatchObject({ user: null, loading: false });
      expect(readToken()).toBeNull();
    } finally {
      globalThis.fetch = reallyFetch;
    }
  });
});
