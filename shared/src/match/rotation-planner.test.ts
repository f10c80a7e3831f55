import { describe, expect, it } from 'vitest';
import { formatSides, formationsFor, gameFormats, type GameFormat } from './formats';
import { ayso, clubRulePack, faEngland, usYouthSoccer, type RulePack } from './rule-packs';
import { isAvailable, type GuaranteeId, type Placement, type PlannedWindow, type PlannerPlayer, type RotationInput, type RotationPlan } from './rotation-model';
import { planRotation } from './rotation-planner';

/**
 * Property test: over squads of 5 to 18, every format and period scheme, the plan is a valid
 * lineup in every window, every guarantee the plan reports matches an independent check of
 * the plan (it never claims what it does not do), and where the squad allows a guarantee, it holds.
 */

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const schemes = [
  { periods: 2, periodMinutes: 20, windowsPerPeriod: 4 },
  { periods: 2, periodMinutes: 25, windowsPerPeriod: 5 },
  { periods: 2, periodMinutes: 30, windowsPerPeriod: 6 },
  { periods: 4, periodMinutes: 12, windowsPerPeriod: 1 },
  { periods: 4, periodMinutes: 15, windowsPerPeriod: 2 },
  { periods: 3, periodMinutes: 20, windowsPerPeriod: 4 },
] as const;

const packs: RulePack[] = [faEngland, usYouthSoccer, ayso, clubRulePack(0.6)];

function squad(size: number, willing: number, rand: () => number): PlannerPlayer[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `p${String(i).padStart(2, '0')}`,
    name: `Player ${i + 1}`,
    willingKeeper: i < willing,
    seasonMinutes: Math.floor(rand() * 400),
    seasonLineMinutes: { defence: Math.floor(rand() * 100), midfield: Math.floor(rand() * 100), attack: Math.floor(rand() * 100) },
  }));
}

const playedIn = (plan: RotationPlan, id: string, filter: (w: PlannedWindow) => boolean = () => true) =>
  plan.windows.filter((w) => filter(w) && w.onField.some((p) => p.playerId === id)).length;

function verdict(plan: RotationPlan, id: GuaranteeId): boolean | undefined {
  return plan.guarantees.find((g) => g.id === id)?.holds;
}

/** Checks every window is a lineup the referee would accept. */
function expectValidLineups(input: RotationInput, plan: RotationPlan): void {
  const side = formatSides[input.format];
  expect(plan.windows).toHaveLength(input.periods * input.windowsPerPeriod);
  for (const w of plan.windows) {
    const present = input.players.filter((p) => isAvailable(p, w.index)).map((p) => p.id);
    const on = w.onField.map((p) => p.playerId);
    expect(new Set(on).size).toBe(on.length);
    expect(on.length).toBe(Math.min(side.onField, present.length));
    expect([...on, ...w.bench].sort()).toEqual([...present].sort());
    expect(new Set(w.onField.map((p) => p.position)).size).toBe(w.onField.length);
    if (w.keeper) expect(w.onField.find((p) => p.position === 'GK')?.playerId).toBe(w.keeper);
  }
}

/** Independent checks of the plan, written without the planner's own checker. */
function independent(input: RotationInput, plan: RotationPlan) {
  const side = formatSides[input.format];
  const total = plan.windows.length;
  const players = input.players;
  const available = (p: PlannerPlayer) => plan.windows.filter((w) => isAvailable(p, w.index)).length;
  const keepers = new Set(plan.windows.map((w) => w.keeper).filter(Boolean));
  const full = players.filter((p) => available(p) === total);
  const minShare =
    input.pack.minShare === null ? true : players.every((p) => available(p) === 0 || playedIn(plan, p.id) / available(p) >= input.pack.minShare! - 1e-9);
  const groups = new Map<string, number[]>();
  for (const p of players) {
    const key = plan.windows.map((w) => Number(isAvailable(p, w.index))).join('');
    groups.set(key, [...(groups.get(key) ?? []), playedIn(plan, p.id)]);
  }
  const equal = [...groups.values()].every((counts) => Math.max(...counts) - Math.min(...counts) <= 1);
  let sitOnce = true;
  const sat = new Map<string, number>();
  const outfieldFull = full.filter((p) => !keepers.has(p.id)).map((p) => p.id);
  for (const w of plan.windows) {
    for (const id of w.bench) {
      if (!outfieldFull.includes(id) || (sat.get(id) ?? 0) === 0) continue;
      if (outfieldFull.some((o) => o !== id && (sat.get(o) ?? 0) === 0 && !w.bench.includes(o))) sitOnce = false;
    }
    for (const id of w.bench) sat.set(id, (sat.get(id) ?? 0) + 1);
  }
  const keeperOk =
    !side.keeper ||
    plan.windows.every((w, i) => {
      if (w.keeper === null) return false;
      if (!players.find((p) => p.id === w.keeper)!.willingKeeper) return false;
      const prev = plan.windows[i - 1];
      return !prev || w.index % input.windowsPerPeriod === 0 || prev.keeper === w.keeper;
    });
  return { minShare, equal, sitOnce, keeperOk };
}

