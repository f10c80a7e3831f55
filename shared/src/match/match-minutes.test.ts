import { describe, expect, it } from 'vitest';
import { faEngland, windowsPerPeriod } from './rule-packs';
import { planRotation } from './rotation-planner';
import { dueWindow, eventsForWindow, matchState, type PlannedEvent } from './match-minutes';
import { clubMinutes, fairPlayReceipt, minutesPerPlayer } from './fair-play-receipt';
import { plannerInput, planToKeep, replanForArrival, replanForInjury } from './match-plan-input';
import type { Match, MatchEventRow, MatchPlan } from './match-schema';
import type { MatchEvent } from './match-log-schema';

const kickOff = Date.parse('2026-11-30T10:00:00Z');
const minute = (m: number) => new Date(kickOff + m * 60_000);
const squad = Array.from({ length: 11 }, (_, i) => ({ id: `p${String(i).padStart(2, '0')}`, name: `Kid${i} Surname`, shirtNumber: i + 1 }));

function planned(): Match {
  const setup = faEngland.setupFor('U9-U10');
  const wpp = windowsPerPeriod(setup);
  const plan = planRotation({
    players: squad.map((p, i) => ({ id: p.id, name: p.name, willingKeeper: i < 2, seasonMinutes: 0 })),
    format: setup.format,
    periods: setup.periods,
    periodMinutes: setup.periodMinutes,
    windowsPerPeriod: wpp,
    pack: faEngland,
  });
  const stored: MatchPlan = { formation: '2-3-1', windowsPerPeriod: wpp, willingKeepers: ['p00', 'p01'], windows: plan.windows, minutes: plan.minutes, guarantees: plan.guarantees };
  return {
    id: 'm',
    organizationId: 'o',
    groupId: 'g',
    opponent: 'Rovers',
    date: '2026-11-30',
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

/** Runs the match as a coach following every prompt at its minute: kick-off, changes when due, half-time after 25', full time after 50'. */
function runAsPlanned(match: Match): MatchEventRow[] {
  const rows: MatchEventRow[] = [];
  let n = 0;
  const log = (e: PlannedEvent, at: Date) => {
    n += 1;
    const id = `e${String(n).padStart(4, '0')}`;
    rows.push({ id, organizationId: 'o', matchId: 'm', event: { ...e, id, at: at.toISOString() } as MatchEvent, version: 0, updatedAt: '' });
  };
  const follow = (at: Date) => {
    const state = matchState(match, rows, at);
    const due = dueWindow(match, state);
    if (due) for (const e of eventsForWindow(due, state)) log(e, at);
  };
  log({ kind: 'kick-off' }, minute(0));
  for (let m = 1; m < 25; m += 1) follow(minute(m));
  log({ kind: 'period-end' }, minute(25));
  follow(minute(30));
  log({ kind: 'kick-off' }, minute(30));
  for (let m = 31; m < 55; m += 1) follow(minute(m));
  log({ kind: 'end' }, minute(55));
  return rows;
}

describe('a match run as planned', () => {
  it('prompts each planned change when its minute comes, and the minutes from the log equal the plan', () => {
    const match = planned();
    const rows = runAsPlanned(match);
    const minutes = minutesPerPlayer(match, rows, squad, minute(60));
    expect(Object.fromEntries(minutes.map((p) => [p.playerId, p.minutes]))).toEqual(match.plan!.minutes);
    expect(rows.filter((r) => r.event.kind === 'substitution').length).toBeGreaterThan(0);
    // The FA's minimum: everyone at least half of the 50 minutes.
    for (const p of minutes) expect(p.minutes).toBeGreaterThanOrEqual(25);
    expect(match.plan!.guarantees.find((g) => g.id === 'min-share')?.holds).toBe(true);
  });

  it('nothing is due before a window starts, nor once its players are on', () => {
    const match = planned();
    const kicked: MatchEventRow[] = [{ id: 'e0001', organizationId: 'o', matchId: 'm', event: { id: 'e0001', kind: 'kick-off', at: minute(0).toISOString() }, version: 0, updatedAt: '' }];
    expect(dueWindow(match, matchState(match, kicked, minute(4.9)))).toBeNull();
    const second = match.plan!.windows[1]!;
    expect(dueWindow(match, matchState(match, kicked, minute(second.startMinute)))?.index).toBe(1);
  });

  it('the receipt has first names, shirt numbers, minutes and periods; the club view the spread', () => {
    const match = planned();
    const rows = runAsPlanned(match);
    const receipt = fairPlayReceipt(match, rows, squad, minute(60));
    expect(receipt.ended).toBe(true);
    expect(receipt.players).toHaveLength(11);
    for (const p of receipt.players) {
      expect(p.firstName).toMatch(/^Kid\d+$/);
      expect(p.periods).toEqual([1, 2]);
    }
    const club = clubMinutes([{ id: 'g', name: 'U10' }], [match], rows, squad.map((p) => ({ ...p, groupId: 'g' })), minute(60));
    expect(club.groups[0]!.matchesPlayed).toBe(1);
    expect(club.groups[0]!.lowestShare).toBeGreaterThanOrEqual(0.5);
  });

  it('a late player who has not arrived is never brought on; once arrived they are', () => {
    const match = planned();
    const kicked: MatchEventRow[] = [{ id: 'e0001', organizationId: 'o', matchId: 'm', event: { id: 'e0001', kind: 'kick-off', at: minute(0).toISOString() }, version: 0, updatedAt: '' }];
    const window = match.plan!.windows.find((w) => w.index > 0 && w.changes.some((c) => c.on))!;
    const comer = window.changes.find((c) => c.on)!.on;
    const state = matchState(match, kicked, minute(window.startMinute));
    expect(eventsForWindow(window, state, [comer]).some((e) => e.kind === 'substitution' && e.on === comer)).toBe(false);
    expect(eventsForWindow(window, state, []).some((e) => e.kind === 'substitution' && e.on === comer)).toBe(true);
  });

  it('an injury re-plan brings on the bench player with the fewest season minutes', () => {
    const match = planned();
    const first = match.plan!.windows[0]!;
    const injured = first.onField.find((p) => p.position !== 'GK')!.playerId;
    const kicked: MatchEventRow[] = [{ id: 'e0001', organizationId: 'o', matchId: 'm', event: { id: 'e0001', kind: 'kick-off', at: minute(0).toISOString() }, version: 0, updatedAt: '' }];
    const state = matchState(match, kicked, minute(2));
    for (const fresh of first.bench) {
      const members = squad.map((p) => ({ id: p.id, name: p.name, seasonMinutes: p.id === fresh ? 0 : 300 }));
      const replanned = replanForInjury(match, members, state, injured, { ageBand: 'U9-U10', absent: [] })!;
      expect(replanned.events[0]).toEqual({ kind: 'substitution', off: injured, on: fresh });
    }
  });

  it("an injury at 30' re-plans the rest at once: the injured player stops, everyone else still gets the pack's half", () => {
    let match = planned();
    const rows: MatchEventRow[] = [];
    let n = 0;
    const log = (e: PlannedEvent, at: Date) => {
      n += 1;
      const id = `e${String(n).padStart(4, '0')}`;
      rows.push({ id, organizationId: 'o', matchId: 'm', event: { ...e, id, at: at.toISOString() } as MatchEvent, version: 0, updatedAt: '' });
    };
    const follow = (at: Date) => {
      const state = matchState(match, rows, at);
      const due = dueWindow(match, state);
      if (due) for (const e of eventsForWindow(due, state)) log(e, at);
    };
    log({ kind: 'kick-off' }, minute(0));
    for (let m = 1; m < 25; m += 1) follow(minute(m));
    log({ kind: 'period-end' }, minute(25));
    follow(minute(30));
    log({ kind: 'kick-off' }, minute(30));
    // 30' of play: five minutes into the second half.
    follow(minute(35));
    const state = matchState(match, rows, minute(35));
    const injured = state.onField.find((id) => id !== state.keeper)!;
    const replanned = replanForInjury(match, squad, state, injured, { ageBand: 'U9-U10', absent: [] })!;
    expect(replanned.events.at(-1)).toEqual({ kind: 'injury', player: injured });
    expect(replanned.events[0]).toMatchObject({ kind: 'substitution', off: injured });
    // What has been played stays as it was.
    expect(replanned.plan.windows.slice(0, 6)).toEqual(match.plan!.windows.slice(0, 6));
    match = { ...match, plan: replanned.plan };
    for (const e of replanned.events) log(e, minute(35));
    expect(matchState(match, rows, minute(35)).onField).toHaveLength(7);
    for (let m = 36; m < 55; m += 1) follow(minute(m));
    log({ kind: 'end' }, minute(55));
    const minutes = Object.fromEntries(minutesPerPlayer(match, rows, squad, minute(60)).map((p) => [p.playerId, p.minutes]));
    expect(minutes).toEqual(replanned.plan.minutes);
    for (const [id, played] of Object.entries(minutes)) if (id !== injured) expect(played).toBeGreaterThanOrEqual(25);
  });

  it("a late arrival at 20' re-plans from the next window: what is being played stays, the newcomer plays from then on", () => {
    const late = 'p10';
    const first = planned();
    const availability = first.availability.map((a) => (a.playerId === late ? { ...a, status: 'late' as const } : a));
    const keepers = ['p00', 'p01'];
    const base: Match = { ...first, availability, plan: planToKeep(plannerInput({ ...first, availability }, squad, { willingKeepers: keepers, formation: '2-3-1', ageBand: 'U9-U10' }), keepers) };
    const rows: MatchEventRow[] = [{ id: 'e0001', organizationId: 'o', matchId: 'm', event: { id: 'e0001', kind: 'kick-off', at: minute(0).toISOString() }, version: 0, updatedAt: '' }];
    const state = matchState(base, rows, minute(21));
    const replanned = replanForArrival({ ...base, availability }, squad, state, late, { ageBand: 'U9-U10', absent: [] })!;
    expect(replanned.windows.slice(0, 5)).toEqual(base.plan!.windows.slice(0, 5));
    expect(replanned.minutes[late]).toBeGreaterThan(0);
    expect(replanned.windows.slice(5).some((w) => w.onField.some((p) => p.playerId === late))).toBe(true);
  });
});
