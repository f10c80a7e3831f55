import type { MatchEvent } from './match-log-schema';

/**
 * A live match is an append-only log of timed events. Everything the touchline screen shows
 * (the clock, the score, who is on, each player's minutes) is computed from the log and the
 * time now, never by counting ticks: a locked screen, a reload, a killed tab or a dead signal
 * lose nothing, because the times are in the log.
 */

export type MatchPhase = 'not-started' | 'playing' | 'paused' | 'break' | 'ended';

export type MatchClock = {
  phase: MatchPhase;
  /** 0-based period being played, or the one just ended during a break. */
  period: number;
  /** Playing time in the current period (pauses left out). */
  periodMs: number;
  /** Playing time since kick-off (pauses and breaks left out). */
  matchMs: number;
};

export type LiveState = MatchClock & {
  score: { us: number; them: number };
  onField: string[];
  keeper: string | null;
  bench: string[];
  out: string[];
  /** Playing time per player so far, keeper time included. */
  playedMs: Record<string, number>;
  goals: Record<string, number>;
  assists: Record<string, number>;
};

const time = (iso: string) => Date.parse(iso);

/** Events in the order they happened; equal times keep the order they were logged in. */
export function orderedEvents(events: readonly MatchEvent[]): MatchEvent[] {
  return events.map((e, i) => ({ e, i })).sort((a, b) => time(a.e.at) - time(b.e.at) || a.i - b.i).map(({ e }) => e);
}

/**
 * The state of the match at `now`, from the starting lineup and the log. The starting lineup
 * is who was on at kick-off; substitutions, injuries and late arrivals move players from then on.
 */
export function liveState(
  lineup: { onField: readonly string[]; keeper: string | null; bench: readonly string[] },
  events: readonly MatchEvent[],
  now: Date,
): LiveState {
  const state: LiveState = {
    phase: 'not-started',
    period: 0,
    periodMs: 0,
    matchMs: 0,
    score: { us: 0, them: 0 },
    onField: [...lineup.onField],
    keeper: lineup.keeper,
    bench: [...lineup.bench],
    out: [],
    playedMs: Object.fromEntries([...lineup.onField, ...lineup.bench].map((p) => [p, 0])),
    goals: {},
    assists: {},
  };
  let runningSince: number | null = null;
  const advance = (to: number) => {
    if (runningSince === null) return;
    const span = Math.max(0, to - runningSince);
    state.periodMs += span;
    state.matchMs += span;
    for (const p of state.onField) state.playedMs[p] = (state.playedMs[p] ?? 0) + span;
    runningSince = to;
  };
  for (const event of orderedEvents(events)) {
    const t = time(event.at);
    advance(t);
    switch (event.kind) {
      case 'kick-off':
        if (state.phase === 'break') {
          state.period += 1;
          state.periodMs = 0;
        }
        if (state.phase === 'not-started' || state.phase === 'break') {
          state.phase = 'playing';
          runningSince = t;
        }
        break;
      case 'pause':
        if (state.phase === 'playing') {
          state.phase = 'paused';
          runningSince = null;
        }
        break;
      case 'resume':
        if (state.phase === 'paused') {
          state.phase = 'playing';
          runningSince = t;
        }
        break;
      case 'period-end':
        if (state.phase === 'playing' || state.phase === 'paused') {
          state.phase = 'break';
          runningSince = null;
        }
        break;
      case 'end':
        state.phase = 'ended';
        runningSince = null;
        break;
      case 'substitution':
        swap(state, event.off, event.on);
        break;
      case 'keeper-swap':
        if (state.onField.includes(event.to)) state.keeper = event.to;
        else {
          swap(state, event.from, event.to);
          state.keeper = event.to;
        }
        break;
      case 'goal':
        state.score.us += 1;
        if (event.scorer) state.goals[event.scorer] = (state.goals[event.scorer] ?? 0) + 1;
        if (event.assist) state.assists[event.assist] = (state.assists[event.assist] ?? 0) + 1;
        break;
      case 'opponent-goal':
        state.score.them += 1;
        break;
      case 'injury':
        state.onField = state.onField.filter((p) => p !== event.player);
        state.bench = state.bench.filter((p) => p !== event.player);
        if (!state.out.includes(event.player)) state.out.push(event.player);
        if (state.keeper === event.player) state.keeper = null;
        break;
      case 'late-arrival':
        if (!state.bench.includes(event.player) && !state.onField.includes(event.player)) state.bench.push(event.player);
        state.playedMs[event.player] ??= 0;
        break;
    }
  }
  advance(now.getTime());
  return state;
}

function swap(state: LiveState, off: string, on: string): void {
  if (!state.onField.includes(off)) return;
  state.onField = state.onField.map((p) => (p === off ? on : p));
  state.bench = [...state.bench.filter((p) => p !== on), off];
  if (state.keeper === off) state.keeper = on;
  state.playedMs[on] ??= 0;
}

/** Undo the last event logged (not the last in time: the coach undoes what they just tapped). */
export function withoutLastEvent(events: readonly MatchEvent[]): MatchEvent[] {
  return events.slice(0, -1);
}

/** '12:05' for a clock of 12 minutes 5 seconds. */
export function formatClock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
