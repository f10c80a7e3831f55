import { mutationArgs, pushRequestSchema, SCHEMA_VERSION, type MutationArgs, type MutationName, type PushRequest, type PushResponse, type Rejection } from '@pitchside/shared';
import { z } from 'zod';
import { engineOf, type Db } from '../db/database';
import { recordRejection, rejectionsOf } from '../db/queries/sync-clients';
import type { AuthedUser } from '../domain/actor';
import { noOrigin, type RequestOrigin } from '../domain/audit';
import { badRequest, DomainError, isPermanent } from '../domain/errors';
import { describeIssues } from '../domain/issues';
import { wellFormedDeep } from '../domain/well-formed';
import { appendSessionNote, createSession, deleteSession, updateSession } from '../domain/sessions';
import { assignScheduleEntry, deleteScheduleEntry, runScheduleEntry, scheduleDate, scheduleRange, setScheduleEntryTime } from '../domain/schedule';
import { recordAttendance } from '../domain/attendance';
import { claimClient } from './clients';
import { WorkQueue } from '../domain/work-queue';
import { holdCounter, releaseCounters } from '../db/queries/versions';
import { visibleActivityIds } from '../domain/visibility';
import { PushTransaction } from '../db/push-transaction';
import { createPlayer, deletePlayer, updatePlayer } from '../domain/players';
import { setGroupCoaches } from '../domain/coach-groups';
import { createActivityFromDevice, updateActivityFromDevice } from '../domain/activity-mutations';
import { setGroupPlanWeek, setGroupProfile } from '../domain/team-plan';
import { createMatch, deleteMatch, logMatchEvent, setMatchAvailability, setMatchPlan, undoMatchEvent, updateMatch } from '../domain/matches';

/**
 * The sync push (docs/architecture.md "Offline data flow and the sync protocol", steps 3 and 4): a device's queued
 * intents run, in order and exactly once, through the same domain functions as REST.
 */

const pushBody = z.preprocess(wellFormedDeep, pushRequestSchema);

/**
 * The push a request's body (JSON text) asks for, or the refusal the route answers with, as
 * any JSON route refuses: malformed JSON or a body the schema refuses is 400 (with the fields
 * at fault), an app of another schema version 409. Read by whoever applies the push
 * (push-thread/push-runner.ts, push-thread/worker.ts), so on SQLite the push thread parses
 * and checks it, not the thread that answers pulls.
 */
export function pushOfBody(text: string): PushRequest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Malformed request body');
  }
  const result = pushBody.safeParse(value);
  if (!result.success) {
    const { message, fields } = describeIssues(result.error);
    throw badRequest(message, fields);
  }
  if (result.data.schemaVersion !== SCHEMA_VERSION) {
    throw new DomainError('conflict', 'schema_version', 'This version of the app is out of date. Please reload it.');
  }
  return result.data;
}

/** `origin`: where the push came from, for the audit events a change records in its own transaction. */
type Handlers = { [N in MutationName]: (db: Db, actor: AuthedUser, args: MutationArgs<N>, now: Date, origin: RequestOrigin) => Promise<unknown> };

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
  'coachGroup.setCoaches': setGroupCoaches,
  'coachGroup.setProfile': setGroupProfile,
  'coachGroup.setPlanWeek': setGroupPlanWeek,
  'player.create': createPlayer,
  'player.update': updatePlayer,
  'player.delete': deletePlayer,
  'session.attendance': recordAttendance,
  'activity.create': createActivityFromDevice,
  'activity.update': updateActivityFromDevice,
  'match.create': createMatch,
  'match.update': updateMatch,
  'match.delete': deleteMatch,
  'match.setAvailability': setMatchAvailability,
  'match.setPlan': setMatchPlan,
  'match.logEvent': logMatchEvent,
  'match.undoEvent': undoMatchEvent,
};

function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(mutationArgs, name);
}

