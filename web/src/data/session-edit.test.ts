// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7, type CurrentUser, type Session } from '@pitchside/shared';
import { db, PitchsideDb } from './db';
import { applyLocally } from './mutate';

/** The device's copy of a session edit: the same plan rules as the server, and phases for stored sessions. */

const A = uuidv7();
const B = uuidv7();
const C = uuidv7();
const user = { id: uuidv7(), organizationId: uuidv7() } as CurrentUser;
const ctx = { user, now: '2026-01-05T10:00:00.000Z' };

function stored(extra: Partial<Session> = {}): Session {
  return {
    id: uuidv7(),
    organizationId: user.organizationId,
    createdBy: user.id,
    title: 'Tuesday',
    description: '',
    focus: 'Support',
    abilityLevel: 'Beginner',
    playerCount: null,
    duration: 45,
    spaceAvailable: null,
    activityIds: [A, B, C],
    activityDurations: [15, 15, 15],
    activityPhases: ['Main', 'Main', 'Main'],
    notes: '',
    scheduleEntryId: null,
    groupName: null,
    completedAt: null,
    groupId: null,
    isActive: true,
    currentActivityIndex: 2,
    savedToLibrary: true,
    status: null,
    createdAt: ctx.now,
    version: 3,
    updatedAt: ctx.now,
    ...extra,
  };
}

afterEach(async () => {
  await db.sessions.clear();
});

describe('session edits on the device', () => {
  it('replaces the plan, recomputes the total and keeps the run-through inside it', async () => {
    const session = stored();
    await db.sessions.put(session);
    await applyLocally(
      'session.update',
      { id: session.id, patch: { title: '', spaceAvailable: '', activityIds: [C, A], activityDurations: [30, 10], activityPhases: ['Warm-up', 'Game'] } },
      ctx,
    );
    expect(await db.sessions.get(session.id)).toMatchObject({
      title: 'Support Session',
      spaceAvailable: null,
      activityIds: [C, A],
      activityDurations: [30, 10],
      activityPhases: ['Warm-up', 'Game'],
      duration: 40,
      currentActivityIndex: 1,
    });
  });

  it('puts activities of a new session without phases in Main', async () => {
    const id = uuidv7();
    await applyLocally('session.create', { ...stored(), id, activityPhases: undefined }, ctx);
    expect((await db.sessions.get(id))?.activityPhases).toEqual(['Main', 'Main', 'Main']);
  });

  it('gives sessions stored before phases existed their phases when the database opens', async () => {
    const name = `upgrade-${uuidv7()}`;
    const old = new Dexie(name);
    old.version(1).stores({ sessions: 'id, createdAt' });
    const { activityPhases: _phases, ...before } = stored();
    await old.table('sessions').put(before);
    old.close();
    const upgraded = new PitchsideDb(name);
    expect((await upgraded.sessions.get(before.id))?.activityPhases).toEqual(['Main', 'Main', 'Main']);
    upgraded.close();
  });
});
