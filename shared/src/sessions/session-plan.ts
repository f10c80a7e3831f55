import { WARM_UP } from '../drills/vocabulary';
import type { SessionPhase } from './session-plan-schema';

/**
 * A session's plan: its activities in order, each with minutes and a phase. The builder,
 * the session editor, the server and the run-through all read it through these rules.
 */

export const sessionPhases = ['Warm-up', 'Main', 'Game'] as const;

/** Minutes an activity gets when nobody chose (docs/spec/coaching.md section 9). */
export const DEFAULT_ACTIVITY_MINUTES = 15;
/** The phase of an activity nobody placed (sessions saved before phases existed). */
export const DEFAULT_PHASE: SessionPhase = 'Main';

/** The phases parallel to `activityIds`: stored ones, 'Main' for any missing (older sessions). */
export function phasesFor(activityIds: readonly string[], phases: readonly SessionPhase[] | undefined): SessionPhase[] {
  return activityIds.map((_, i) => phases?.[i] ?? DEFAULT_PHASE);
}

export function totalMinutesOf(durations: readonly number[]): number {
  return durations.reduce((sum, d) => sum + d, 0);
}

export const MIN_ACTIVITY_MINUTES = 5;
export const MAX_ACTIVITY_MINUTES = 60;
export const ACTIVITY_MINUTES_STEP = 5;
/** 5 to 60 minutes in steps of 5 (docs/spec/coaching.md section 9). */
export const activityMinuteChoices: readonly number[] = Array.from(
  { length: (MAX_ACTIVITY_MINUTES - MIN_ACTIVITY_MINUTES) / ACTIVITY_MINUTES_STEP + 1 },
  (_, i) => MIN_ACTIVITY_MINUTES + i * ACTIVITY_MINUTES_STEP,
);
/**
 * The minutes a drill gets when a coach adds it to a plan: its own duration, rounded to the
 * plan's 5-minute steps (within 5 to 60); the fallback (usually 15) for one that states none.
 */
export function defaultMinutesFor(
  activity: { profile?: { duration?: { minutes: number } } | null } | undefined,
  fallback: number = DEFAULT_ACTIVITY_MINUTES,
): number {
  const minutes = activity?.profile?.duration?.minutes;
  if (!minutes) return fallback;
  const stepped = Math.round(minutes / ACTIVITY_MINUTES_STEP) * ACTIVITY_MINUTES_STEP;
  return Math.min(MAX_ACTIVITY_MINUTES, Math.max(MIN_ACTIVITY_MINUTES, stepped));
}

/** Suggestions for the Space available field (free text). */
export const spaceSuggestions = ['Full pitch', 'Half pitch', 'Quarter pitch', 'Penalty area', '30 x 20 m', '40 x 30 m', 'Indoor hall'] as const;

const GAME_TOPICS = new Set(['small sided games', 'games with conditions', 'games', 'category:games']);
const WARM_UP_TOPICS = new Set([WARM_UP.toLowerCase(), `category:${WARM_UP.toLowerCase()}`]);

/** Where a drill goes by default: warm-ups to Warm-up, game formats to Game, the rest to Main. */
export function phaseForActivity(activity: { category: string; subCategoryName: string | null }): SessionPhase {
  const names = [activity.category, activity.subCategoryName ?? ''].map((n) => n.trim().toLowerCase());
  if (names.some((n) => WARM_UP_TOPICS.has(n))) return 'Warm-up';
  if (names.some((n) => GAME_TOPICS.has(n))) return 'Game';
  return 'Main';
}

/** One item of a plan being edited. `key` tells two copies of the same drill apart. */
export type PlanItem = { key: string; activityId: string; duration: number; phase: SessionPhase };

/** Items in phase order (Warm-up, Main, Game), keeping the coach's order within a phase. */
export function orderByPhase<T extends { phase: SessionPhase }>(items: readonly T[]): T[] {
  return sessionPhases.flatMap((phase) => items.filter((i) => i.phase === phase));
}

export type PhaseGroup<T> = { phase: SessionPhase; items: { item: T; index: number }[] };

/**
 * Consecutive runs of one phase, each with the items' positions in the whole list, for
 * headings in lists. A session saved in any order still reads top to bottom.
 */
export function groupByPhase<T>(items: readonly T[], phaseOf: (item: T, index: number) => SessionPhase): PhaseGroup<T>[] {
  const groups: PhaseGroup<T>[] = [];
  items.forEach((item, index) => {
    const phase = phaseOf(item, index);
    const last = groups[groups.length - 1];
    if (last && last.phase === phase) last.items.push({ item, index });
    else groups.push({ phase, items: [{ item, index }] });
  });
  return groups;
}

