import { can, phasesFor, planListsProblem, totalMinutesOf, uuidv7, type Session, type SessionInput, type SessionUpdate } from '@pitchside/shared';
import { nextVersion, writeTombstone, type Db } from '../db/database';
import type { AuthedUser } from '../http/env';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { toSession, type SessionRow } from './rows';
import { visibleActivityIds } from './visibility';

/**
 * Sessions of an organization (coaching.md sections 3-5). The REST routes and the sync
 * push both call these, so the rules hold however a change arrives.
 */

export const DEFAULT_ACTIVITY_MINUTES = 15;

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

/** The stored fields a new session gets, with the spec's defaults filled in. */
function newSessionFields(db: Db, actor: AuthedUser, args: SessionInput) {
  if (args.activityDurations.length > args.activityIds.length) {
    throw badRequest('Each activity needs exactly one duration', {
      activityDurations: 'More durations than activities',
    });
  }
  if (args.activityPhases && args.activityPhases.length > args.activityIds.length) {
    throw badRequest('Each activity needs exactly one phase', { activityPhases: 'More phases than activities' });
  }
  assertVisibleActivities(db, actor, args.activityIds);
  const durations = args.activityIds.map((_, i) => args.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES);
  const focus = args.focus.trim();
  const title = args.title.trim() || (focus ? `${focus} Session` : 'Training Session');
  const duration = args.duration > 0 ? args.duration : durations.reduce((sum, d) => sum + d, 0);
  if (args.currentActivityIndex > Math.max(0, args.activityIds.length - 1)) {
    throw badRequest('The current activity is outside the session', { currentActivityIndex: 'Out of range' });
  }
  return {
    organization_id: actor.organizationId,
    title,
    description: args.description,
    focus,
    ability_level: args.abilityLevel,
    player_count: args.playerCount,
    duration,
    space_available: args.spaceAvailable,
    activity_ids: JSON.stringify(args.activityIds),
    activity_durations: JSON.stringify(durations),
    activity_phases: JSON.stringify(phasesFor(args.activityIds, args.activityPhases)),
    notes: args.notes,
    is_active: args.isActive ? 1 : 0,
    current_activity_index: args.currentActivityIndex,
    saved_to_library: args.savedToLibrary ? 1 : 0,
  };
}

type NewSessionFields = ReturnType<typeof newSessionFields>;

function sameContent(row: SessionRow, fields: NewSessionFields): boolean {
  return (Object.keys(fields) as (keyof NewSessionFields)[]).every((key) => row[key] === fields[key]);
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

const updateColumns = {
  status: 'status',
  notes: 'notes',
  currentActivityIndex: 'current_activity_index',
  isActive: 'is_active',
  title: 'title',
  description: 'description',
  spaceAvailable: 'space_available',
} as const satisfies Record<Exclude<keyof SessionUpdate, PlanKey>, keyof SessionRow>;

type PlanKey = 'activityIds' | 'activityDurations' | 'activityPhases';

/**
 * The stored columns of a plan edit (activities, minutes, phases, and the total they make),
 * or null when the patch leaves the plan alone. The lists come together and stay parallel.
 */
function planColumns(db: Db, actor: AuthedUser, patch: SessionUpdate): Record<string, string | number> | null {
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
  return {
    activity_ids: JSON.stringify(activityIds),
    activity_durations: JSON.stringify(activityDurations),
    activity_phases: JSON.stringify(phasesFor(activityIds, activityPhases)),
    duration: totalMinutesOf(activityDurations),
  };
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
    const plan = planColumns(db, actor, patch);
    const count = plan ? patch.activityIds!.length : (JSON.parse(row.activity_ids) as string[]).length;
    if (patch.currentActivityIndex !== undefined && patch.currentActivityIndex > Math.max(0, count - 1)) {
      throw badRequest('The current activity is outside the session', { currentActivityIndex: 'Out of range' });
    }
    const sets: string[] = [];
    const values: Record<string, string | number | null> = {};
    const set = (column: string, value: string | number | null) => {
      sets.push(`${column} = @${column}`);
      values[column] = value;
    };
    for (const key of Object.keys(updateColumns) as (keyof typeof updateColumns)[]) {
      const value = patch[key];
      if (value === undefined) continue;
      set(updateColumns[key], typeof value === 'boolean' ? (value ? 1 : 0) : value);
    }
    if (plan) {
      for (const [column, value] of Object.entries(plan)) set(column, value);
      // A shorter plan must not leave the run-through pointing past its end.
      if (patch.currentActivityIndex === undefined && row.current_activity_index > Math.max(0, count - 1)) {
        set('current_activity_index', Math.max(0, count - 1));
      }
    }
    if (patch.status !== undefined && patch.status !== row.status) {
      // When a run was finished, for the history; reopening it clears that.
      sets.push('completed_at = @completed_at');
      values.completed_at = patch.status === 'completed' ? now.toISOString() : null;
    }
    if (sets.length === 0) return toSession(row);
    if (values.title === '') values.title = row.focus ? `${row.focus} Session` : 'Training Session';
    if (values.space_available === '') values.space_available = null;
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
