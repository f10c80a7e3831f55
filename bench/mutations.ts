import {
  SCHEMA_VERSION,
  addDays,
  uuidv7,
  type MutationArgs,
  type PushRequest,
  type PushResponse,
  type PushedMutation,
} from '@pitchside/shared';
import type { Club } from './fixture';
import { postJson } from './http';

/**
 * What a coach's device queues offline: a session built from library drills, then that
 * session scheduled for the club's group; repeated.
 */
export function queuedMutations(count: number, club: Club, activityIds: readonly string[]): PushedMutation[] {
  const mutations: PushedMutation[] = [];
  const createdAt = new Date().toISOString();
  let sessionId = '';
  for (let i = 0; i < count; i += 1) {
    const mutationId = i + 1;
    if (i % 2 === 0) {
      sessionId = uuidv7();
      const drills = [0, 1, 2].map((k) => activityIds[(i * 3 + k) % activityIds.length]!);
      const args: MutationArgs<'session.create'> = {
        id: sessionId,
        title: `Bench session ${mutationId}`,
        description: '',
        focus: 'Penetration',
        abilityLevel: 'Intermediate',
        playerCount: 12,
        duration: 0,
        spaceAvailable: null,
        activityIds: drills,
        activityDurations: [15, 20, 15],
        activityPhases: ['Warm-up', 'Main', 'Game'],
        notes: '',
        isActive: true,
        currentActivityIndex: 0,
        savedToLibrary: true,
      };
      mutations.push({ mutationId, name: 'session.create', args, createdAt });
    } else {
      const date = addDays('2026-01-05', i % 300);
      const args: MutationArgs<'schedule.date'> = { id: uuidv7(), sessionId, date, groupId: club.groupId };
      mutations.push({ mutationId, name: 'schedule.date', args, createdAt });
    }
  }
  return mutations;
}

/**
 * What a coach's device queues while running sessions: a new session, then NOTES_PER_SESSION
 * notes appended to it; repeated. Nearly every mutation updates a row the push has written.
 */
export const NOTES_PER_SESSION = 49;

export function updateHeavyMutations(count: number, club: Club, activityIds: readonly string[]): PushedMutation[] {
  const created = queuedMutations(1, club, activityIds)[0]!;
  const mutations: PushedMutation[] = [];
  const createdAt = new Date().toISOString();
  let sessionId = '';
  for (let i = 0; i < count; i += 1) {
    const mutationId = i + 1;
    if (i % (NOTES_PER_SESSION + 1) === 0) {
      sessionId = uuidv7();
      const args = { ...(created.args as MutationArgs<'session.create'>), id: sessionId, title: `Bench session ${mutationId}` };
      mutations.push({ mutationId, name: 'session.create', args, createdAt });
    } else {
      const args: MutationArgs<'session.appendNote'> = { id: sessionId, note: `Adapted at minute ${i % 60}` };
      mutations.push({ mutationId, name: 'session.appendNote', args, createdAt });
    }
  }
  return mutations;
}

/**
 * Pushes the queue in order in batches of `batchSize`, as the device does, and checks
 * that every mutation was applied (none refused, lastMutationId at the end).
 */
export async function pushAll(
  baseUrl: string,
  token: string,
  clientId: string,
  mutations: readonly PushedMutation[],
  batchSize: number,
): Promise<void> {
  for (let from = 0; from < mutations.length; from += batchSize) {
    const batch = mutations.slice(from, from + batchSize);
    const body: PushRequest = { clientId, schemaVersion: SCHEMA_VERSION, mutations: batch };
    const answer = await postJson<PushResponse>(baseUrl, '/api/sync/push', token, body);
    const last = batch[batch.length - 1]!.mutationId;
    if (answer.rejected.length > 0) {
      const first = answer.rejected[0]!;
      throw new Error(`The server refused ${answer.rejected.length} mutations, e.g. ${first.name}: ${first.reason}`);
    }
    if (answer.lastMutationId !== last) throw new Error(`Push stopped at ${answer.lastMutationId}, expected ${last}`);
  }
}