/** Moves the item at `from` to `to` (both positions in the same list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/**
 * Moves an item up or down within its own phase (the keyboard twin of dragging).
 * Answers the list unchanged at the phase's edge.
 */
export function movePlanItem<T extends { key: string; phase: SessionPhase }>(items: readonly T[], key: string, direction: -1 | 1): T[] {
  const ordered = orderByPhase(items);
  const from = ordered.findIndex((i) => i.key === key);
  const item = ordered[from];
  const neighbour = ordered[from + direction];
  if (!item || !neighbour || neighbour.phase !== item.phase) return ordered;
  return moveItem(ordered, from, from + direction);
}

/** Moves an item to position `to` among the items of its own phase (where a drag dropped it). */
export function movePlanItemTo<T extends { key: string; phase: SessionPhase }>(items: readonly T[], key: string, to: number): T[] {
  const ordered = orderByPhase(items);
  const item = ordered.find((i) => i.key === key);
  if (!item) return ordered;
  const own = ordered.filter((i) => i.phase === item.phase);
  const moved = moveItem(own, own.indexOf(item), to);
  return sessionPhases.flatMap((phase) => (phase === item.phase ? moved : ordered.filter((i) => i.phase === phase)));
}

/** Puts an item in another phase, at the end of that phase. */
export function setPlanItemPhase<T extends { key: string; phase: SessionPhase }>(items: readonly T[], key: string, phase: SessionPhase): T[] {
  const item = items.find((i) => i.key === key);
  if (!item || item.phase === phase) return orderByPhase(items);
  const rest = items.filter((i) => i.key !== key);
  return orderByPhase([...rest, { ...item, phase }]);
}

/** The three parallel lists a session stores, in phase order. */
export function planToLists(items: readonly PlanItem[]): { activityIds: string[]; activityDurations: number[]; activityPhases: SessionPhase[] } {
  const ordered = orderByPhase(items);
  return {
    activityIds: ordered.map((i) => i.activityId),
    activityDurations: ordered.map((i) => i.duration),
    activityPhases: ordered.map((i) => i.phase),
  };
}

/** A session's lists as editable items (keys from positions, stable for one editing visit). */
export function listsToPlan(session: { activityIds: readonly string[]; activityDurations: readonly number[]; activityPhases?: readonly SessionPhase[] }): PlanItem[] {
  const phases = phasesFor(session.activityIds, session.activityPhases);
  return session.activityIds.map((activityId, i) => ({
    key: `${i}-${activityId}`,
    activityId,
    duration: session.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES,
    phase: phases[i] ?? DEFAULT_PHASE,
  }));
}

/** "Warm-up 10 min · Main 40 min · Game 20 min": the phases a session has, with their minutes. */
export function phaseSummary(session: { activityIds: readonly string[]; activityDurations: readonly number[]; activityPhases?: readonly SessionPhase[] }): { phase: SessionPhase; minutes: number; count: number }[] {
  const phases = phasesFor(session.activityIds, session.activityPhases);
  return sessionPhases
    .map((phase) => {
      const indexes = phases.flatMap((p, i) => (p === phase ? [i] : []));
      return { phase, count: indexes.length, minutes: totalMinutesOf(indexes.map((i) => session.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES)) };
    })
    .filter((s) => s.count > 0);
}

/** The title of a duplicated session. */
export function copyTitle(title: string): string {
  return `${title} (copy)`.slice(0, 200);
}

/**
 * What is wrong with a session's lists, or null: every activity needs exactly one duration
 * and, when phases are given, exactly one phase.
 */
export function planListsProblem(lists: { activityIds: readonly string[]; activityDurations: readonly number[]; activityPhases?: readonly string[] }): { field: string; message: string } | null {
  if (lists.activityDurations.length !== lists.activityIds.length) {
    return { field: 'activityDurations', message: 'Each activity needs exactly one duration' };
  }
  if (lists.activityPhases && lists.activityPhases.length > 0 && lists.activityPhases.length !== lists.activityIds.length) {
    return { field: 'activityPhases', message: 'Each activity needs exactly one phase' };
  }
  return null;
}

/** The most frequent value (the first seen wins a tie), or undefined for an empty list. */
export function mostCommon<T>(values: readonly T[]): T | undefined {
  return byFrequency(values)[0];
}

/** The distinct values by how often they occur, most frequent first (the first seen wins a tie). */
export function byFrequency<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
}
