// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activityCopy, diagramSchema, uuidv7 } from '@pitchside/shared';
import { activityFixture } from '@pitchside/shared/testing/activity-fixture';
import { createOrg, createUser, makeTestApp, queryValue, type TestApp } from '@pitchside/sync-server/test-support';
import { db } from './db';
import { mutate } from './mutate';
import { startSession, useSession } from './session';
import { syncNow } from './sync-engine';
import { writeToken } from './token-store';
import { MemoryStorage } from '../testing/memory-storage';

/**
 * A drawn activity made and edited offline (activity.create / activity.update through
 * mutate() and the outbox) against the real server: on the device at once, on the server
 * exactly once with its diagram, and refused for a user who may not create activities.
 */

Object.assign(globalThis, { localStorage: new MemoryStorage() });

let server: TestApp;
const network = { offline: false, dropNextPushAnswer: false };

const drawn = diagramSchema.parse({
  area: { width: 20, length: 30, markings: 'channels' },
  players: [{ id: 'p1', x: 5, y: 25, team: 'red' }],
  poles: [{ x: 10, y: 10 }],
  arrows: [{ kind: 'lofted', piece: 'p1', from: { x: 5, y: 25 }, to: { x: 15, y: 5 } }],
});
const libraryDrill = activityFixture({ id: uuidv7(), title: 'Library Rondo', diagram: drawn, organizationId: null });

async function serverRows(where: string, ...params: unknown[]): Promise<number> {
  return Number(await queryValue(server.db, `SELECT COUNT(*) FROM activities WHERE ${where}`, ...params));
}
async function serverDiagram(id: string): Promise<unknown> {
  const text = await queryValue(server.db, 'SELECT diagram FROM activities WHERE id = ?', id);
  return typeof text === 'string' ? JSON.parse(text) : null;
}

async function signedIn(flags: Record<string, boolean>): Promise<string> {
  const org = await createOrg(server.db, { hasUnitedFcLibraryAccess: true });
  const { token } = await createUser(server.db, { organizationId: org.id, role: 'coach', flags, now: new Date() });
  writeToken(token);
  await startSession();
  return org.id;
}

beforeEach(async () => {
  server = await makeTestApp({ now: new Date() });
  network.offline = false;
  network.dropNextPushAnswer = false;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (network.offline) throw new TypeError('Failed to fetch');
    const answer = await server.app.request(String(input), init);
    if (network.dropNextPushAnswer && String(input).startsWith('/api/sync/push')) {
      network.dropNextPushAnswer = false;
      throw new TypeError('Network connection lost');
    }
    return answer;
  }) as typeof fetch;
  localStorage.clear();
  await db.delete();
  await db.open();
  useSession.setState({ user: null, loading: true });
});
afterEach(async () => {
  await server.close();
});

describe('drawn activities offline', () => {
  it('creates a copy with its diagram offline, shows it at once, and the server gets it exactly once', async () => {
    const orgId = await signedIn({ canCreateActivities: true, canEditActivities: true, canViewActivityLibrary: true });
    network.offline = true;
    const id = uuidv7();
    await mutate('activity.create', activityCopy(libraryDrill, id));
    const local = await db.activities.get(id);
    expect(local).toMatchObject({ title: 'Library Rondo', organizationId: orgId, version: 0, diagram: { poles: [{ x: 10, y: 10 }] } });
    expect(await db.outbox.count()).toBe(1);
    await expect(syncNow()).rejects.toThrow();

    // The server applies the push but its answer is lost: sending again must not create a second.
    network.offline = false;
    network.dropNextPushAnswer = true;
    await expect(syncNow()).rejects.toThrow();
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverRows('organization_id = ?', orgId)).toBe(1);
    expect(await serverDiagram(id)).toMatchObject({ area: { markings: 'channels' }, arrows: [{ kind: 'lofted', piece: 'p1' }] });
    expect((await db.activities.get(id))?.version).toBeGreaterThan(0);

    // An offline edit of the drawing and the title.
    network.offline = true;
    const edited = { ...drawn, texts: [{ x: 10, y: 15, text: 'Switch' }] };
    await mutate('activity.update', { ...activityCopy(libraryDrill, id), title: 'Our Rondo', diagram: edited });
    expect(await db.activities.get(id)).toMatchObject({ title: 'Our Rondo', diagram: { texts: [{ text: 'Switch' }] } });
    network.offline = false;
    await syncNow();
    expect(await serverRows('id = ? AND title = ?', id, 'Our Rondo')).toBe(1);
    expect(await serverDiagram(id)).toMatchObject({ texts: [{ text: 'Switch' }] });
  });

  it('a user who may not create activities is refused by the server and the device drops the copy', async () => {
    await signedIn({ canViewActivityLibrary: true });
    const id = uuidv7();
    await mutate('activity.create', activityCopy(libraryDrill, id));
    await syncNow();
    const [rejected] = await db.rejected.toArray();
    expect(rejected).toMatchObject({ name: 'activity.create', code: 'forbidden' });
    expect(await serverRows('id = ?', id)).toBe(0);
    expect(await db.activities.get(id)).toBeUndefined();
  });
});
