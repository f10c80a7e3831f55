import { liveState, type LiveState } from './match-log';
import type { MatchEvent } from './match-log-schema';
import type { Match, MatchEventRow, MatchPlan } from './match-schema';
import type { PlannedWindow } from './rotation-model';

/** A match read from its synced rows: the starting lineup from the plan, the state from the log, the minutes per player, the planned change due. */

export type StartingLineup = { onField: string[]; keeper: string | null; bench: string[] };

/** Who starts: the plan's first window (the keeper is on the field too). */
export function startingLineup(plan: MatchPlan | null): StartingLineup {
  const first = plan?.windows[0];
  if (!first) return { onField: [], keeper: null, bench: [] };
  return { onField: first.onField.map((p) => p.playerId), keeper: first.keeper, bench: [...first.bench] };
}

/** The log's events in the order they were logged (event ids are time-ordered, made on the device). */
export function loggedEvents(rows: readonly Pick<MatchEventRow, 'id' | 'event'>[]): MatchEvent[] {
  return [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((row) => row.event);
}

export function matchState(match: Pick<Match, 'plan'>, rows: readonly Pick<MatchEventRow, 'id' | 'event'>[], now: Date): LiveState {
  return liveState(startingLineup(match.plan), loggedEvents(rows), now);
}

/** Whole minutes played per player (rounded to the nearest minute), from the log. */
export function minutesFromLog(state: Pick<LiveState, 'playedMs'>): Record<string, number> {
  return Object.fromEntries(Object.entries(state.playedMs).map(([id, ms]) => [id, Math.round(ms / 60_000)]));
}

/**
 * The planned window whose lineup the live match should have now, when it differs from who is
 * on: its start has come (in the period being played, or the next period during a break) and
 * its players are not all on yet. Null when nothing is due.
 */
export function dueWindow(match: Pick<Match, 'plan' | 'periodMinutes'>, state: LiveState, absent: readonly string[] = []): PlannedWindow | null {
  const plan = match.plan;
  if (!plan || state.phase === 'not-started' || state.phase === 'ended') return null;
  // During a break the next period's first window is due (its changes are made before kick-off).
  const atBreak = state.phase === 'break';
  const minuteInPeriod = atBreak ? 0 : state.periodMs / 60_000;
  const period = atBreak ? state.period + 1 : state.period;
  const reached = plan.windows.filter((w) => w.period < period || (w.period === period && w.startMinute - w.period * match.periodMinutes <= minuteInPeriod + 1e-9));
  const window = reached.at(-1);
  if (!window || window.index === 0 || window.period !== period) return null;
  return eventsForWindow(window, state, absent).length > 0 ? window : null;
}

/** Planned players who can play now: not injured (out), not a late player who has not arrived (`absent`). */
function canPlay(state: LiveState, absent: readonly string[]) {
  return (id: string) => !state.out.includes(id) && !absent.includes(id);
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id' | 'at'> : never;
export type PlannedEvent = WithoutId<MatchEvent>;

/**
 * The events that bring the live lineup to a planned window: a keeper swap when the keeper
 * changes, then one substitution per player going off, paired with those coming on.
 */
export function eventsForWindow(window: PlannedWindow, state: LiveState, absent: readonly string[] = []): PlannedEvent[] {
  const available = canPlay(state, absent);
  const events: PlannedEvent[] = [];
  let onField = [...state.onField];
  let keeper = state.keeper;
  if (window.keeper && window.keeper !== keeper && available(window.keeper)) {
    events.push({ kind: 'keeper-swap', from: keeper ?? window.keeper, to: window.keeper });
    if (!onField.includes(window.keeper)) onField = onField.map((p) => (p === keeper ? window.keeper! : p));
    keeper = window.keeper;
  }
  const planned = window.onField.map((p) => p.playerId).filter(available);
  const goingOff = onField.filter((id) => !planned.includes(id) && id !== keeper);
  const comingOn = planned.filter((id) => !onField.includes(id));
  comingOn.forEach((on, i) => {
    const off = goingOff[i];
    if (off) events.push({ kind: 'substitution', off, on });
  });
  return events;
}
