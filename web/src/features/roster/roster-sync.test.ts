// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type CoachGroup, type Session } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, send, type TestApp } from '@pitchside/sync-server/test-support';
import { db } from '../../data/db';
import { startSession, useSession } from '../../data/session';
import { syncNow } from '../../data/sync-engine';
import { writeToken } from '../../data/token-store';
import { readRegister, saveRegister } from '../../widgets/attendance/use-register';
import { addPlayer, editPlayer, readRoster, removePlayer } from './use-roster';

/**
 * The roster and the register on the device (IndexedDB from fake-indexeddb) against the
 * REAL server app: made offline, shown at once, sent once when the signal comes back.
 */

const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
  },
});

let server: TestApp;
let offline = false;
let coachToken: string;
let group: CoachGroup;
let session: Session;

beforeEach(async () => {
  server = await makeTestApp({ now: new Date() });
  offline = false;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (offline) throw new TypeError('Failed to fetch');
    return server.app.request(String(input), init);
  }) as typeof fetch;
  storage.clear();
  await db.delete();
  await db.open();
  useSession.setState({ user: null, loading: true });
  const org = await createOrg(server.db);
  const admin = (await createUser(server.db, { organizationId: org.id, role: 'org_admin', now: new Date() })).token;
  coachToken = (await createUser(server.db, { organizationId: org.id, role: 'coach', flags: { canViewWeeklySchedule: true, canCreateSessions: true }, now: new Date() })).token;
  group = (await send<CoachGroup>(server.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U10 Lions' } })).body;
  session = (await send<Session>(server.app, 'POST', '/api/sessions', { token: coachToken, body: { activityIds: [], activityDurations: [] } })).body;
  writeToken(coachToken);
  await startSession();
  await syncNow();
});

afterEach(() => server.close());

describe('roster and register on the device', () => {
  it('keeps a roster and a register made offline and sends each once', async () => {
    offline = true;
    const ada = await addPlayer(group.id, { name: 'Ada', shirtNumber: 1, position: 'Goalkeeper' });
    const bo = await addPlayer(group.id, { name: 'Bo', shirtNumber: 4, position: 'Defender' });
    const cy = await addPlayer(group.id, { name: 'Cy', shirtNumber: null, position: null });
    await editPlayer(cy, { name: 'Cy R', shirtNumber: 10, position: 'Forward' });
    await saveRegister(session.id, group.id, [ada, bo]);
    await saveRegister(session.id, group.id, [ada, bo, cy]);

    const register = await readRegister(session, null);
    expect(register.group?.id).toBe(group.id);
    expect(register.players.map((p) => p.name)).toEqual(['Ada', 'Bo', 'Cy R']);
    expect(register.presentIds).toEqual([ada, bo, cy]);
    const roster = await readRoster(group.id, new Date());
    expect(roster.state === 'ready' && roster.players.map((r) => `${r.player.name} ${r.attended}/${r.run}`)).toEqual(['Ada 1/1', 'Bo 1/1', 'Cy R 1/1']);
    await expect(syncNow()).rejects.toThrow();
    expect(await db.outbox.count()).toBe(6);

    offline = false;
    await syncNow();
    // Replaying a sync sends nothing twice.
    await syncNow();
    expect(await db.outbox.count()).toBe(0);
    expect(await countRows(server.db, 'players', 'group_id = ?', group.id)).toBe(3);
    expect(await countRows(server.db, 'attendance', 'id = ?', session.id)).toBe(1);
    expect((await db.players.get(cy))?.version).toBeGreaterThan(0);
    expect((await db.attendance.get(session.id))?.presentPlayerIds).toEqual([ada, bo, cy]);

    await removePlayer(bo);
    await syncNow();
    expect(await countRows(server.db, 'players', 'group_id = ?', group.id)).toBe(2);
    expect(await db.players.get(bo)).toBeUndefined();
  });

  it('shows a refused register as refused and restores the server state', async () => {
    // A register for a run the server does not have: refused, and the device drops its copy.
    await saveRegister(uuidv7(), group.id, []);
    await syncNow();
    const rejected = await db.rejected.toArray();
    expect(rejected.map((r) => [r.name, r.reason])).toEqual([['session.attendance', 'Session not found']]);
    expect(await db.attendance.count()).toBe(0);
  });
});
