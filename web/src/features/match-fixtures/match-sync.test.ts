// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchState, plannerInput, planToKeep, startingLineup, type CoachGroup, type Player } from '@pitchside/shared';
import { countRows, createOrg, createUser, makeTestApp, send, type TestApp } from '@pitchside/sync-server/test-support';
import { db } from '../../data/db';
import { startSession, useSession } from '../../data/session';
import { syncNow } from '../../data/sync-engine';
import { writeToken } from '../../data/token-store';
import { readRoster } from '../roster/use-roster';
import { replanSquad } from '../match-live/use-live-match';
import { addFixture, logEvents, readSeasonMinutes, saveAvailability, savePlan, undoEvent } from './use-matches';

/**
 * A match on the device (IndexedDB from fake-indexeddb) against the REAL server app: fixture,
 * availability, plan and a live log made offline, read back at once, sent once when the signal
 * comes back; an undo offline removes the event on both sides.
 */

const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
  },
});

let server: TestApp;
let offline = false;
let group: CoachGroup;
let players: Player[];

beforeEach(async () => {
  server = await makeTestApp({ now: new Date() });
  offline = false;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (offline) throw new TypeError('Failed to fetch');
    return server.app.request(String(input), init);
  }) as typeof fetch;
  storage.clear();
  await db.delete();
  await db.open();
  useSession.setState({ user: null, loading: true });
  const org = await createOrg(server.db);
  const admin = (await createUser(server.db, { organizationId: org.id, role: 'org_admin', now: new Date() })).token;
  group = (await send<CoachGroup>(server.app, 'POST', '/api/coach-groups', { token: admin, body: { name: 'U10 Lions' } })).body;
  players = [];
  for (let i = 0; i < 9; i += 1) players.push((await send<Player>(server.app, 'POST', `/api/coach-groups/${group.id}/players`, { token: admin, body: { name: `Kid ${i}`, shirtNumber: i + 1, position: null } })).body);
  writeToken(admin);
  await startSession();
  await syncNow();
});

afterEach(() => server.close());