/** Honest: what the plan says of each guarantee equals what the independent check finds. */
function expectHonest(input: RotationInput, plan: RotationPlan) {
  const truth = independent(input, plan);
  if (input.pack.minShare !== null) expect(verdict(plan, 'min-share')).toBe(truth.minShare);
  expect(verdict(plan, 'equal-time')).toBe(truth.equal);
  expect(verdict(plan, 'sit-once')).toBe(truth.sitOnce);
  if (formatSides[input.format].keeper) expect(verdict(plan, 'keeper')).toBe(truth.keeperOk);
  return truth;
}

/** Which guarantees this squad leaves within reach, worked out without the planner. */
function squadAllows(input: RotationInput) {
  const side = formatSides[input.format];
  const n = input.players.length;
  const willing = input.players.filter((p) => p.willingKeeper).length;
  const keepersEnough = !side.keeper || willing >= Math.min(input.periods, 2);
  const windows = input.periods * input.windowsPerPeriod;
  const share = (Math.min(side.onField, n) * windows) / n;
  // Keepers play their periods whole: equal time needs everyone else within a window of them.
  const keeperCount = side.keeper ? Math.min(input.periods, willing) : 0;
  const keeperLoad = keeperCount > 0 ? input.windowsPerPeriod * Math.ceil(input.periods / keeperCount) : 0;
  const places = Math.min(side.onField, n) * windows;
  const keeperFits = keeperCount === 0 || keeperCount * keeperLoad + (n - keeperCount) * (keeperLoad - 1) <= places;
  const minShareReachable = input.pack.minShare !== null && Math.floor(share + 1e-9) / windows >= input.pack.minShare;
  return { keepersEnough, keeperFits, minShareReachable };
}