async function run<N extends MutationName>(db: Db, actor: AuthedUser, name: N, rawArgs: unknown, now: Date, origin: RequestOrigin): Promise<void> {
  const parsed = mutationArgs[name].safeParse(rawArgs);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error);
    throw new DomainError('invalid', 'invalid', message, fields);
  }
  const handler = handlers[name] as (db: Db, actor: AuthedUser, args: unknown, now: Date, origin: RequestOrigin) => Promise<unknown>;
  await handler(db, actor, parsed.data, now, origin);
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
 * On SQLite at most this many mutations run in one transaction. A transaction holds the
 * write lock until it commits; short ones let the server's own writes (db/write-claims.ts)
 * and other devices' pushes in between. Pulls never wait for it (WAL readers, and pushes
 * run on their own thread, push-thread/). Each chunk moves lastMutationId with its
 * mutations, so exactly-once holds across chunks. A SQLite commit costs no disk sync (the
 * WAL is synced once before the answer). Every chunk pays its own statements and its commit
 * rewrites whole pages to the WAL, so bigger chunks cost the push thread less per mutation;
 * but with bigger chunks the server's thread was more than half busy during a long push
 * (push-thread.test.ts checks that it stays under half), so chunks stay small.
 */
export const MUTATIONS_PER_TRANSACTION = 10;

/**
 * On PostgreSQL a push is one transaction: every commit is a durable disk flush, so a
 * 200-mutation push pays one, not twenty. It holds only its own club's version counter
 * (pushes of other clubs run beside it) and one pool connection (PushGate below).
 */
function mutationsPerTransaction(db: Db): number {
  return engineOf(db) === 'postgres' ? Number.POSITIVE_INFINITY : MUTATIONS_PER_TRANSACTION;
}

/**
 * How many push transactions of one server process run at once, on either engine. On SQLite
 * there is one writer (the push thread's connection and the write lock, which the server's own
 * writes also need), so more in flight only queue there. On PostgreSQL pushes of different
 * clubs could run side by side (each club has its own version counter, db/queries/versions.ts),
 * but a push's work between its statements runs on the server's thread, the thread that
 * answers the pulls: with a push of every club in flight, a pull that came in waited behind
 * the steps of all of them (half the devices pushing and pulling at once, docs/performance.md
 * `pull-p99-writes`). Two keep one push's statement in the database while the thread works on
 * the other's, and the pulls wait behind two at most. The wait list is unbounded: a push is
 * never refused for load, it only waits its turn.
 */
export const PUSH_TRANSACTIONS_AT_ONCE = 2;

/**
 * Runs each push transaction once it is its turn among the pushes on one database handle:
 * one gate per push runner (push-thread/push-runner.ts, push-thread/worker.ts). Pushes of one
 * club take turns before taking a connection: they would only wait on their club's counter
 * lock while holding one.
 */
export class PushGate {
  private readonly queue: WorkQueue<'push'>;
  private readonly clubs = new Map<string, Promise<unknown>>();

  constructor() {
    this.queue = new WorkQueue({ push: { concurrency: PUSH_TRANSACTIONS_AT_ONCE, maxWaiting: Number.POSITIVE_INFINITY } });
  }

  /** Runs `work` (one push transaction of a device of club `clubId`) in its turn. */
  through<T>(clubId: string, work: () => Promise<T>): Promise<T> {
    const { queue, clubs } = this;
    const before = clubs.get(clubId) ?? Promise.resolve();
    const mine = before.then(
      () => queue.run('push', work),
      () => queue.run('push', work),
    );
    const settled = mine.catch(() => undefined);
    clubs.set(clubId, settled);
    void settled.then(() => {
      if (clubs.get(clubId) === settled) clubs.delete(clubId);
    });
    return mine;
  }
}

/** `alone`: no other request handled any of the push's mutations before this transaction; `recorded`: the rejections it recorded. */
type Chunk = { last: number; more: boolean; rejected: Rejection[] | null; alone: boolean; recorded: Rejection[] };

/** How far a run of mutations got: the last one done, how many, the rejections it recorded, and a temporary failure that stopped it. */
type Run = { last: number; applied: number; rejected: Rejection[]; failure: TemporaryPushError | null };

