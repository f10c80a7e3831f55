import { defaultFormation, formatSides, pitchLines, type Formation, type PitchLine } from './formats';
import { checkRotation } from './rotation-guarantees';
import { isAvailable, matchShape, type Change, type MatchShape, type Placement, type PlannedWindow, type PlannerPlayer, type RotationInput, type RotationPlan } from './rotation-model';

/**
 * The fair rotation planner: who plays where in each substitution window of a match. Pure and
 * deterministic (same input, same plan), so it runs offline on the touchline and re-plans the
 * rest of a match after an injury or a late arrival, with what has happened kept as it was.
 *
 * How: every player is given a share of the match's places in proportion to the time they are
 * available (the keeper's whole periods count as playing), rounded so that players with the
 * same availability differ by one window at most; then, window by window, the players furthest
 * behind their share relative to the windows they have left play. Ties go to whoever has sat
 * more, then to whoever is on already, then to the fewest season minutes.
 */

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

type Tally = { played: number; sat: number; keeperWindows: number; cameOnAt: number | null; lines: Record<PitchLine, number> };

export function planRotation(input: RotationInput): RotationPlan {
  const shape = matchShape(input);
  const side = formatSides[input.format];
  const formation = input.formation ?? defaultFormation(input.format);
  const players = [...input.players].sort(byId);
  const names = new Map(players.map((p) => [p.id, p.name]));
  const name = (id: string) => names.get(id) ?? id;
  const fixed = (input.played ?? []).slice(0, shape.windows);
  const start = fixed.length;

  const tally = new Map<string, Tally>(
    players.map((p) => [p.id, { played: 0, sat: 0, keeperWindows: 0, cameOnAt: null, lines: { defence: 0, midfield: 0, attack: 0 } }]),
  );
  const positionLine = new Map(formation.positions.map((pos) => [pos.code, pos.line]));
  let previous: PlannedWindow | undefined;
  for (const window of fixed) {
    record(window, previous);
    previous = window;
  }

  const pinned = start === 0 ? honouredPlacement(input, players, formation) : [];
  const pinnedKeeper = pinned.find((p) => p.position === 'GK')?.playerId ?? null;
  const pinnedOutfield = new Map(pinned.filter((p) => p.position !== 'GK').map((p) => [p.playerId, p.position]));
  const keepers = side.keeper ? chooseKeepers(players, shape, start, previous, tally, { keeper: pinnedKeeper, outfield: pinnedOutfield }) : new Map<number, string | null>();
  const targets = shareOfPlaces(players, shape, start, keepers, tally, side.onField, new Set(pinned.map((p) => p.playerId)));
  const windows: PlannedWindow[] = [...fixed];

  for (let w = start; w < shape.windows; w += 1) {
    const period = Math.floor(w / shape.windowsPerPeriod);
    const periodStart = w % shape.windowsPerPeriod === 0;
    const present = players.filter((p) => isAvailable(p, w));
    const slots = Math.min(side.onField, present.length);
    const keeper = side.keeper ? (keepers.get(period) ?? null) : null;
    const keeperHere = keeper !== null && present.some((p) => p.id === keeper) ? keeper : null;
    const outfieldSlots = slots - (keeperHere ? 1 : 0);
    const previousField = new Set(previous?.onField.map((p) => p.playerId) ?? []);

    const candidates = present.filter((p) => p.id !== keeperHere);
    // A planned change gives the newcomer a whole window. A change made live (an injury, mid-window)
    // may have given less, so whoever came on in the last window played stays for the next one.
    const locked = new Set(
      candidates
        .filter((p) => !periodStart && w === start && start > 0 && previousField.has(p.id) && tally.get(p.id)!.cameOnAt === w - 1)
        .map((p) => p.id),
    );
    const urgency = (p: PlannerPlayer) => {
      const t = tally.get(p.id)!;
      let futureKeeper = 0;
      let free = 0;
      for (let v = w; v < shape.windows; v += 1) {
        if (!isAvailable(p, v)) continue;
        if (keepers.get(Math.floor(v / shape.windowsPerPeriod)) === p.id && v !== w) futureKeeper += 1;
        else free += 1;
      }
      return (targets.get(p.id)! - t.played - futureKeeper) / Math.max(1, free);
    };
    // Everyone plays in each half: near the half's end, those who have not played in it yet and
    // still have time to play (outside goal) go first.
    const halfOf = (v: number) => (shape.periods % 2 === 0 ? Math.floor((2 * v) / shape.windows) : 0);
    const half = halfOf(w);
    const halfEnd = shape.periods % 2 === 0 ? ((half + 1) * shape.windows) / 2 : shape.windows;
    const playedThisHalf = (id: string) => windows.some((x) => halfOf(x.index) === half && x.onField.some((q) => q.playerId === id));
    const keepsLaterThisHalf = (id: string) => {
      for (let v = w + 1; v < halfEnd; v += 1) if (keepers.get(Math.floor(v / shape.windowsPerPeriod)) === id) return true;
      return false;
    };
    const starved = new Set(
      candidates.filter((p) => shape.periods % 2 === 0 && urgency(p) > 0 && !playedThisHalf(p.id) && !keepsLaterThisHalf(p.id)).map((p) => p.id),
    );
    const lastChance = halfEnd - w <= Math.ceil(starved.size / Math.max(1, outfieldSlots));
    const ranked = candidates
      .map((p) => ({ p, u: urgency(p), t: tally.get(p.id)! }))
      .sort(
        (a, b) =>
          Number(locked.has(b.p.id)) - Number(locked.has(a.p.id)) ||
          Number(b.u >= 1 - 1e-9) - Number(a.u >= 1 - 1e-9) ||
          (lastChance ? Number(starved.has(b.p.id)) - Number(starved.has(a.p.id)) : 0) ||
          b.u - a.u ||
          b.t.sat - a.t.sat ||
          Number(previousField.has(b.p.id)) - Number(previousField.has(a.p.id)) ||
          a.p.seasonMinutes - b.p.seasonMinutes ||
          byId(a.p, b.p),
      );
    // The coach's starters play the first window where placed; any place left is filled as usual.
    const pinnedHere = w === 0 ? [...pinnedOutfield.keys()] : [];
    let field = [...pinnedHere, ...ranked.map((r) => r.p.id).filter((id) => !pinnedHere.includes(id))].slice(0, outfieldSlots);

    const limit = input.maxChangesPerWindow;
    if (limit !== undefined && !periodStart && previous) {
      const newcomers = field.filter((id) => !previousField.has(id));
      if (newcomers.length > limit) {
        const allowed = new Set(newcomers.slice(0, limit));
        const stayers = ranked.filter((r) => previousField.has(r.p.id)).map((r) => r.p.id);
        const kept = field.filter((id) => previousField.has(id) || allowed.has(id));
        for (const id of stayers) if (kept.length < outfieldSlots && !kept.includes(id)) kept.push(id);
        field = kept;
      }
    }

    const onField = place(field, keeperHere, previous, periodStart, players, tally, formation, w === 0 ? pinnedOutfield : new Map());
    const fieldIds = new Set(onField.map((p) => p.playerId));
    const bench = present.filter((p) => !fieldIds.has(p.id)).map((p) => p.id);
    const window: PlannedWindow = {
      index: w,
      period,
      startMinute: period * shape.periodMinutes + (w % shape.windowsPerPeriod) * shape.windowMinutes,
      minutes: shape.windowMinutes,
      keeper: keeperHere,
      onField,
      bench,
      changes: [],
      notes: [],
    };
    window.changes = explainChanges(window, previous, periodStart, tally, shape, name);
    window.notes = notesFor(window, previous, periodStart, players, keeper, name, w === start && start > 0, w === 0 && pinnedKeeper !== null);
    record(window, previous);
    windows.push(window);
    previous = window;
  }

  const minutes: Record<string, number> = {};
  for (const p of players) minutes[p.id] = tally.get(p.id)!.played * shape.windowMinutes;
  const plan: RotationPlan = { windows, minutes, guarantees: [] };
  plan.guarantees = checkRotation(input, plan, { targets, keepers });
  return plan;

  function record(window: PlannedWindow, before: PlannedWindow | undefined) {
    const onNow = new Set(window.onField.map((p) => p.playerId));
    const onBefore = new Set(before?.onField.map((p) => p.playerId) ?? []);
    for (const placement of window.onField) {
      const t = tally.get(placement.playerId);
      if (!t) continue;
      t.played += 1;
      if (placement.position === 'GK') t.keeperWindows += 1;
      const line = positionLine.get(placement.position);
      if (line && line !== 'goal') t.lines[line] += 1;
      if (before && !onBefore.has(placement.playerId)) t.cameOnAt = window.index;
    }
    for (const id of window.bench) {
      const t = tally.get(id);
      if (t && !onNow.has(id)) t.sat += 1;
    }
  }
}

