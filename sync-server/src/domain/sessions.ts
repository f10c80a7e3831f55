import {
  can,
  currentActivityProblem,
  newSessionContent,
  newSessionProblem,
  planListsProblem,
  sessionChanges,
  uuidv7,
  type Session,
  type SessionInput,
  type SessionUpdate,
} from '@pitchside/shared';
import { nextVersion, writeTombstone, type Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { toSession, toSessionColumns, type SessionRow } from './rows';
import { visibleActivityIds } from './visibility';

/**
 * Sessions of an organization (coaching.md sections 3-5). The REST routes and the sync
 * push both call these, so the rules hold however a change arrives.
 */

/** The session of the actor's organization, or 404 (another organization's id is unknown here). */
export function getOwnSessionRow(db: Db, actor: AuthedUser, id: string): SessionRow {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ? AND organization_id = ?').get(id, actor.organizationId) as
    | SessionRow
    | undefined;
  if (!row) throw notFound('Session not found');
  return row;
}

export function getSession(db: Db, actor: AuthedUser, id: string): Session {
  if (!can(actor, 'runSession')) throw forbidden();
  return toSession(getOwnSessionRow(db, actor, id));
}

export function listSessions(db: Db, actor: AuthedUser): Session[] {
  const rows = db
    .prepare('SELECT * FROM sessions WHERE organization_id = ? ORDER BY created_at DESC, id DESC')
    .all(actor.organizationId) as SessionRow[];
  return rows.map(toSession);
}

function assertVisibleActivities(db: Db, actor: AuthedUser, ids: readonly string[]): void {
  const visible = visibleActivityIds(db, actor, ids);
  const unknown = ids.find((id) => !visible.has(id));
  if (unknown) throw badRequest('The session lists an activity that does not exist', { activityIds: `Unknown activity ${unknown}` });
}

/** The stored fields a new session gets, with the spec's defaults filled in (shared with the device). */
function newSessionFields(db: Db, actor: AuthedUser, args: SessionInput) {
  const problem = newSessionProblem(args);
  if (problem) throw badRequest(problem.message, problem.fields);
  assertVisibleActivities(db, actor, args.activityIds);
  return { organization_id: actor.organizationId, ...toSessionColumns(newSessionContent(args)) };
}

type NewSessionFields = ReturnType<typeof newSessionFields>;

function sameContent(row: SessionRow, fields: NewSessionFields): boolean {
  return Object.entries(fields).every(([key, value]) => row[key as keyof SessionRow] === value);
}

/**
 * Creates a session. The id comes from the device when it was made offline; sending the
 * same create again answers the stored session (a retried request), a different one 409.
 */
export function createSession(db: Db, actor: AuthedUser, args: SessionInput, now: Date): Session {
  if (!can(actor, 'createSession')) throw forbidden("You don't have permission to create sessions.");
  return db.transaction(() => insertSession(db, actor, args, now))();
}

/** The run record of a copy: which schedule entry it ran for, and that entry's group. */
export type RunOf = { scheduleEntryId: string; groupName: string };

/**
 * Inserts a session (the caller checked the right to), or answers the stored one when the
 * same create arrives again; `runOf` marks a copy run from the schedule.
 */
export function insertSession(db: Db, actor: AuthedUser, args: SessionInput, now: Date, runOf?: RunOf): Session {
  const fields = newSessionFields(db, actor, args);
  const id = args.id ?? uuidv7(now.getTime());
  const existing = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  if (existing) {
    if (sameContent(existing, fields) && existing.schedule_entry_id === (runOf?.scheduleEntryId ?? null)) return toSession(existing);
    throw conflict('A different session with this id already exists');
  }
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO sessions (id, organization_id, created_by, title, description, focus, ability_level, player_count,
       duration, space_available, activity_ids, activity_durations, activity_phases, notes, is_active, current_activity_index,
       saved_to_library, status, created_at, version, updated_at)
     VALUES (@id, @organization_id, @created_by, @title, @description, @focus, @ability_level, @player_count,
       @duration, @space_available, @activity_ids, @activity_durations, @activity_phases, @notes, @is_active, @current_activity_index,
       @saved_to_library, NULL, @at, @version, @at)`,
  ).run({ ...fields, id, created_by: actor.id, at, version: nextVersion(db) });
  if (runOf) {
    db.prepare('UPDATE sessions SET schedule_entry_id = ?, group_name = ? WHERE id = ?').run(runOf.scheduleEntryId, runOf.groupName, id);
  }
  return toSession(getOwnSessionRow(db, actor, id));
}

/** Refuses a plan edit whose lists do not travel together or are not parallel; null when the patch leaves the plan alone. */
function checkPlanEdit(db: Db, actor: AuthedUser, patch: SessionUpdate): string[] | null {
  const { activityIds, activityDurations, activityPhases } = patch;
  if (activityIds === undefined && activityDurations === undefined && activityPhases === undefined) return null;
  if (activityIds === undefined || activityDurations === undefined) {
    throw badRequest('Send the activities and their durations together', {
      [activityIds === undefined ? 'activityIds' : 'activityDurations']: 'Required when the plan changes',
    });
  }
  const problem = planListsProblem({ activityIds, activityDurations, activityPhases });
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  assertVisibleActivities(db, actor, activityIds);
  return activityIds;
}

/**
 * Changes a session. Running it (status, notes, current activity) is open to every member
 * of the organization; renaming it or changing its plan needs the right to create sessions.
 */
export function updateSession(db: Db, actor: AuthedUser, args: { id: string; patch: SessionUpdate }, now: Date): Session {
  const { id, patch } = args;
  const edits =
    patch.title !== undefined ||
    patch.description !== undefined ||
    patch.spaceAvailable !== undefined ||
    patch.activityIds !== undefined ||
    patch.activityDurations !== undefined ||
    patch.activityPhases !== undefined;
  if (!can(actor, 'runSession') || (edits && !can(actor, 'createSession'))) throw forbidden();
  return db.transaction(() => {
    const row = getOwnSessionRow(db, actor, id);
    const plan = checkPlanEdit(db, actor, patch);
    const count = (plan ?? (JSON.parse(row.activity_ids) as string[])).length;
    const outside = patch.currentActivityIndex === undefined ? null : currentActivityProblem(patch.currentActivityIndex, count);
    if (outside) throw badRequest(outside.message, outside.fields);
    const values = toSessionColumns(sessionChanges(toSession(row), patch, now.toISOString()));
    const sets = Object.keys(values).map((column) => `${column} = @${column}`);
    if (sets.length === 0) return toSession(row);
    db.prepare(`UPDATE sessions SET ${[...sets, 'version = @version', 'updated_at = @at'].join(', ')} WHERE id = @id`).run({
      ...values,
      version: nextVersion(db),
      at: now.toISOString(),
      id,
    });
    return toSession(getOwnSessionRow(db, actor, id));
  })();
}

/** Adds a line to the notes, keeping what is there (adaptations applied while running it). */
export function appendSessionNote(db: Db, actor: AuthedUser, args: { id: string; note: string }, now: Date): Session {
  if (!can(actor, 'runSession')) throw forbidden();
  return db.transaction(() => {
    const row = getOwnSessionRow(db, actor, args.id);
    const note = args.note.trim();
    const notes = row.notes ? `${row.notes}\n${note}` : note;
    db.prepare('UPDATE sessions SET notes = ?, version = ?, updated_at = ? WHERE id = ?').run(
      notes,
      nextVersion(db),
      now.toISOString(),
      args.id,
    );
    return toSession(getOwnSessionRow(db, actor, args.id));
  })();
}

/**
 * Deletes a session. Its schedule entries stay, without a session (shown as TBD), with a
 * new version so devices learn of the change.
 */
export function deleteSession(db: Db, actor: AuthedUser, args: { id: string }, now: Date): void {
  if (!can(actor, 'deleteSession')) throw forbidden();
  db.transaction(() => {
    const row = getOwnSessionRow(db, actor, args.id);
    const at = now.toISOString();
    const entryIds = db.prepare('SELECT id FROM schedule_entries WHERE session_id = ?').pluck().all(row.id) as string[];
    const clear = db.prepare('UPDATE schedule_entries SET session_id = NULL, version = ?, updated_at = ? WHERE id = ?');
    for (const entryId of entryIds) clear.run(nextVersion(db), at, entryId);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(row.id);
    writeTombstone(db, 'sessions', row.id, row.organization_id, at);
  })();
}