/** At most this many activity ids are checked ahead of a push (beyond, mutations read their own). */
const ACTIVITIES_READ_AHEAD = 1000;

/**
 * Mutations an optimistic run lets coalesce (db/push-transaction.ts): they read and write
 * sessions, coach groups and schedule entries only through the query functions that keep
 * rows and hold writes, and read nothing else the push may have changed. Before any other
 * mutation the held writes are written and the kept rows forgotten, so it sees the database
 * as it is.
 */
const COALESCING: ReadonlySet<string> = new Set(['session.create', 'session.update', 'session.appendNote', 'schedule.date']);

/** The activity ids a push's session creations list, to check them all in one read before it applies. */
export function listedActivityIds(mutations: readonly { name: string; args: unknown }[]): string[] {
  const ids = new Set<string>();
  for (const { name, args } of mutations) {
    if (name !== 'session.create' || typeof args !== 'object' || args === null) continue;
    const listed: unknown = (args as { activityIds?: unknown }).activityIds;
    if (!Array.isArray(listed)) continue;
    for (const id of listed) if (typeof id === 'string') ids.add(id);
  }
  return [...ids];
}

/** Thrown in an optimistic run when rows held back could not all be written as new. */
class HeldBackInsertTaken extends Error {}

/** Thrown out of a push transaction whose optimistic run failed, to roll it back whole. */
class OptimisticRunFailed extends Error {}

async function enterMutation(trx: PushTransaction, coalesce: boolean): Promise<void> {
  if (!(await trx.enterMutation(coalesce))) throw new HeldBackInsertTaken('An id of a held-back insert was taken');
}

/**
 * Runs the mutations after `last` in order, at most `limit`, stopping at a gap.
 * `careful`: each in a savepoint of its own, so a refused one is rolled back alone and
 * recorded, and each reads and writes the database directly. Otherwise (optimistic) without
 * any savepoint and with the writes of COALESCING mutations held and coalesced, which on
 * PostgreSQL saves most round trips: the first failure of any kind answers null, and the
 * caller rolls the whole transaction back and runs the chunk again carefully in a new one.
 */
async function runMutations(
  trx: PushTransaction,
  actor: AuthedUser,
  push: PushRequest,
  last: number,
  limit: number,
  clock: () => Date,
  careful: boolean,
  origin: RequestOrigin,
): Promise<Run | null> {
  let applied = 0;
  let failure: TemporaryPushError | null = null;
  const rejected: Rejection[] = [];
  for (const mutation of push.mutations) {
    if (mutation.mutationId <= last) continue;
    if (mutation.mutationId > last + 1 || applied === limit) break;
    const now = clock();
    if (careful) await trx.openMutationSavepoint();
    try {
      await enterMutation(trx, !careful && COALESCING.has(mutation.name));
      if (!isMutationName(mutation.name)) {
        throw new DomainError('invalid', 'unknown_mutation', `Unknown change '${mutation.name}'`);
      }
      await run(trx, actor, mutation.name, mutation.args, now, origin);
    } catch (error) {
      if (!careful) return null;
      await trx.rollBackMutation();
      const refusal = permanent(error);
      if (!refusal) {
        failure = new TemporaryPushError(mutation.mutationId, error);
        break;
      }
      const rejection = { mutationId: mutation.mutationId, name: mutation.name, code: refusal.code, reason: refusal.message };
      await recordRejection(trx, push.clientId, rejection, now);
      rejected.push(rejection);
    } finally {
      if (careful && !failure) await trx.closeMutationSavepoint();
    }
    last = mutation.mutationId;
    applied += 1;
  }
  if (!careful) {
    try {
      await enterMutation(trx, false);
    } catch {
      return null;
    }
  }
  return { last, applied, rejected, failure };
}