/**
 * Which of the coach's placements the first window can honour: players available at kick-off,
 * positions of the formation (goal only where the format has a keeper), each player and
 * position once, first come first kept.
 */
export function honouredPlacement(input: Pick<RotationInput, 'startingPlacement' | 'format' | 'formation'>, players: readonly PlannerPlayer[], formation: Formation = input.formation ?? defaultFormation(input.format)): Placement[] {
  const codes = new Set(formation.positions.map((pos) => pos.code));
  const present = new Set(players.filter((p) => isAvailable(p, 0)).map((p) => p.id));
  const kept: Placement[] = [];
  for (const entry of input.startingPlacement ?? []) {
    if (!present.has(entry.playerId) || !codes.has(entry.position)) continue;
    if (kept.some((k) => k.playerId === entry.playerId || k.position === entry.position)) continue;
    kept.push({ playerId: entry.playerId, position: entry.position });
  }
  return kept.slice(0, formatSides[input.format].onField);
}

/** One keeper per period, from the willing players, the one who has kept goal least first; the coach's keeper for the first period when placed. */
function chooseKeepers(
  players: readonly PlannerPlayer[],
  shape: MatchShape,
  start: number,
  previous: PlannedWindow | undefined,
  tally: Map<string, Tally>,
  placed: { keeper: string | null; outfield: ReadonlyMap<string, string> },
): Map<number, string | null> {
  const keepers = new Map<number, string | null>();
  const kept = new Map(players.map((p) => [p.id, tally.get(p.id)!.keeperWindows]));
  const firstPeriod = Math.floor(start / shape.windowsPerPeriod);
  for (let period = firstPeriod; period < shape.periods; period += 1) {
    const first = Math.max(start, period * shape.windowsPerPeriod);
    const midPeriod = first % shape.windowsPerPeriod !== 0;
    const current = previous?.keeper ?? null;
    const stillThere = current !== null && players.some((p) => p.id === current && isAvailable(p, first));
    // The keeper changes only at a break: mid-period, the one in goal stays unless they cannot.
    if (midPeriod && stillThere) {
      keepers.set(period, current);
      kept.set(current, (kept.get(current) ?? 0) + (period + 1) * shape.windowsPerPeriod - first);
      continue;
    }
    if (first === 0 && placed.keeper !== null) {
      keepers.set(period, placed.keeper);
      kept.set(placed.keeper, (kept.get(placed.keeper) ?? 0) + shape.windowsPerPeriod);
      continue;
    }
    // A starter the coach placed outfield does not start in goal.
    const willing = players
      .filter((p) => p.willingKeeper && isAvailable(p, first) && !(first === 0 && placed.outfield.has(p.id)))
      .sort((a, b) => kept.get(a.id)! - kept.get(b.id)! || a.seasonMinutes - b.seasonMinutes || byId(a, b));
    const keeper = willing[0]?.id ?? null;
    keepers.set(period, keeper);
    if (keeper) kept.set(keeper, (kept.get(keeper) ?? 0) + shape.windowsPerPeriod);
  }
  return keepers;
}