describe('a match on the device', () => {
  it('is made and run offline, shown at once, and reaches the server once', async () => {
    offline = true;
    const fixture = { opponent: 'Rovers', date: '2026-11-30', kickOff: '10:00', homeAway: 'home' as const, venue: '', format: '7v7' as const, periods: 2, periodMinutes: 25, rulePack: 'fa-england' as const };
    const id = await addFixture(group.id, fixture);
    await saveAvailability(id, players.map((p) => ({ playerId: p.id, status: 'available' as const, reason: null })));
    const match = (await db.matches.get(id))!;
    const keepers = [players[0]!.id];
    const plan = planToKeep(plannerInput(match, players, { willingKeepers: keepers, formation: '2-3-1', ageBand: null }), keepers);
    await savePlan(id, plan);
    const kickOff = new Date('2026-11-30T10:00:00Z');
    await logEvents(id, [{ kind: 'kick-off' }], kickOff);
    await logEvents(id, [{ kind: 'opponent-goal' }], new Date(kickOff.getTime() + 60_000));
    await logEvents(id, [{ kind: 'goal', scorer: plan.windows[0]!.onField[1]!.playerId, assist: null }], new Date(kickOff.getTime() + 120_000));
    const rows = await db.matchEvents.where('matchId').equals(id).toArray();
    expect(matchState((await db.matches.get(id))!, rows, new Date(kickOff.getTime() + 180_000)).score).toEqual({ us: 1, them: 1 });
    const opponentGoal = rows.find((r) => r.event.kind === 'opponent-goal')!;
    await undoEvent(opponentGoal.id);
    expect(await db.matchEvents.where('matchId').equals(id).count()).toBe(2);
    expect(await countRows(server.db, 'matches')).toBe(0);

    offline = false;
    await syncNow();
    await syncNow();
    expect(await countRows(server.db, 'matches', 'id = ?', id)).toBe(1);
    expect(await countRows(server.db, 'match_events', 'match_id = ?', id)).toBe(2);
    const synced = (await db.matches.get(id))!;
    expect(synced.version).toBeGreaterThan(0);
    expect(synced.plan?.minutes).toEqual(plan.minutes);
    expect(await db.matchEvents.where('matchId').equals(id).count()).toBe(2);
  });

  it("feeds an ended match's minutes, goals and assists to the roster and the next plan, offline", async () => {
    offline = true;
    const fixture = { opponent: 'Rovers', date: '2026-11-28', kickOff: '10:00', homeAway: 'home' as const, venue: '', format: '7v7' as const, periods: 2, periodMinutes: 25, rulePack: 'fa-england' as const };
    const everyone = players.map((p) => ({ playerId: p.id, status: 'available' as const, reason: null }));
    const keepers = [players[0]!.id];
    const first = await addFixture(group.id, fixture);
    await saveAvailability(first, everyone);
    const firstMatch = (await db.matches.get(first))!;
    await savePlan(first, planToKeep(plannerInput(firstMatch, players, { willingKeepers: keepers, formation: '2-3-1', ageBand: null }), keepers));
    // The first lineup plays the whole match: nobody is changed.
    const lineup = startingLineup((await db.matches.get(first))!.plan);
    const [scorer, passer] = lineup.onField.filter((id) => id !== lineup.keeper);
    const at = (minute: number) => new Date(Date.parse('2026-11-28T10:00:00Z') + minute * 60_000);
    await logEvents(first, [{ kind: 'kick-off' }], at(0));
    await logEvents(first, [{ kind: 'goal', scorer: scorer!, assist: passer! }], at(10));
    await logEvents(first, [{ kind: 'period-end' }], at(25));
    await logEvents(first, [{ kind: 'kick-off' }], at(30));
    await logEvents(first, [{ kind: 'end' }], at(55));

    const roster = await readRoster(group.id, new Date('2026-11-30T12:00:00'));
    if (roster.state !== 'ready') throw new Error('roster not read');
    const totals = new Map(roster.players.map((r) => [r.player.id, r.matches]));
    for (const id of lineup.onField) expect(totals.get(id)).toMatchObject({ minutes: 50, matches: 1 });
    for (const id of lineup.bench) expect(totals.get(id)).toEqual({ minutes: 0, matches: 0, goals: 0, assists: 0 });
    expect(totals.get(scorer!)).toMatchObject({ goals: 1, assists: 0 });
    expect(totals.get(passer!)).toMatchObject({ goals: 0, assists: 1 });
    expect(roster.mostMinutes).toBe(50);

    // The next match: those who sat the first one have the fewest season minutes and start.
    const next = await addFixture(group.id, { ...fixture, date: '2026-12-05' });
    await saveAvailability(next, everyone);
    const season = await readSeasonMinutes(next);
    expect(season).toEqual(Object.fromEntries(players.map((p) => [p.id, lineup.onField.includes(p.id) ? 50 : 0])));
    const members = players.map((p) => ({ id: p.id, name: p.name, seasonMinutes: season[p.id] ?? 0 }));
    const nextMatch = (await db.matches.get(next))!;
    const plan = planToKeep(plannerInput(nextMatch, members, { willingKeepers: keepers, formation: '2-3-1', ageBand: null }), keepers);
    const starters = plan.windows[0]!.onField.map((p) => p.playerId);
    expect(lineup.bench.length).toBeGreaterThan(0);
    for (const id of lineup.bench) expect(starters).toContain(id);
    // The first match itself is planned without its own minutes.
    expect(await readSeasonMinutes(first)).toEqual({});
    // The live screen's re-plans read the same season minutes when the coach taps.
    const squadOf = players.map((player) => ({ player, attended: 0, run: 0 }));
    expect(await replanSquad(next, squadOf)).toEqual(players.map((p) => ({ id: p.id, name: p.name, seasonMinutes: lineup.onField.includes(p.id) ? 50 : 0 })));
  });
});
