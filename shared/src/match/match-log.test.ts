import { describe, expect, it } from 'vitest';
import { formatClock, liveState, withoutLastEvent } from './match-log';
import { matchEventSchema, type MatchEvent } from './match-log-schema';

const kickOff = Date.parse('2026-11-28T10:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(kickOff + minutes * 60_000 + seconds * 1000).toISOString();
const lineup = { onField: ['gk', 'a', 'b', 'c', 'd', 'e', 'f'], keeper: 'gk', bench: ['g', 'h', 'i', 'j'] };

let n = 0;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
const event = (e: WithoutId<MatchEvent>): MatchEvent => ({ id: `e${(n += 1)}`, ...e }) as MatchEvent;

describe('the live match, computed from its log', () => {
  it('the clock comes from the event times: a reload at any moment shows the same time', () => {
    const log = [event({ kind: 'kick-off', at: at(0) })];
    const state = liveState(lineup, log, new Date(at(12, 5)));
    expect(state.phase).toBe('playing');
    expect(formatClock(state.periodMs)).toBe('12:05');
    // The same log read again later (a reload, a killed tab) gives the later time, nothing lost.
    expect(formatClock(liveState(lineup, log, new Date(at(13, 0))).periodMs)).toBe('13:00');
  });

  it('pauses stop the clock; half-time ends the period; the second half starts from zero', () => {
    const log = [
      event({ kind: 'kick-off', at: at(0) }),
      event({ kind: 'pause', at: at(10) }),
      event({ kind: 'resume', at: at(12) }),
      event({ kind: 'period-end', at: at(27) }),
      event({ kind: 'kick-off', at: at(32) }),
    ];
    const firstHalf = liveState(lineup, log.slice(0, 4), new Date(at(30)));
    expect(firstHalf).toMatchObject({ phase: 'break', period: 0, periodMs: 25 * 60_000 });
    const second = liveState(lineup, log, new Date(at(40)));
    expect(second).toMatchObject({ phase: 'playing', period: 1, periodMs: 8 * 60_000, matchMs: 33 * 60_000 });
  });

  it('counts each player minutes from the substitution times, the keeper included; goals, assists and the score', () => {
    const log = [
      event({ kind: 'kick-off', at: at(0) }),
      event({ kind: 'substitution', at: at(7, 30), off: 'a', on: 'g' }),
      event({ kind: 'goal', at: at(9), scorer: 'g', assist: 'b' }),
      event({ kind: 'opponent-goal', at: at(11) }),
      event({ kind: 'injury', at: at(15), player: 'c' }),
      event({ kind: 'substitution', at: at(15), off: 'c', on: 'h' }),
      event({ kind: 'late-arrival', at: at(16), player: 'k' }),
    ];
    const state = liveState(lineup, log, new Date(at(20)));
    expect(state.playedMs.a).toBe(7.5 * 60_000);
    expect(state.playedMs.g).toBe(12.5 * 60_000);
    expect(state.playedMs.gk).toBe(20 * 60_000);
    expect(state.playedMs.c).toBe(15 * 60_000);
    expect(state.playedMs.k).toBe(0);
    expect(state.score).toEqual({ us: 1, them: 1 });
    expect(state.goals).toEqual({ g: 1 });
    expect(state.assists).toEqual({ b: 1 });
    expect(state.out).toEqual(['c']);
    expect(state.bench).toContain('k');
    expect(state.bench).toContain('a');
    // The injured player's substitution found them already off: the side plays one short.
    expect(state.onField).not.toContain('c');
    expect(state.onField).toHaveLength(6);
  });

  it('a keeper swap with a bench player brings them on in goal', () => {
    const log = [event({ kind: 'kick-off', at: at(0) }), event({ kind: 'keeper-swap', at: at(5), from: 'gk', to: 'i' })];
    const state = liveState(lineup, log, new Date(at(10)));
    expect(state.keeper).toBe('i');
    expect(state.onField).toContain('i');
    expect(state.bench).toContain('gk');
  });

  it('undo removes the last event logged; the end stops the clock', () => {
    const log = [event({ kind: 'kick-off', at: at(0) }), event({ kind: 'goal', at: at(3), scorer: 'a', assist: null })];
    expect(liveState(lineup, withoutLastEvent(log), new Date(at(4))).score.us).toBe(0);
    const ended = liveState(lineup, [...log, event({ kind: 'end', at: at(50) })], new Date(at(70)));
    expect(ended.phase).toBe('ended');
    expect(ended.matchMs).toBe(50 * 60_000);
  });

  it('refuses malformed events at the boundary', () => {
    expect(matchEventSchema.safeParse({ id: 'x', at: at(1), kind: 'goal', scorer: 'a' }).success).toBe(false);
    expect(matchEventSchema.safeParse({ id: 'x', at: 'yesterday', kind: 'pause' }).success).toBe(false);
    expect(matchEventSchema.safeParse({ id: 'x', at: at(1), kind: 'substitution', off: 'a', on: 'b' }).success).toBe(true);
  });
});