/**
 * Each player's number of windows on the pitch over the whole match: places shared in
 * proportion to availability, at least the keeper's periods, at most the windows available,
 * rounded by largest remainder (ties to the coach's starters, then the fewest season minutes).
 */
function shareOfPlaces(
  players: readonly PlannerPlayer[],
  shape: MatchShape,
  start: number,
  keepers: Map<number, string | null>,
  tally: Map<string, Tally>,
  onField: number,
  placed: ReadonlySet<string>,
): Map<string, number> {
  let places = 0;
  const available = new Map<string, number>();
  const lower = new Map<string, number>();
  const upper = new Map<string, number>();
  for (const p of players) {
    const t = tally.get(p.id)!;
    let total = 0;
    let remaining = 0;
    let keeping = 0;
    for (let w = 0; w < shape.windows; w += 1) {
      if (!isAvailable(p, w)) continue;
      total += 1;
      if (w >= start) {
        remaining += 1;
        if (keepers.get(Math.floor(w / shape.windowsPerPeriod)) === p.id) keeping += 1;
      }
    }
    available.set(p.id, total);
    lower.set(p.id, t.played + keeping);
    upper.set(p.id, t.played + remaining);
  }
  for (let w = 0; w < shape.windows; w += 1) places += Math.min(onField, players.filter((p) => isAvailable(p, w)).length);

  const at = (lambda: number, id: string) => Math.min(upper.get(id)!, Math.max(lower.get(id)!, lambda * available.get(id)!));
  const sum = (lambda: number) => players.reduce((s, p) => s + at(lambda, p.id), 0);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (sum(mid) < places) lo = mid;
    else hi = mid;
  }
  const share = new Map(players.map((p) => [p.id, at(hi, p.id)]));
  const targets = new Map(players.map((p) => [p.id, Math.floor(share.get(p.id)! + 1e-9)]));
  let left = places - [...targets.values()].reduce((s, n) => s + n, 0);
  const byRemainder = [...players].sort(
    (a, b) =>
      share.get(b.id)! - targets.get(b.id)! - (share.get(a.id)! - targets.get(a.id)!) ||
      // The spare places go to those who start (the coach's starters, else the fewest season minutes), as the first window uses them.
      Number(placed.has(b.id)) - Number(placed.has(a.id)) ||
      a.seasonMinutes - b.seasonMinutes ||
      byId(a, b),
  );
  for (const p of byRemainder) {
    if (left <= 0) break;
    if (targets.get(p.id)! < upper.get(p.id)! && share.get(p.id)! - targets.get(p.id)! > 1e-9) {
      targets.set(p.id, targets.get(p.id)! + 1);
      left -= 1;
    }
  }
  return targets;
}