describe('rotation planner, property test over squads of 5 to 18', () => {
  const rand = random(20261128);
  const cases: { input: RotationInput; label: string }[] = [];
  for (const format of gameFormats) {
    for (const scheme of schemes) {
      for (let size = 5; size <= 18; size += 1) {
        const willing = Math.floor(rand() * 4) + (rand() < 0.1 ? 0 : 1);
        const pack = packs[Math.floor(rand() * packs.length)]!;
        cases.push({ input: { players: squad(size, willing, rand), format, pack, ...scheme }, label: `${format} ${scheme.periods}x${scheme.periodMinutes} (${scheme.windowsPerPeriod}/period), ${size} players, ${willing} willing keepers, ${pack.id}` });
      }
    }
  }

  it(`plans ${cases.length} matches as valid lineups, reports honestly, and holds every guarantee the squad allows`, () => {
    for (const { input, label } of cases) {
      const plan = planRotation(input);
      try {
        expectValidLineups(input, plan);
        const truth = expectHonest(input, plan);
        // Where the squad allows it, it holds.
        const { keepersEnough, keeperFits, minShareReachable } = squadAllows(input);
        if (keepersEnough) expect(truth.keeperOk).toBe(true);
        if (keepersEnough && keeperFits) {
          expect(truth.equal).toBe(true);
          expect(truth.sitOnce).toBe(true);
          if (minShareReachable) expect(truth.minShare).toBe(true);
        }
        expect(verdict(plan, 'stint')).toBe(true);
        expect(verdict(plan, 'fewest-start')).toBe(true);
        if (input.periods % 2 === 0 && keepersEnough && keeperFits) expect(verdict(plan, 'each-half')).toBe(true);
        if (input.pack.threeQuartersBeforeFour && input.periods === 4 && input.windowsPerPeriod === 1 && keepersEnough && keeperFits) expect(verdict(plan, 'three-before-four')).toBe(true);
        for (const g of plan.guarantees) expect(g.why.length).toBeGreaterThan(10);
      } catch (error) {
        throw new Error(`${label}: ${(error as Error).message}\n${plan.guarantees.filter((g) => !g.holds).map((g) => `${g.id}: ${g.why}`).join('\n')}`);
      }
    }
  });

  it('with late arrivals and injuries in the plan, every lineup is valid and every report honest', () => {
    const rand3 = random(4242);
    for (const { input, label } of cases) {
      const windows = input.periods * input.windowsPerPeriod;
      const players = input.players.map((p, i) =>
        i === 1 ? { ...p, from: 1 + Math.floor(rand3() * (windows - 1)) } : i === 2 ? { ...p, until: 1 + Math.floor(rand3() * (windows - 1)) } : p,
      );
      const changed = { ...input, players, maxChangesPerWindow: rand3() < 0.3 ? 2 : undefined };
      const plan = planRotation(changed);
      try {
        expectValidLineups(changed, plan);
        expectHonest(changed, plan);
        if (changed.maxChangesPerWindow !== undefined) expect(verdict(plan, 'changes')).toBe(true);
      } catch (error) {
        throw new Error(`${label} with a late arrival and an injury: ${(error as Error).message}`);
      }
    }
  });

  it("with the coach's random starting placement, window 1 is as placed and every guarantee the squad allows still holds", () => {
    const rand4 = random(3434);
    for (const { input, label } of cases) {
      const formation = formationsFor(input.format)[Math.floor(rand4() * formationsFor(input.format).length)]!;
      const shuffled = [...input.players].sort(() => rand4() - 0.5);
      const willing = shuffled.filter((p) => p.willingKeeper);
      const keeper = formation.positions.some((pos) => pos.code === 'GK') ? (willing[0] ?? shuffled[0]!) : null;
      const outfield = shuffled.filter((p) => p.id !== keeper?.id);
      const codes = formation.positions.filter((pos) => pos.code !== 'GK').map((pos) => pos.code);
      const startingPlacement: Placement[] = [
        ...(keeper ? [{ playerId: keeper.id, position: 'GK' }] : []),
        ...codes.slice(0, outfield.length).map((code, i) => ({ playerId: outfield[i]!.id, position: code })),
      ];
      const placed: RotationInput = { ...input, formation, startingPlacement };
      const plan = planRotation(placed);
      try {
        expectValidLineups(placed, plan);
        expect([...plan.windows[0]!.onField].sort((a, b) => a.position.localeCompare(b.position))).toEqual([...startingPlacement].sort((a, b) => a.position.localeCompare(b.position)));
        const truth = expectHonest(placed, plan);
        const { keepersEnough, keeperFits, minShareReachable } = squadAllows(input);
        // A later keeper the coach starts outfield plays that window on top of their periods in goal:
        // equal time may then be out of reach, and the plan is only asked to say so honestly.
        const laterKeeperOutfield = startingPlacement.some((p) => p.position !== 'GK' && input.players.find((q) => q.id === p.playerId)!.willingKeeper);
        if (keepersEnough) expect(truth.keeperOk).toBe(true);
        if (keepersEnough && keeperFits && !laterKeeperOutfield) {
          expect(truth.equal).toBe(true);
          expect(truth.sitOnce).toBe(true);
          if (minShareReachable) expect(truth.minShare).toBe(true);
          if (input.periods % 2 === 0) expect(verdict(plan, 'each-half')).toBe(true);
          if (input.pack.threeQuartersBeforeFour && input.periods === 4 && input.windowsPerPeriod === 1) expect(verdict(plan, 'three-before-four')).toBe(true);
        }
        for (const g of plan.guarantees) expect(g.why.length).toBeGreaterThan(10);
      } catch (error) {
        throw new Error(`${label} placed as ${formation.name}: ${(error as Error).message}\n${plan.guarantees.filter((g) => !g.holds).map((g) => `${g.id}: ${g.why}`).join('\n')}`);
      }
    }
  });

  it('is deterministic: the same input gives the same plan', () => {
    const input: RotationInput = { players: squad(11, 2, random(7)), format: '7v7', pack: faEngland, periods: 2, periodMinutes: 25, windowsPerPeriod: 5 };
    expect(planRotation(input)).toEqual(planRotation({ ...input, players: [...input.players].reverse() }));
  });

  it('re-plans after an injury and a late arrival: what was played stays, the injured player plays no more, the late one plays their share', () => {
    const rand2 = random(34);
    for (let size = 8; size <= 16; size += 1) {
      const players = squad(size, 2, rand2);
      const base: RotationInput = { players, format: '7v7', pack: faEngland, periods: 2, periodMinutes: 25, windowsPerPeriod: 5 };
      const first = planRotation(base);
      const injuredAt = 6;
      const injured = first.windows[injuredAt - 1]!.onField.find((p) => p.position !== 'GK')!.playerId;
      const late = { id: 'late', name: 'Late Arrival', willingKeeper: false, seasonMinutes: 0, from: 4 };
      const replanned = planRotation({
        ...base,
        players: [...players.map((p) => (p.id === injured ? { ...p, until: injuredAt } : p)), late],
        played: first.windows.slice(0, injuredAt).map((w) => w),
      });
      expect(replanned.windows.slice(0, injuredAt)).toEqual(first.windows.slice(0, injuredAt));
      for (const w of replanned.windows.slice(injuredAt)) {
        expect(w.onField.some((p) => p.playerId === injured)).toBe(false);
        expect([...w.onField.map((p) => p.playerId), ...w.bench]).toContain('late');
      }
      expect(replanned.windows[injuredAt]!.notes.join(' ')).toMatch(/Re-planned from 30'.*can no longer play/);
      // The late arrival was available 4 of 10 windows in the plan, from 20': at least half of those.
      expect(playedIn(replanned, 'late', (w) => w.index >= injuredAt)).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('rotation planner, each rule', () => {
  const eleven = squad(11, 3, random(11)).map((p, i) => ({ ...p, seasonMinutes: i * 10 }));
  const input: RotationInput = { players: eleven, format: '7v7', pack: faEngland, periods: 2, periodMinutes: 25, windowsPerPeriod: 5 };
  const plan = planRotation(input);

  it('gives every one of 11 players for 7v7 over 2 x 25 minutes between 30 and 35 minutes, at least half of the game', () => {
    for (const p of eleven) {
      expect(plan.minutes[p.id]).toBeGreaterThanOrEqual(30);
      expect(plan.minutes[p.id]).toBeLessThanOrEqual(35);
    }
    expect(plan.guarantees.every((g) => g.holds)).toBe(true);
  });

  it('starts the players with the fewest season minutes and keeps the keeper for the whole half', () => {
    // Keepers play their periods whole, so they are left out of who starts.
    const keepers = new Set(plan.windows.map((w) => w.keeper));
    const starters = plan.windows[0]!.onField.map((p) => p.playerId).filter((id) => !keepers.has(id));
    const benched = plan.windows[0]!.bench.filter((id) => !keepers.has(id));
    const minutes = (id: string) => eleven.find((p) => p.id === id)!.seasonMinutes;
    expect(Math.max(...starters.map(minutes))).toBeLessThanOrEqual(Math.min(...benched.map(minutes)));
    const firstHalf = plan.windows.slice(0, 5).map((w) => w.keeper);
    expect(new Set(firstHalf).size).toBe(1);
    expect(eleven.find((p) => p.id === firstHalf[0])!.willingKeeper).toBe(true);
    expect(plan.windows[5]!.keeper).not.toBe(firstHalf[0]);
  });

  it('explains each change in words', () => {
    const change = plan.windows[1]!.changes[0]!;
    expect(change.why).toMatch(/^At 5': Player \d+ on for Player \d+\. Player \d+ has played 0 of 5 minutes, Player \d+ 5\.$/);
  });

  it('keeps at most the set number of changes during play', () => {
    const limited = planRotation({ ...input, players: squad(14, 2, random(3)), maxChangesPerWindow: 2 });
    for (const w of limited.windows.filter((w) => w.index % 5 !== 0)) expect(w.changes.length).toBeLessThanOrEqual(2);
    expect(limited.guarantees.find((g) => g.id === 'changes')?.holds).toBe(true);
  });

  it('says which guarantee cannot hold and why: too many players for The FA 50 %', () => {
    const crowded = planRotation({ ...input, players: squad(18, 3, random(5)) });
    const minShare = crowded.guarantees.find((g) => g.id === 'min-share')!;
    expect(minShare.holds).toBe(false);
    expect(minShare.why).toMatch(/18 available players share 7 places, so each can play at most 39 % of the time, below England \(The FA\)'s 50 %/);
  });

  it('says so when nobody is willing to keep goal', () => {
    const nobody = planRotation({ ...input, players: squad(9, 0, random(9)) });
    const keeper = nobody.guarantees.find((g) => g.id === 'keeper')!;
    expect(keeper.holds).toBe(false);
    expect(keeper.why).toMatch(/nobody willing to keep goal/);
    expect(nobody.windows[0]!.notes).toContain('Nobody willing to keep goal is available: choose a keeper before the period starts.');
  });

  it('plays a short side when fewer players than places turn up', () => {
    const short = planRotation({ ...input, players: squad(5, 1, random(2)) });
    expect(short.windows.every((w) => w.onField.length === 5 && w.bench.length === 0)).toBe(true);
    expect(short.guarantees.find((g) => g.id === 'squad')).toMatchObject({ holds: false, why: 'Only 5 players for 7 places at times: the team plays short then.' });
  });

  it('moves a player towards the line they have played least this season', () => {
    const defender = { ...eleven[5]!, seasonLineMinutes: { defence: 500, midfield: 0, attack: 0 } };
    const moved = planRotation({ ...input, players: eleven.map((p) => (p.id === defender.id ? defender : p)) });
    const lines = moved.windows
      .flatMap((w) => w.onField.filter((p) => p.playerId === defender.id).map((p) => p.position))
      .map((code) => (/^(CB|LB|RB|LCB|RCB)/.test(code) ? 'defence' : 'other'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l === 'defence').length).toBeLessThan(lines.length / 2);
  });
});

describe('rule packs', () => {
  const bands = ['U7-U8', 'U9-U10', 'U11-U12', 'U13-U14', 'U15+'] as const;
  it('The FA: 5v5 at U7-U8, 7v7 at U9-U10, 9v9 at U11-U12, rolling substitutions, at least 50 %', () => {
    expect(bands.map((b) => faEngland.setupFor(b).format)).toEqual(['5v5', '7v7', '9v9', '11v11', '11v11']);
    expect(bands.slice(0, 3).map((b) => faEngland.setupFor(b).periodMinutes)).toEqual([20, 25, 30]);
    expect(bands.every((b) => faEngland.setupFor(b).substitutions === 'rolling')).toBe(true);
    expect(faEngland.minShare).toBe(0.5);
    expect(faEngland.source).toMatch(/The FA/);
  });
  it('US Youth Soccer: 4v4, 7v7, 9v9 small-sided standards, quarters for the youngest', () => {
    expect(bands.map((b) => usYouthSoccer.setupFor(b).format)).toEqual(['4v4', '7v7', '9v9', '11v11', '11v11']);
    expect(usYouthSoccer.setupFor('U7-U8').periods).toBe(4);
    expect(usYouthSoccer.source).toMatch(/Small-Sided Games Standards/);
  });
  it('AYSO: quarters, half of every game, no fourth quarter before everyone has three', () => {
    expect(bands.every((b) => ayso.setupFor(b).periods === 4 && ayso.setupFor(b).substitutions === 'at-breaks')).toBe(true);
    expect(ayso.minShare).toBe(0.5);
    for (let size = 10; size <= 14; size += 1) {
      const plan = planRotation({ players: squad(size, 4, random(size)), format: '9v9', pack: ayso, periods: 4, periodMinutes: 15, windowsPerPeriod: 1 });
      const quarters = (id: string) => plan.windows.filter((w) => w.onField.some((p) => p.playerId === id)).length;
      const counts = plan.windows[0]!.onField.concat().map(() => 0);
      expect(counts.length).toBe(9);
      const all = Array.from({ length: size }, (_, i) => quarters(`p${String(i).padStart(2, '0')}`));
      if (Math.max(...all) === 4) expect(Math.min(...all)).toBeGreaterThanOrEqual(3);
      expect(Math.min(...all)).toBeGreaterThanOrEqual(2);
      expect(plan.guarantees.find((g) => g.id === 'three-before-four')?.holds).toBe(true);
    }
  });
  it("a club's own pack sets its own minimum", () => {
    const club = clubRulePack(0.75, 'Riverside FC policy');
    expect(club.minShare).toBe(0.75);
    expect(club.setupFor('U9-U10')).toEqual(faEngland.setupFor('U9-U10'));
    expect(club.source).toMatch(/club's own/);
  });
});

export type { GameFormat };
