// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mutationArgs, uuidv7, type CurrentUser, type Session, type SessionUpdate } from '@pitchside/shared';
import { createOrg, createUser, insertActivity, makeTestApp, send, type TestApp } from '@pitchside/sync-server/test-support';
import { db } from './db';
import { applyLocally } from './mutate';

/**
 * The device's copy of a session (its local mutators over fake-indexeddb) against the row
 * the real server stores for the same payloads: the coach must see before the sync what
 * the server keeps after it.
 */

const contentKeys = [
  'title',
  'description',
  'focus',
  'abilityLevel',
  'playerCount',
  'duration',
  'spaceAvailable',
  'activityIds',
  'activityDurations',
  'activityPhases',
  'notes',
  'isActive',
  'currentActivityIndex',
  'savedToLibrary',
  'status',
] as const satisfies readonly (keyof Session)[];

const content = (s: Session) => Object.fromEntries(contentKeys.map((k) => [k, s[k]]));

let server: TestApp;
let token: string;
let user: CurrentUser;
let activities: string[];

beforeEach(async () => {
  server = await makeTestApp();
  await db.delete();
  await db.open();
  const org = await createOrg(server.db);
  const coach = await createUser(server.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true }, now: new Date() });
  token = coach.token;
  user = { ...coach.user, organizationName: org.name, hasUnitedFcLibraryAccess: false };
  activities = [];
  for (const n of [1, 2, 3]) activities.push((await insertActivity(server, { organizationId: org.id, title: `Drill ${n}` })).id);
});

afterEach(async () => {
  await server.close();
});

const now = '2025-03-05T10:00:00.000Z';

async function createBoth(payload: Record<string, unknown>): Promise<{ device: Session; stored: Session }> {
  const id = uuidv7();
  await applyLocally('session.create', mutationArgs['session.create'].parse({ ...payload, id }), { user, now });
  const answer = await send<Session>(server.app, 'POST', '/api/sessions', { token, body: { ...payload, id } });
  expect(answer.status).toBe(201);
  return { device: (await db.sessions.get(id)) as Session, stored: answer.body };
}

async function updateBoth(id: string, patch: SessionUpdate): Promise<{ device: Session; stored: Session }> {
  await applyLocally('session.update', mutationArgs['session.update'].parse({ id, patch }), { user, now });
  const answer = await send<Session>(server.app, 'PUT', `/api/sessions/${id}`, { token, body: patch });
  expect(answer.status).toBe(200);
  return { device: (await db.sessions.get(id)) as Session, stored: answer.body };
}

describe('device and server store the same session for the same payload', () => {
  it('fills the same defaults on create: title from the focus, 15 minutes, Main phases, the total', async () => {
    const payloads = [
      { focus: '  Penetration ', activityIds: activities.slice(0, 2), activityDurations: [20] },
      { title: '', focus: '', activityIds: activities, activityDurations: [], activityPhases: ['Warm-up'] },
      { title: ' Tuesday U12 ', duration: 90, spaceAvailable: 'Half pitch', activityIds: activities.slice(0, 1), activityDurations: [30], savedToLibrary: false },
    ];
    const titles: string[] = [];
    for (const payload of payloads) {
      const { device, stored } = await createBoth(payload);
      expect(content(device)).toEqual(content(stored));
      titles.push(stored.title);
    }
    expect(titles).toEqual(['Penetration Session', 'Training Session', 'Tuesday U12']);
  });

  it('applies the same changes on update: default title, cleared space, shorter plan, finishing a run', async () => {
    const { stored } = await createBoth({ focus: 'Support', spaceAvailable: 'Indoor hall', activityIds: activities, activityDurations: [10, 10, 10] });
    await updateBoth(stored.id, { currentActivityIndex: 2 });
    const patches: SessionUpdate[] = [
      { title: '', spaceAvailable: '' },
      { activityIds: activities.slice(0, 1), activityDurations: [25], activityPhases: ['Game'] },
      { status: 'completed', notes: 'Good energy' },
      { status: null },
    ];
    for (const patch of patches) {
      const { device, stored: after } = await updateBoth(stored.id, patch);
      expect(content(device)).toEqual(content(after));
      expect(device.completedAt === null).toBe(after.completedAt === null);
    }
    const final = (await db.sessions.get(stored.id)) as Session;
    expect(final).toMatchObject({ title: 'Support Session', spaceAvailable: null, duration: 25, currentActivityIndex: 0, status: null });
  });
});