/**
 * Positions: the keeper in goal; players who stay on keep their place within a period; at a
 * break, and for players coming on, each takes a free place in the line they have played least
 * (this season and this match), so lines rotate across the season.
 */
function place(
  field: readonly string[],
  keeper: string | null,
  previous: PlannedWindow | undefined,
  periodStart: boolean,
  players: readonly PlannerPlayer[],
  tally: Map<string, Tally>,
  formation: Formation,
  pinned: ReadonlyMap<string, string>,
): Placement[] {
  const placements: Placement[] = keeper ? [{ playerId: keeper, position: 'GK' }] : [];
  const outfield = formation.positions.filter((pos) => pos.line !== 'goal');
  const free = new Set(outfield.map((pos) => pos.code));
  const staying = new Map<string, string>();
  if (!periodStart && previous) {
    for (const p of previous.onField) if (p.position !== 'GK' && field.includes(p.playerId)) staying.set(p.playerId, p.position);
  }
  for (const [playerId, position] of pinned) if (field.includes(playerId)) staying.set(playerId, position);
  for (const [playerId, position] of staying) {
    placements.push({ playerId, position });
    free.delete(position);
  }
  const seasonLines = new Map(players.map((p) => [p.id, p.seasonLineMinutes ?? {}]));
  const lineLoad = (id: string, line: PitchLine) => (seasonLines.get(id)?.[line] ?? 0) + tally.get(id)!.lines[line] * 5;
  const arriving = field.filter((id) => !staying.has(id));
  // Those with the most one-sided history choose first, so their move is not blocked.
  const spread = (id: string) => {
    const loads = pitchLines.map((line) => lineLoad(id, line));
    return Math.max(...loads) - Math.min(...loads);
  };
  arriving.sort((a, b) => spread(b) - spread(a) || (a < b ? -1 : 1));
  for (const id of arriving) {
    const open = outfield.filter((pos) => free.has(pos.code));
    if (open.length === 0) break;
    const best = [...open].sort((a, b) => lineLoad(id, a.line as PitchLine) - lineLoad(id, b.line as PitchLine))[0]!;
    placements.push({ playerId: id, position: best.code });
    free.delete(best.code);
  }
  // Nobody willing to keep goal: the place still needs a player; the plan says to choose one.
  const goal = formation.positions.find((pos) => pos.line === 'goal');
  const unplaced = arriving.filter((id) => !placements.some((p) => p.playerId === id));
  if (goal && keeper === null && unplaced[0] !== undefined) placements.push({ playerId: unplaced[0], position: goal.code });
  return placements;
}

