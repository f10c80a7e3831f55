import { mutationArgs, type MutationArgs, type MutationName, type PushRequest, type PushResponse } from '@pitchside/shared';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { claimClientRow, recordRejection, rejectionsOf, setLastMutationId, type ClientRow } from '../db/queries/sync-clients';
import type { AuthedUser } from '../http/env';
import { DomainError, forbidden, isPermanent } from './errors';
import { describeIssues } from '../http/validate';
import { appendSessionNote, createSession, deleteSession, updateSession } from './sessions';
import { assignScheduleEntry, deleteScheduleEntry, runScheduleEntry, scheduleDate, scheduleRange, setScheduleEntryTime } from './schedule';
import { recordAttendance } from './attendance';
import { createPlayer, deletePlayer, updatePlayer } from './players';

/**
 * The sync push (DESIGN.md "Offline-first data flow", steps 3 and 4): a device's queued
 * intents run, in order and exactly once, through the same domain functions as REST.
 */

type Handlers = { [N in MutationName]: (db: Db, actor: AuthedUser, args: MutationArgs<N>, now: Date) => Promise<unknown> };

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
  'scheduleEntry.setTime': setScheduleEntryTime,
  'player.create': createPlayer,
  'player.update': updatePlayer,
  'player.delete': deletePlayer,
  'session.attendance': recordAttendance,
};

function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(mutationArgs, name);
}

async function run<N extends MutationName>(db: Db, actor: AuthedUser, name: N, rawArgs: unknown, now: Date): Promise<void> {
  const parsed = mutationArgs[name].safeParse(rawArgs);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error);
    throw new DomainError('invalid', 'invalid', message, fields);
  }
  const handler = handlers[name] as (db: Db, actor: AuthedUser, args: unknown, now: Date) => Promise<unknown>;
  await handler(db, actor, parsed.data, now);
}

/** The client row of this device, registered on first use; another user's device is refused. */
export async function claimClient(
  db: Db,
  actor: AuthedUser,
  clientId: string,
  now: Date,
  options: { lock: boolean } = { lock: false },
): Promise<ClientRow> {
  const row = await claimClientRow(db, clientId, actor.id, now, options);
  if (row.user_id !== actor.id) throw forbidden('This device belongs to another user');
  return row;
}

/** A failure the device cannot fix by retrying: the mutation is done, unapplied, with a reason. */
function permanent(error: unknown): DomainError | null {
  return error instanceof DomainError && isPermanent(error) ? error : null;
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
export async function applyPush(db: Db, actor: AuthedUser, push: PushRequest, clock: () => Date): Promise<PushResponse> {
  let failure: TemporaryPushError | null = null;
  const answer = await db.transaction().execute(async (trx): Promise<PushResponse> => {
    const client = await claimClient(trx, actor, push.clientId, clock(), { lock: true });
    let last = client.last_mutation_id;
    for (const mutation of push.mutations) {
      if (mutation.mutationId <= last) continue;
      if (mutation.mutationId > last + 1) break;
      const now = clock();
      await sql`SAVEPOINT mutation`.execute(trx);
      try {
        if (!isMutationName(mutation.name)) {
          throw new DomainError('invalid', 'unknown_mutation', `Unknown change '${mutation.name}'`);
        }
        await run(trx, actor, mutation.name, mutation.args, now);
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT mutation`.execute(trx);
        const refusal = permanent(error);
        if (!refusal) {
          failure = new TemporaryPushError(mutation.mutationId, error);
          break;
        }
        const rejection = { mutationId: mutation.mutationId, name: mutation.name, code: refusal.code, reason: refusal.message };
        await recordRejection(trx, push.clientId, rejection, now);
      } finally {
        if (!failure) await sql`RELEASE SAVEPOINT mutation`.execute(trx);
      }
      last = mutation.mutationId;
    }
    if (last !== client.last_mutation_id) await setLastMutationId(trx, push.clientId, last, clock());
    return { lastMutationId: last, rejected: await rejectionsOf(trx, push.clientId, push.mutations.map((m) => m.mutationId)) };
  });
  if (failure) throw failure;
  return answer;
}
