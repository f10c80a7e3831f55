import { describe, expect, it } from 'vitest';
import { faEngland, windowsPerPeriod } from './rule-packs';
import { planRotation } from './rotation-planner';
import { plannerInput, planToKeep } from './match-plan-input';
import { startingLineup } from './match-minutes';
import { seasonMatchTotals } from './season-totals';
import type { Match, MatchEventRow, MatchPlan } from './match-schema';
import type { MatchEvent } from './match-log-schema';

const squad = Array.from({ length: 11 }, (_, i) => ({ id: `p${String(i).padStart(2, '0')}`, name: `Kid${i}` }));

function matchOn(id: string, date: string, seasonMinutes: Record<string, number> = {}): Match {
  const setup = faEngland.setupFor('U9-U10');
  const wpp = windowsPerPeriod(setup);
  const plan = planRotation({
    players: squad.map((p, i) => ({ id: p.id, name: p.name, willingKeeper: i < 2, seasonMinutes: seasonMinutes[p.id] ?? 0 })),
    format: setup.format,
    periods: setup.periods,
    periodMinutes: setup.periodMinutes,
    windowsPerPeriod: wpp,
    pack: faEngland,
  });
  const stored: MatchPlan = { formation: '2-3-1', windowsPerPeriod: wpp, willingKeepers: ['p00', 'p01'], windows: plan.windows, minutes: plan.minutes, guarantees: plan.guarantees };
  return {
    id,
    organizationId: 'o',
    groupId: 'g',
    opponent: 'Rovers',
    date,
    kickOff: '10:00',
    homeAway: 'home',
    venue: '',
    format: '7v7',
    periods: 2,
    periodMinutes: 25,
    rulePack: 'fa-england',
    availability: squad.map((p) => ({ playerId: p.id, status: 'available' as const, reason: null })),
    plan: stored,
    createdAt: '',
    version: 1,
    updatedAt: '',
  };
}

/** A log of `events` (kind and minute after 10:00 on the match's day), ids in order. */
function logOf(match: Match, events: { kind: string; minute: number; [field: string]: unknown }[]): MatchEventRow[] {
  return events.map(({ minute, ...e }, i) => {
    const id = `${match.id}-${String(i).padStart(3, '0')}`;
    const at = new Date(Date.parse(`${match.date}T10:00:00Z`) + minute * 60_000).toISOString();
    return { id, organizationId: 'o', matchId: match.id, event: { ...e, id, at } as MatchEvent, version: 0, updatedAt: '' };
  });
}

describe('season totals from the logs', () => {
  const played = matchOn('a', '2026-11-07');
  const starters = startingLineup(played.plan);
  const scorer = starters.onField.find((id) => id !== starters.keeper)!;
  const passer = starters.onField.find((id) => id !== starters.keeper && id !== scorer)!;
  const fullMatch = logOf(played, [
    { kind: 'kick-off', minute: 0 },
    { kind: 'goal', minute: 12, scorer, assist: passer },
    { kind: 'period-end', minute: 25 },
    { kind: 'kick-off', minute: 35 },
    { kind: 'goal', minute: 40, scorer, assist: null },
    { kind: 'end', minute: 60 },
  ]);
  const unfinished = matchOn('b', '2026-11-14');
  const lastSeason = matchOn('c', '2026-06-06');
  const today = matchOn('d', '2026-11-21');
  const rows = [
    ...fullMatch,
    ...logOf(unfinished, [{ kind: 'kick-off', minute: 0 }]),
    ...logOf(lastSeason, [
      { kind: 'kick-off', minute: 0 },
      { kind: 'end', minute: 50 },
    ]),
    ...logOf(today, [
      { kind: 'kick-off', minute: 0 },
      { kind: 'end', minute: 50 },
    ]),
  ];

  it('counts only ended matches of the season up to the day, leaving out the match planned', () => {
    const totals = seasonMatchTotals([played, unfinished, lastSeason, today], rows, { day: today.date, except: today.id });
    for (const id of starters.onField) expect(totals.get(id)).toMatchObject({ minutes: 50, matches: 1 });
    for (const id of starters.bench) expect(totals.get(id)).toEqual({ minutes: 0, matches: 0, goals: 0, assists: 0 });
    expect(totals.get(scorer)).toMatchObject({ goals: 2, assists: 0 });
    expect(totals.get(passer)).toMatchObject({ goals: 0, assists: 1 });
    // A day before the first match, nothing has been played this season.
    expect(seasonMatchTotals([played, unfinished, lastSeason, today], rows, { day: '2026-11-06' }).size).toBe(0);
    // Without a match left out, the day's own ended match counts too (the same lineup played it).
    expect(seasonMatchTotals([played, today], rows, { day: today.date }).get(scorer)).toMatchObject({ minutes: 100, matches: 2 });
  });

  it('feeds the next plan: those who sat the last match start this one', () => {
    const totals = seasonMatchTotals([played], rows, { day: today.date, except: today.id });
    const members = squad.map((p) => ({ ...p, seasonMinutes: totals.get(p.id)?.minutes ?? 0 }));
    const plan = planToKeep(plannerInput(today, members, { willingKeepers: ['p00', 'p01'], formation: '2-3-1', ageBand: 'U9-U10' }), ['p00', 'p01']);
    const nextStarters = plan.windows[0]!.onField.map((p) => p.playerId);
    expect(starters.bench.length).toBeGreaterThan(0);
    for (const id of starters.bench) expect(nextStarters).toContain(id);
  });
});