function explainChanges(
  window: PlannedWindow,
  previous: PlannedWindow | undefined,
  periodStart: boolean,
  tally: Map<string, Tally>,
  shape: MatchShape,
  name: (id: string) => string,
): Change[] {
  if (!previous) return [];
  const before = new Set(previous.onField.map((p) => p.playerId));
  const now = new Set(window.onField.map((p) => p.playerId));
  const on = window.onField.map((p) => p.playerId).filter((id) => !before.has(id));
  const off = previous.onField.map((p) => p.playerId).filter((id) => !now.has(id));
  const minutes = (id: string) => tally.get(id)!.played * shape.windowMinutes;
  const soFar = window.startMinute;
  const when = periodStart ? 'At the break' : `At ${formatMinute(window.startMinute)}`;
  const changes: Change[] = [];
  for (let i = 0; i < Math.max(on.length, off.length); i += 1) {
    const comingOn = on[i];
    const goingOff = off[i] ?? null;
    if (comingOn === undefined) continue;
    const why =
      goingOff === null
        ? `${when}: ${name(comingOn)} comes on to fill a place (${minutes(comingOn)} of ${soFar} minutes played so far).`
        : `${when}: ${name(comingOn)} on for ${name(goingOff)}. ${name(comingOn)} has played ${minutes(comingOn)} of ${soFar} minutes, ${name(goingOff)} ${minutes(goingOff)}.`;
    changes.push({ off: goingOff, on: comingOn, why });
  }
  for (const goingOff of off.slice(on.length)) {
    changes.push({ off: goingOff, on: '', why: `${when}: ${name(goingOff)} comes off and nobody replaces them (too few players).` });
  }
  return changes.filter((c) => c.on !== '' || c.off !== null);
}

function notesFor(
  window: PlannedWindow,
  previous: PlannedWindow | undefined,
  periodStart: boolean,
  players: readonly PlannerPlayer[],
  plannedKeeper: string | null,
  name: (id: string) => string,
  replanned: boolean,
  placedKeeper: boolean,
): string[] {
  const notes: string[] = [];
  if (replanned && previous) {
    const gone = previous.onField.map((p) => p.playerId).filter((id) => !players.some((p) => p.id === id && isAvailable(p, window.index)));
    const arrived = players.filter((p) => (p.from ?? 0) === window.index && window.index > 0).map((p) => p.id);
    const what = [...gone.map((id) => `${name(id)} can no longer play`), ...arrived.map((id) => `${name(id)} has arrived`)];
    notes.push(`Re-planned from ${formatMinute(window.startMinute)}${what.length > 0 ? `: ${what.join(', ')}` : ''}. What has been played stays as it was.`);
  }
  const keeperChanged = previous !== undefined && window.keeper !== previous.keeper;
  if (window.keeper && periodStart && placedKeeper) notes.push(`${name(window.keeper)} keeps goal this period (placed in goal by the coach).`);
  else if (window.keeper && periodStart) notes.push(`${name(window.keeper)} keeps goal this period (willing, and has kept goal least so far).`);
  else if (window.keeper && keeperChanged) notes.push(`${name(window.keeper)} goes in goal now: the keeper could not go on.`);
  if (!window.keeper && plannedKeeper === null && periodStart) notes.push('Nobody willing to keep goal is available: choose a keeper before the period starts.');
  return notes;
}

export function formatMinute(minute: number): string {
  const whole = Math.floor(minute);
  const seconds = Math.round((minute - whole) * 60);
  return seconds === 0 ? `${whole}'` : `${whole}'${String(seconds).padStart(2, '0')}`;
}