/**
 * Applies a push: mutations in order, each all-or-nothing together with the move of
 * lastMutationId, so an acknowledged mutation is never applied twice and a refused one never
 * half-applied (rolled back and recorded with its reason). A push first runs its mutations
 * optimistically, with no savepoint; only when one fails is that transaction rolled back and
 * the chunk run again in a new one, each mutation in a savepoint of its own (runMutations),
 * so a push that goes through pays no savepoint at all. On PostgreSQL the push is one
 * transaction, one durable commit; on SQLite it commits in chunks of MUTATIONS_PER_TRANSACTION
 * and is answered once all are committed and the WAL is synced (app.ts). Either way one disk
 * sync per push, not per mutation (docs/performance.md asks for thousands of mutations a second), and a
 * crash before the answer loses only what the device has not been told about and will send
 * again. A gap stops the batch. Each push transaction is one PushTransaction, which holds the
 * club's version counter and keeps the rows its mutations read and write where that is sound
 * (db/push-transaction.ts); the activities its new sessions list are checked in one read up
 * front. The answer lists the rejections of this push's mutations: those its transactions
 * recorded, or, when another request (a replay of the push) handled some of them first, those
 * read back from sync_rejections, so a replayed push answers the same.
 */
export async function applyPush(db: Db, actor: AuthedUser, push: PushRequest, clock: () => Date, gate: PushGate, origin: RequestOrigin = noOrigin): Promise<PushResponse> {
  let failure: TemporaryPushError | null = null;
  const mutationIds = push.mutations.map((m) => m.mutationId);
  const firstId = Math.min(...mutationIds);
  const perTransaction = mutationsPerTransaction(db);
  // The rejections this push's transactions recorded, while no other request (a replay of the
  // push) handled any of its mutations: then they are all there are, and need no read back.
  let recorded: Rejection[] | null = [];
  let lastDone: number | null = null;
  // A chunk runs optimistically first, and again carefully only when that run failed.
  let careful = false;
  for (;;) {
    const chunk = await gate.through(actor.organizationId, () => db.transaction().execute(async (open): Promise<Chunk> => {
      const trx = new PushTransaction(open, actor.organizationId);
      const client = await claimClient(trx, actor, push.clientId, clock(), { lock: true });
      const from = client.last_mutation_id;
      const alone = recorded !== null && (lastDone === null ? from < firstId : from === lastDone);
      const pending = push.mutations.filter((m) => m.mutationId > from).slice(0, perTransaction);
      let done: Run = { last: from, applied: 0, rejected: [], failure: null };
      if (pending.length > 0 && pending[0]!.mutationId === from + 1) {
        // Before any savepoint, so the counter stays held whatever is rolled back.
        await holdCounter(trx, actor.organizationId);
        const listed = listedActivityIds(pending).slice(0, ACTIVITIES_READ_AHEAD);
        if (listed.length > 0) {
          await enterMutation(trx, true);
          await visibleActivityIds(trx, actor, listed);
        }
        const run = await runMutations(trx, actor, push, from, perTransaction, clock, careful, origin);
        // Rolls the transaction back (Kysely does, on the throw); the chunk runs again carefully.
        if (!run) throw new OptimisticRunFailed();
        done = run;
        await releaseCounters(trx, done.last === from ? undefined : { clientId: push.clientId, lastMutationId: done.last, now: clock() });
      }
      failure = done.failure;
      const more = !failure && done.applied === perTransaction && mutationIds.includes(done.last + 1);
      const rejected = more || failure ? null : alone ? [...recorded!, ...done.rejected] : await rejectionsOf(trx, push.clientId, mutationIds);
      return { last: done.last, more, rejected, alone, recorded: done.rejected };
    })).catch((error: unknown) => {
      if (error instanceof OptimisticRunFailed) return null;
      throw error;
    });
    if (chunk === null) {
      careful = true;
      continue;
    }
    careful = false;
    if (failure) throw failure;
    lastDone = chunk.last;
    recorded = chunk.alone ? [...recorded!, ...chunk.recorded] : null;
    if (!chunk.more) return { lastMutationId: chunk.last, rejected: chunk.rejected ?? [] };
  }
}
