import type { SessionInput, SessionUpdate } from '../api';
import type { Session } from '../entities';
import { DEFAULT_ACTIVITY_MINUTES, phasesFor, totalMinutesOf } from './session-plan';

/**
 * How a create or update payload becomes the stored session. The device applies it to its
 * own copy at once (offline too) and the server applies it to the real row; both call these
 * functions so the copy a coach sees before the sync is the one the server keeps.
 */

export const DEFAULT_SESSION_TITLE = 'Training Session';

/** The title a session gets when the coach leaves it empty: named after its focus. */
export function defaultSessionTitle(focus: string): string {
  const topic = focus.trim();
  return topic ? `${topic} Session` : DEFAULT_SESSION_TITLE;
}

/** The coach's title, or the default one when it is blank. */
export function sessionTitleOr(title: string, focus: string): string {
  return title.trim() || defaultSessionTitle(focus);
}

/** The fields of a session its creator chooses (the rest is bookkeeping: ids, versions, times). */
export type SessionContent = Pick<
  Session,
  | 'title'
  | 'description'
  | 'focus'
  | 'abilityLevel'
  | 'playerCount'
  | 'duration'
  | 'spaceAvailable'
  | 'activityIds'
  | 'activityDurations'
  | 'activityPhases'
  | 'notes'
  | 'isActive'
  | 'currentActivityIndex'
  | 'savedToLibrary'
  | 'groupId'
>;

export type SessionRuleProblem = { message: string; fields: Record<string, string> };

/** What makes a new session's lists impossible to store, or null. */
export function newSessionProblem(args: Pick<SessionInput, 'activityIds' | 'activityDurations' | 'activityPhases' | 'currentActivityIndex'>): SessionRuleProblem | null {
  if (args.activityDurations.length > args.activityIds.length) {
    return { message: 'Each activity needs exactly one duration', fields: { activityDurations: 'More durations than activities' } };
  }
  if (args.activityPhases && args.activityPhases.length > args.activityIds.length) {
    return { message: 'Each activity needs exactly one phase', fields: { activityPhases: 'More phases than activities' } };
  }
  return currentActivityProblem(args.currentActivityIndex, args.activityIds.length);
}

/** Refuses a run-through position past the end of a plan of `count` activities. */
export function currentActivityProblem(index: number, count: number): SessionRuleProblem | null {
  if (index <= lastIndex(count)) return null;
  return { message: 'The current activity is outside the session', fields: { currentActivityIndex: 'Out of range' } };
}

/** A new session's content with the spec's defaults filled in: title, minutes, phases, total. */
export function newSessionContent(args: SessionInput): SessionContent {
  const durations = args.activityIds.map((_, i) => args.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES);
  const focus = args.focus.trim();
  return {
    title: sessionTitleOr(args.title, focus),
    description: args.description,
    focus,
    abilityLevel: args.abilityLevel,
    playerCount: args.playerCount,
    duration: args.duration > 0 ? args.duration : totalMinutesOf(durations),
    spaceAvailable: args.spaceAvailable,
    activityIds: args.activityIds,
    activityDurations: durations,
    activityPhases: phasesFor(args.activityIds, args.activityPhases),
    notes: args.notes,
    isActive: args.isActive,
    currentActivityIndex: args.currentActivityIndex,
    savedToLibrary: args.savedToLibrary,
    groupId: args.groupId ?? null,
  };
}

/** The fields an update may change, including those derived from it (total, completion time). */
export type SessionChanges = Partial<
  Pick<Session, keyof SessionUpdate | 'duration' | 'completedAt'>
>;

/**
 * The stored fields an update changes, given the session as it is now. The caller checked
 * the plan lists (they come together and stay parallel); an empty result changes nothing.
 */
export function sessionChanges(
  current: Pick<Session, 'focus' | 'status' | 'currentActivityIndex' | 'activityIds'>,
  patch: SessionUpdate,
  now: string,
): SessionChanges {
  const { activityIds, activityDurations, activityPhases, ...rest } = patch;
  const changes: SessionChanges = {};
  for (const [key, value] of Object.entries(rest) as [keyof typeof rest, unknown][]) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  if (rest.title !== undefined) changes.title = sessionTitleOr(rest.title, current.focus);
  if (rest.spaceAvailable === '') changes.spaceAvailable = null;
  // Finishing a run records when, for the history; reopening it clears that.
  if (patch.status !== undefined && patch.status !== current.status) changes.completedAt = patch.status === 'completed' ? now : null;
  if (activityIds && activityDurations) {
    Object.assign(changes, {
      activityIds,
      activityDurations,
      activityPhases: phasesFor(activityIds, activityPhases),
      duration: totalMinutesOf(activityDurations),
    });
    // A shorter plan must not leave the run-through pointing past its end.
    const last = lastIndex(activityIds.length);
    if (rest.currentActivityIndex === undefined && current.currentActivityIndex > last) changes.currentActivityIndex = last;
  }
  return changes;
}

/** Where the run-through may point in a plan of `count` activities. */
export function lastIndex(count: number): number {
  return Math.max(0, count - 1);
}
