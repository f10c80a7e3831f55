import { mutationArgs, type MutationArgs, type MutationName, type PushRequest, type PushResponse, type Rejection } from '@pitchside/shared';
import type { Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { forbidden, HttpError } from '../http/errors';
import { describeIssues } from '../http/validate';
import { appendSessionNote, createSession, deleteSession, updateSession } from './sessions';
import { assignScheduleEntry, deleteScheduleEntry, runScheduleEntry, scheduleDate, scheduleRange } from './schedule';

/**
 * The sync push (DESIGN.md "Offline-first data flow", steps 3 and 4): a device's queued
 * intents run, in order and exactly once, through the same domain functions as REST.
 */

type Handlers = { [N in MutationName]: (db: Db, actor: AuthedUser, args: MutationArgs<N>, now: Date) => unknown };

const handlers: Handlers = {
  'session.create': createSession,
  'session.update': updateSession,
  'session.appendNote': appendSessionNote,
  'session.delete': deleteSession,
  'schedule.date': scheduleDate,
  'schedule.range': scheduleRange,
  'scheduleEntry.delete': deleteScheduleEntry,
  'scheduleEntry.run': runScheduleEntry,
  'scheduleEntry.assign': assignScheduleEntry,
};

function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(mutationArgs, name);
}

function run<N extends MutationName>(db: Db, actor: AuthedUser, name: N, rawArgs: unknown, now: Date): void {
  const parsed = mutationArgs[name].safeParse(rawArgs);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error);
    throw new HttpError(400, 'invalid', message, fields);
  }
  const handler = handlers[name] as (db: Db, actor: AuthedUser, args: unknown, now: Date) => unknown;
  handler(db, actor, parsed.data, now);
}

type ClientRow = { client_id: string; user_id: string; last_mutation_id: number; scope: string | null };

/** The client row of this device, registered on first use; another user's device is refused. */
export function claimClient(db: Db, actor: AuthedUser, clientId: string, now: Date): ClientRow {
  const row = db.prepare('SELECT client_id, user_id, last_mutation_id, scope FROM sync_clients WHERE client_id = ?').get(clientId) as
    | ClientRow
    | undefined;
  if (row) {
    if (row.user_id !== actor.id) throw forbidden('This device belongs to another user');
    return row;
  }
  db.prepare('INSERT INTO sync_clients (client_id, user_id, last_mutation_id, scope, updated_at) VALUES (?, ?, 0, NULL, ?)').run(
    clientId,
    actor.id,
    now.toISOString(),
  );
  return { client_id: clientId, user_id: actor.id, last_mutation_id: 0, scope: null };
}

/** A failure the device cannot fix by retrying: the mutation is done, unapplied, with a reason. */
function permanent(error: unknown): HttpError | null {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 ? error : null;
}

/** Thrown when a mutation failed for a reason that may pass (the device retries later). */
export class TemporaryPushError extends Error {
  constructor(readonly mutationId: number, readonly causeError: unknown) {
    super(`Mutation ${mutationId} failed temporarily`);
  }
}

/**
 * Applies a push: mutations in order, each all-or-nothing in its own nested transaction
 * (a savepoint) together with the move of lastMutationId, so an acknowledged mutation is
 * never applied twice and a refused one never half-applied. The push commits once, before
 * it is answered: one disk sync per push instead of one per mutation (DESIGN.md asks for
 * thousands of mutations a second), and a crash before the commit loses only what the
 * device has not been told about and will send again. A gap stops the batch.
 * The answer lists the rejections of this push's mutations, read back from sync_rejections,
 * so a replayed push answers the same.
 */
export function applyPush(db: Db, actor: AuthedUser, push: PushRequest, clock: () => Date): PushResponse {
  let failure: TemporaryPushError | null = null;
  const answer = db.transaction((): PushResponse => {
    const client = claimClient(db, actor, push.clientId, clock());
    let last = client.last_mutation_id;
    const reject = db.prepare(
      'INSERT OR REPLACE INTO sync_rejections (client_id, mutation_id, name, code, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const applyOne = db.transaction((mutation: PushRequest['mutations'][number], now: Date) => {
      if (!isMutationName(mutation.name)) {
        throw new HttpError(400, 'unknown_mutation', `Unknown change '${mutation.name}'`);
      }
      run(db, actor, mutation.name, mutation.args, now);
    });
    for (const mutation of push.mutations) {
      if (mutation.mutationId <= last) continue;
      if (mutation.mutationId > last + 1) break;
      const now = clock();
      try {
        applyOne(mutation, now);
      } catch (error) {
        const refusal = permanent(error);
        if (!refusal) {
          failure = new TemporaryPushError(mutation.mutationId, error);
          break;
        }
        reject.run(push.clientId, mutation.mutationId, mutation.name, refusal.code, refusal.message, now.toISOString());
      }
      last = mutation.mutationId;
    }
    if (last !== client.last_mutation_id) {
      db.prepare('UPDATE sync_clients SET last_mutation_id = ?, updated_at = ? WHERE client_id = ?').run(
        last,
        clock().toISOString(),
        push.clientId,
      );
    }
    return { lastMutationId: last, rejected: rejectionsOf(db, push.clientId, push.mutations.map((m) => m.mutationId)) };
  })();
  if (failure) throw failure;
  return answer;
}

function rejectionsOf(db: Db, clientId: string, mutationIds: readonly number[]): Rejection[] {
  if (mutationIds.length === 0) return [];
  const lo = Math.min(...mutationIds);
  const hi = Math.max(...mutationIds);
  const wanted = new Set(mutationIds);
  const rows = db
    .prepare(
      `SELECT mutation_id AS mutationId, name, code, reason FROM sync_rejections
       WHERE client_id = ? AND mutation_id BETWEEN ? AND ? ORDER BY mutation_id`,
    )
    .all(clientId, lo, hi) as Rejection[];
  return rows.filter((r) => wanted.has(r.mutationId));
}
