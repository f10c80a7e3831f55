import {
  can,
  currentActivityProblem,
  newSessionContent,
  newSessionProblem,
  planListsProblem,
  uuidv7,
  type MutationArgs,
  type Session,
  type SessionContent,
  type SessionInput,
  type SessionUpdate,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { sessionRowsOfOrganization } from '../db/queries/sessions';
import { coalescedRow, ownRow } from '../db/push-transaction';
import type { AuthedUser } from './actor';
import { badRequest, changedMeanwhile, conflict, forbidden, notFound } from './errors';
import { toSession, toSessionColumns, type RunOf, type SessionRow } from './rows';
import { visibleActivityIds } from './visibility';
import { applyMutator, RowIdTaken } from './mutator-tx';

/**
 * Sessions of an organization (docs/spec/coaching.md sections 3-5). The REST routes and the sync
 * push both call these, so the rules hold however a change arrives.
 */

/** The session of the actor's organization, or 404 (another organization's id is unknown here). */
export async function getOwnSessionRow(db: Db, actor: AuthedUser, id: string): Promise<SessionRow> {
  const row = await ownRow(db, 'sessions', actor.organizationId, id);
  if (!row) throw notFound('Session not found');
  return row;
}

export async function getSession(db: Db, actor: AuthedUser, id: string): Promise<Session> {
  if (!can(actor, 'runSession')) throw forbidden();
  return toSession(await getOwnSessionRow(db, actor, id));
}

export async function listSessions(db: Db, actor: AuthedUser): Promise<Session[]> {
  const rows = await sessionRowsOfOrganization(db, actor.organizationId);
  return rows.map(toSession);
}

async function assertVisibleActivities(db: Db, actor: AuthedUser, ids: readonly string[]): Promise<void> {
  const visible = await visibleActivityIds(db, actor, ids);
  const unknown = ids.find((id) => !visible.has(id));
  if (unknown) throw badRequest('The session lists an activity that does not exist', { activityIds: `Unknown activity ${unknown}` });
}

/** Refuses a new session whose lists do not fit together or name an activity the actor cannot see. */
async function checkNewSession(db: Db, actor: AuthedUser, args: SessionInput): Promise<void> {
  const problem = newSessionProblem(args);
  if (problem) throw badRequest(problem.message, problem.fields);
  await assertVisibleActivities(db, actor, args.activityIds);
}

/** The content a new session is stored with: a group gone since the device planned (or never the club's) is dropped, as the mutator drops it. */
async function storedContentOf(db: Db, actor: AuthedUser, args: SessionInput): Promise<SessionContent> {
  const content = newSessionContent(args);
  const groupId = content.groupId && (await ownRow(db, 'coach_groups', actor.organizationId, content.groupId)) ? content.groupId : null;
  return { ...content, groupId };
}

function sameContent(row: SessionRow, organizationId: string, content: SessionContent): boolean {
  const fields = { organization_id: organizationId, ...toSessionColumns(content) };
  return Object.entries(fields).every(([key, value]) => row[key as keyof SessionRow] === value);
}

/**
 * Creates a session. The id comes from the device when it was made offline; sending the
 * same create again answers the stored session (a retried request), a different one 409.
 */
export async function createSession(db: Db, actor: AuthedUser, args: SessionInput, now: Date): Promise<Session> {
  if (!can(actor, 'createSession')) throw forbidden("You don't have permission to create sessions.");
  return inTransaction(db, (trx) => insertSession(trx, actor, args, now));
}

/**
 * Makes a session through its mutation's mutator (the caller checked the right to), or
 * answers the stored one when the same create arrives again. `runOf` marks a copy run from
 * the schedule (scheduleEntry.run), which names the entry and carries the plan it ran.
 */
export async function insertSession(db: Db, actor: AuthedUser, args: SessionInput, now: Date, runOf?: RunOf): Promise<Session> {
  await checkNewSession(db, actor, args);
  const id = args.id ?? uuidv7(now.getTime());
  try {
    const tx = runOf
      ? await applyMutator(db, actor, 'scheduleEntry.run', { ...args, id, scheduleEntryId: runOf.scheduleEntryId }, now)
      : await applyMutator(db, actor, 'session.create', { ...args, id }, now);
    // The row as stored (every column is given), without a round trip to read it back.
    return toSession(tx.written<SessionRow>('sessions', id)!);
  } catch (error) {
    if (!(error instanceof RowIdTaken)) throw error;
  }
  // The id was taken: the common case is a retry, so the check costs nothing when it is not one.
  const existing = await coalescedRow(db, 'sessions', id);
  // Deleted since the insert saw it: not permanent, sending again decides.
  if (!existing) throw changedMeanwhile('This item was deleted while it was being created. Please try again.');
  if (sameContent(existing, actor.organizationId, await storedContentOf(db, actor, args)) && existing.schedule_entry_id === (runOf?.scheduleEntryId ?? null)) return toSession(existing);
  throw conflict('A different session with this id already exists');
}

/** Refuses a plan edit whose lists do not travel together or are not parallel; null when the patch leaves the plan alone. */
async function checkPlanEdit(db: Db, actor: AuthedUser, patch: SessionUpdate): Promise<string[] | null> {
  const { activityIds, activityDurations, activityPhases } = patch;
  if (activityIds === undefined && activityDurations === undefined && activityPhases === undefined) return null;
  if (activityIds === undefined || activityDurations === undefined) {
    throw badRequest('Send the activities and their durations together', {
      [activityIds === undefined ? 'activityIds' : 'activityDurations']: 'Required when the plan changes',
    });
  }
  const problem = planListsProblem({ activityIds, activityDurations, activityPhases });
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  await assertVisibleActivities(db, actor, activityIds);
  return activityIds;
}

/**
 * Changes a session. Running it (status, notes, current activity) is open to every member
 * of the organization; renaming it or changing its plan needs the right to create sessions.
 */
export async function updateSession(db: Db, actor: AuthedUser, args: MutationArgs<'session.update'>, now: Date): Promise<Session> {
  const { id, patch } = args;
  const edits =
    patch.title !== undefined ||
    patch.description !== undefined ||
    patch.spaceAvailable !== undefined ||
    patch.activityIds !== undefined ||
    patch.activityDurations !== undefined ||
    patch.activityPhases !== undefined;
  if (!can(actor, 'runSession') || (edits && !can(actor, 'createSession'))) throw forbidden();
  return inTransaction(db, async (db) => {
    const row = await getOwnSessionRow(db, actor, id);
    const plan = await checkPlanEdit(db, actor, patch);
    const count = (plan ?? (JSON.parse(row.activity_ids) as string[])).length;
    const outside = patch.currentActivityIndex === undefined ? null : currentActivityProblem(patch.currentActivityIndex, count);
    if (outside) throw badRequest(outside.message, outside.fields);
    await applyMutator(db, actor, 'session.update', args, now);
    return toSession(await getOwnSessionRow(db, actor, id));
  });
}

/** Adds a line to the notes, keeping what is there (adaptations applied while running it). */
export async function appendSessionNote(db: Db, actor: AuthedUser, args: MutationArgs<'session.appendNote'>, now: Date): Promise<Session> {
  if (!can(actor, 'runSession')) throw forbidden();
  return inTransaction(db, async (db) => {
    await getOwnSessionRow(db, actor, args.id);
    await applyMutator(db, actor, 'session.appendNote', args, now);
    return toSession(await getOwnSessionRow(db, actor, args.id));
  });
}

/**
 * Deletes a session. Its schedule entries stay, without a session (shown as TBD), with a
 * new version so devices learn of the change.
 */
export async function deleteSession(db: Db, actor: AuthedUser, args: { id: string }, now: Date): Promise<void> {
  if (!can(actor, 'deleteSession')) throw forbidden();
  await inTransaction(db, async (db) => {
    await getOwnSessionRow(db, actor, args.id);
    await applyMutator(db, actor, 'session.delete', args, now);
  });
}
