import type { Activity } from '../entities';
import type { AgeBand, PracticeType } from '../drills/drill-profile-schema';
import { headingProblemFor, libraryBand } from '../drills/heading-rules';
import { ACTIVITY_MINUTES_STEP, MAX_ACTIVITY_MINUTES, MIN_ACTIVITY_MINUTES } from './session-plan';
import type { SessionPhase } from './session-plan-schema';
import { fitsSpace, type SpaceSize } from '../drills/space-size';
import { ageBandDefaults } from '../teams/team-profile';
import type { TeamAgeBand, TeamProfile } from '../teams/team-profile-schema';
import { focusGroups, WARM_UP } from '../drills/vocabulary';

/**
 * "Plan this session": a complete session for a group from the club's own library, on the
 * device (offline) and deterministic (same input, same plan). A warm-up, two or three main
 * practices that progress from unopposed towards a game, and a game, with minutes in
 * 5-minute steps adding up to the training length. Only drills whose age bands include the
 * group's, that take the expected players (with the goalkeepers they need), fit the space,
 * suit the group's heading rule and were not run in the group's last three sessions.
 * When the library has too few, it says what is missing instead of a broken plan.
 */

export type PlannerDrill = Pick<Activity, 'id' | 'title' | 'category' | 'subCategoryName' | 'abilityLevel' | 'profile'> & {
  instructions?: string;
};

export type PlannerInput = {
  library: readonly PlannerDrill[];
  /** One of the builder's focus options. */
  focus: string;
  profile: TeamProfile;
  /** Players expected at training, goalkeepers included; the squad size when not given. */
  players?: number | null;
  /** The activities of the group's last three sessions: left out. */
  recentActivityIds?: readonly string[];
  space?: SpaceSize | null;
  /** The builder's ability level: preferred, never required. */
  abilityLevel?: string;
};

export type PlanSlot = 'warm-up' | 'main' | 'game';

export type PlannedDrill = {
  activityId: string;
  title: string;
  slot: PlanSlot;
  phase: SessionPhase;
  minutes: number;
  /** Why this drill, in plain words. */
  reason: string;
};

export type SessionPlanResult =
  | { ok: true; drills: PlannedDrill[]; totalMinutes: number; players: number; notes: string[] }
  | { ok: false; missing: string[] };

/** The fewest minutes that hold a warm-up, two main practices and a game. */
export const MIN_PLANNED_MINUTES = 4 * MIN_ACTIVITY_MINUTES;
const THREE_MAINS_FROM_MINUTES = 75;
const FALLBACK_PLAYERS = 12;
const FALLBACK_MINUTES = 60;

const GAME_TOPICS = ['small sided games', 'games with conditions'];
const WARM_UP_FALLBACK_TOPICS = ['physical literacy', 'injury prevention'];
const NOT_MAIN_TOPICS = new Set([WARM_UP.toLowerCase(), 'cool-down']);

/** Steps from practice towards the game: a plan's main practices never step back. */
const practiceRank: Record<PracticeType, number> = { unopposed: 0, opposed: 1, 'phase of play': 2, 'small-sided game': 3 };
const practiceWords: Record<PracticeType, string> = {
  unopposed: 'an unopposed',
  opposed: 'an opposed',
  'phase of play': 'a phase of play',
  'small-sided game': 'a small-sided game',
};

type Context = {
  band: TeamAgeBand | null;
  libBand: AgeBand | null;
  players: number;
  goalkeepers: number;
  minutes: number;
  space: SpaceSize | null;
  recent: ReadonlySet<string>;
  focus: string;
  focusKey: string;
  siblings: ReadonlySet<string>;
  abilityLevel: string | undefined;
  format: TeamProfile['matchFormat'];
};

type Misfit = 'details' | 'age' | 'players' | 'goalkeepers' | 'space' | 'heading' | 'recent';

function contextOf(input: PlannerInput): Context {
  const { profile } = input;
  const defaults = profile.ageBand ? ageBandDefaults[profile.ageBand] : null;
  const focusKey = input.focus.trim().toLowerCase();
  const group = focusGroups.find((g) => (g.options as readonly string[]).some((o) => o.toLowerCase() === focusKey));
  return {
    band: profile.ageBand,
    libBand: profile.ageBand ? libraryBand(profile.ageBand) : null,
    players: input.players ?? profile.squadSize ?? defaults?.squadSize ?? FALLBACK_PLAYERS,
    goalkeepers: profile.goalkeepers ?? defaults?.goalkeepers ?? 1,
    minutes: profile.trainingMinutes ?? defaults?.trainingMinutes ?? FALLBACK_MINUTES,
    space: input.space ?? null,
    recent: new Set(input.recentActivityIds ?? []),
    focus: input.focus.trim(),
    focusKey,
    siblings: new Set((group?.options ?? []).map((o) => o.toLowerCase()).filter((o) => o !== focusKey)),
    abilityLevel: input.abilityLevel,
    format: profile.matchFormat,
  };
}

function topicsOf(drill: PlannerDrill): string[] {
  const names = [drill.category.replace(/^category:/i, '').trim().toLowerCase()];
  if (drill.subCategoryName) names.push(drill.subCategoryName.trim().toLowerCase());
  return names;
}

/** Why a drill does not suit the group, or null when it does. */
function misfit(drill: PlannerDrill, ctx: Context): Misfit | null {
  const p = drill.profile;
  if (!p?.ageBands || !p.players) return 'details';
  if (ctx.libBand && !p.ageBands.includes(ctx.libBand)) return 'age';
  const groups = drillGroupsFor(p.players, ctx.players);
  if (groups === null) return 'players';
  if (p.players.goalkeepers * groups > ctx.goalkeepers) return 'goalkeepers';
  if (ctx.space && p.area && !fitsSpace({ ...p.area, grids: p.area.grids * groups }, ctx.space)) return 'space';
  if (headingProblemFor(ctx.band, drill)) return 'heading';
  if (ctx.recent.has(drill.id)) return 'recent';
  return null;
}

/** Most groups a plan runs one drill in side by side. */
const MAX_GROUPS = 3;

/**
 * In how many groups side by side the drill takes `players` (each group within its min..max,
 * sizes differing by one at most), fewest first; null when no split fits.
 */
export function drillGroupsFor(range: { min: number; max: number }, players: number): number | null {
  for (let groups = 1; groups <= MAX_GROUPS; groups += 1) {
    if (Math.floor(players / groups) >= range.min && Math.ceil(players / groups) <= range.max) return groups;
  }
  return null;
}

function rankOf(drill: PlannerDrill): number {
  const type = drill.profile?.practiceType;
  return type ? practiceRank[type] : practiceRank.opposed;
}

/** Higher is better: the group's own focus, the ideal number of players, the level and format. */
function scoreOf(drill: PlannerDrill, ctx: Context, own: boolean): number {
  let score = own ? 1000 : 0;
  const ideal = drill.profile?.players?.ideal;
  const range = drill.profile?.players;
  const groups = range ? (drillGroupsFor(range, ctx.players) ?? 1) : 1;
  // One group is simpler to run than several side by side.
  score -= (groups - 1) * 30;
  if (ideal !== undefined) score -= Math.abs(ideal - ctx.players / groups) * 2;
  if (ctx.abilityLevel && (drill.abilityLevel === ctx.abilityLevel || ctx.abilityLevel === 'All Levels')) score += 20;
  if (ctx.format && drill.profile?.matchFormat === ctx.format) score += 5;
  return score;
}

type Candidate = { drill: PlannerDrill; score: number; own: boolean };

function byScore(a: Candidate, b: Candidate): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.drill.title !== b.drill.title) return a.drill.title < b.drill.title ? -1 : 1;
  return a.drill.id < b.drill.id ? -1 : a.drill.id > b.drill.id ? 1 : 0;
}

type Pool = { label: string; checked: number; misfits: Map<Misfit, number>; candidates: Candidate[]; recentFallbacks: number };

function newPool(label: string): Pool {
  return { label, checked: 0, misfits: new Map(), candidates: [], recentFallbacks: 0 };
}

/** One pass over the library: each drill into the pools it may serve, counted when it does not fit. */
function sortLibrary(library: readonly PlannerDrill[], ctx: Context): { warmUp: Pool; main: Pool; game: Pool } {
  const warmUp = newPool('warm-up');
  const main = newPool(`${ctx.focus} practice`);
  const game = newPool('game');
  const warmKey = WARM_UP.toLowerCase();
  for (const drill of library) {
    const topics = topicsOf(drill);
    const isWarmUp = topics.includes(warmKey);
    const isWarmFallback = topics.some((t) => WARM_UP_FALLBACK_TOPICS.includes(t));
    const own = topics.includes(ctx.focusKey);
    const sibling = !own && topics.some((t) => ctx.siblings.has(t));
    const isGame = topics.some((t) => GAME_TOPICS.includes(t)) || (own && drill.profile?.practiceType === 'small-sided game');
    const isMain = (own || sibling) && !topics.some((t) => NOT_MAIN_TOPICS.has(t));
    // Each pool the drill may serve: whether its misfits explain a shortage, and whether it is the pool's first choice.
    const pools: [Pool, boolean, boolean][] = [];
    if (isWarmUp || isWarmFallback) pools.push([warmUp, isWarmUp, isWarmUp]);
    if (isMain) pools.push([main, own, own]);
    if (isGame) pools.push([game, true, own && !GAME_TOPICS.includes(ctx.focusKey)]);
    if (pools.length === 0) continue;
    const why = misfit(drill, ctx);
    for (const [pool, counted, first] of pools) {
      // Fallbacks (a sibling focus, a physical warm-up) count only when they fit: the shortage is the focus's own.
      if (counted) pool.checked += 1;
      if (why) {
        if (counted) pool.misfits.set(why, (pool.misfits.get(why) ?? 0) + 1);
        else if (why === 'recent') pool.recentFallbacks += 1;
        continue;
      }
      pool.candidates.push({ drill, score: scoreOf(drill, ctx, first), own: first });
    }
  }
  for (const pool of [warmUp, main, game]) pool.candidates.sort(byScore);
  return { warmUp, main, game };
}

const misfitWords: Record<Misfit, (ctx: Context, n: number) => string> = {
  details: (_, n) => `${n} ${n === 1 ? 'gives' : 'give'} no age bands or players`,
  age: (ctx, n) => `${n} ${n === 1 ? 'is' : 'are'} not for ${ctx.band}`,
  players: (ctx, n) => `${n} ${n === 1 ? 'does' : 'do'} not take ${ctx.players} players, even in groups`,
  goalkeepers: (ctx, n) => `${n} ${n === 1 ? 'needs' : 'need'} more than ${ctx.goalkeepers} goalkeeper${ctx.goalkeepers === 1 ? '' : 's'}`,
  space: (_, n) => `${n} ${n === 1 ? 'needs' : 'need'} more space`,
  heading: (_, n) => `${n} ${n === 1 ? 'practises' : 'practise'} heading`,
  recent: (_, n) => `${n} ${n === 1 ? 'was' : 'were'} run in the last three sessions`,
};

function shortage(pool: Pool, ctx: Context, needed: number, found: number): string {
  const who = `${ctx.band ?? 'this group'} with ${ctx.players} players`;
  const head = found === 0 ? `No ${pool.label} in the library suits ${who}` : `Only ${found} ${pool.label}${found === 1 ? '' : 's'} ${found === 1 ? 'suits' : 'suit'} ${who}; a session needs ${needed}`;
  const reasons = [...pool.misfits.entries()].map(([why, n]) => misfitWords[why](ctx, n));
  const checked = pool.checked === 0 ? ' (the library has none at all)' : reasons.length ? ` (of ${pool.checked} checked, ${reasons.join(', ')})` : '';
  const fallbacks = pool.recentFallbacks > 0 ? `; ${pool.recentFallbacks} more from related focuses were run in the last three sessions` : '';
  return `${head}${checked}${fallbacks}.`;
}

function playersText(drill: PlannerDrill, ctx: Context): string {
  const p = drill.profile?.players;
  if (!p) return '';
  const keepers = p.goalkeepers > 0 ? ` with ${p.goalkeepers} goalkeeper${p.goalkeepers === 1 ? '' : 's'}` : '';
  const groups = drillGroupsFor(p, ctx.players) ?? 1;
  const split = groups > 1 ? `, so your ${ctx.players} run it in ${groups} groups side by side` : ` (${ctx.players} expected)`;
  return `takes ${p.min} to ${p.max} players${keepers}${split}`;
}

function fitText(drill: PlannerDrill, ctx: Context): string {
  const parts = [ctx.band ? `suits ${ctx.band}` : null, playersText(drill, ctx), ctx.space ? 'fits your space' : null].filter(Boolean);
  const recent = ctx.recent.size > 0 ? ' Not run in the last three sessions.' : '';
  return `${parts.join(', ')}.${recent}`.replace(/^./, (c) => c.toUpperCase());
}

function typeWords(drill: PlannerDrill): string {
  const type = drill.profile?.practiceType;
  return type ? practiceWords[type] : 'a';
}

function topicName(drill: PlannerDrill): string {
  return drill.subCategoryName ?? drill.category.replace(/^category:/i, '');
}

function reasonFor(slot: PlanSlot, c: Candidate, ctx: Context, step: number, steps: number): string {
  const drill = c.drill;
  if (slot === 'warm-up') {
    const what = c.own ? 'A warm-up' : `A drill from ${topicName(drill)} as the warm-up (no warm-up in the library fits)`;
    return `${what} to get players moving. ${fitText(drill, ctx)}`;
  }
  if (slot === 'game') {
    const what = c.own ? `A game on ${ctx.focus}` : 'A game';
    return `${what} to finish: the players use the theme in play. ${fitText(drill, ctx)}`;
  }
  const from = c.own ? `${ctx.focus}` : `${topicName(drill)} (too few ${ctx.focus} practices fit, so from the same group of focuses)`;
  return `Step ${step} of ${steps} towards the game: ${typeWords(drill)} practice on ${from}. ${fitText(drill, ctx)}`;
}

/** The main practices: the best of each step from unopposed towards a game, in that order. */
function pickMains(candidates: readonly Candidate[], count: number): Candidate[] {
  const bestPerRank = new Map<number, Candidate>();
  for (const c of candidates) if (!bestPerRank.has(rankOf(c.drill))) bestPerRank.set(rankOf(c.drill), c);
  const ranks = [...bestPerRank.keys()].sort((a, b) => a - b).slice(0, count);
  const chosen = ranks.map((r) => bestPerRank.get(r)!);
  for (const c of candidates) {
    if (chosen.length >= count) break;
    if (!chosen.includes(c)) chosen.push(c);
  }
  return chosen.sort((a, b) => rankOf(a.drill) - rankOf(b.drill) || byScore(a, b));
}

/**
 * Minutes per slot in 5-minute steps adding up to `total`: warm-up about 15 %, the game about
 * 30 %, the main practices the rest in equal parts; each 5 to 60 minutes.
 */
export function splitMinutes(total: number, mains: number): number[] {
  const weights = [0.15, ...Array.from({ length: mains }, () => 0.55 / mains), 0.3];
  const ideal = weights.map((w) => w * total);
  const minutes = ideal.map((m) => Math.min(MAX_ACTIVITY_MINUTES, Math.max(MIN_ACTIVITY_MINUTES, Math.floor(m / ACTIVITY_MINUTES_STEP) * ACTIVITY_MINUTES_STEP)));
  let left = total - minutes.reduce((s, m) => s + m, 0);
  while (left !== 0) {
    const sign = left > 0 ? 1 : -1;
    let best = -1;
    for (let i = 0; i < minutes.length; i += 1) {
      const next = minutes[i]! + sign * ACTIVITY_MINUTES_STEP;
      if (next < MIN_ACTIVITY_MINUTES || next > MAX_ACTIVITY_MINUTES) continue;
      const gap = sign * (ideal[i]! - minutes[i]!);
      if (best < 0 || gap > sign * (ideal[best]! - minutes[best]!)) best = i;
    }
    if (best < 0) break;
    minutes[best] = minutes[best]! + sign * ACTIVITY_MINUTES_STEP;
    left -= sign * ACTIVITY_MINUTES_STEP;
  }
  return minutes;
}

function plannedDrill(slot: PlanSlot, c: Candidate, minutes: number, reason: string): PlannedDrill {
  const phase: SessionPhase = slot === 'warm-up' ? 'Warm-up' : slot === 'game' ? 'Game' : 'Main';
  return { activityId: c.drill.id, title: c.drill.title, slot, phase, minutes, reason };
}

export function planSession(input: PlannerInput): SessionPlanResult {
  const ctx = contextOf(input);
  const total = Math.floor(ctx.minutes / ACTIVITY_MINUTES_STEP) * ACTIVITY_MINUTES_STEP;
  const notes: string[] = [];
  if (total < MIN_PLANNED_MINUTES) {
    return { ok: false, missing: [`A complete session needs at least ${MIN_PLANNED_MINUTES} minutes; the training is ${ctx.minutes}.`] };
  }
  if (total !== ctx.minutes) notes.push(`Planned for ${total} minutes: the plan runs in 5-minute steps.`);
  const pools = sortLibrary(input.library, ctx);
  const wanted = total >= THREE_MAINS_FROM_MINUTES ? 3 : 2;
  const mains = pickMains(pools.main.candidates, wanted);
  const used = new Set(mains.map((c) => c.drill.id));
  const warmUp = pools.warmUp.candidates.find((c) => !used.has(c.drill.id));
  if (warmUp) used.add(warmUp.drill.id);
  const game = pools.game.candidates.find((c) => !used.has(c.drill.id));

  const missing: string[] = [];
  if (!warmUp) missing.push(shortage(pools.warmUp, ctx, 1, 0));
  if (mains.length < 2) missing.push(shortage(pools.main, ctx, 2, mains.length));
  if (!game) missing.push(shortage(pools.game, ctx, 1, 0));
  if (missing.length > 0 || !warmUp || !game) return { ok: false, missing };
  if (mains.length < wanted) notes.push(`Two main practices: only two ${ctx.focus} practices suit the group.`);

  const minutes = splitMinutes(total, mains.length);
  const drills: PlannedDrill[] = [
    plannedDrill('warm-up', warmUp, minutes[0]!, reasonFor('warm-up', warmUp, ctx, 0, 0)),
    ...mains.map((c, i) => plannedDrill('main', c, minutes[i + 1]!, reasonFor('main', c, ctx, i + 1, mains.length))),
    plannedDrill('game', game, minutes[minutes.length - 1]!, reasonFor('game', game, ctx, 0, 0)),
  ];
  return { ok: true, drills, totalMinutes: total, players: ctx.players, notes };
}

/**
 * "Swap": the next best drill for one slot of a plan, keeping its minutes and the others'
 * picks; a main practice keeps the steps in order. Null when no other drill fits that slot.
 * Swapping again goes on down the list and comes back round to the first.
 */
export function swapPlannedDrill(input: PlannerInput, drills: readonly PlannedDrill[], index: number): PlannedDrill | null {
  const current = drills[index];
  if (!current) return null;
  const ctx = contextOf(input);
  const pools = sortLibrary(input.library, ctx);
  const pool = current.slot === 'warm-up' ? pools.warmUp : current.slot === 'game' ? pools.game : pools.main;
  const others = new Set(drills.filter((_, i) => i !== index).map((d) => d.activityId));
  let options = pool.candidates.filter((c) => !others.has(c.drill.id));
  const mainIndexes = drills.flatMap((d, i) => (d.slot === 'main' ? [i] : []));
  const step = mainIndexes.indexOf(index);
  if (current.slot === 'main') {
    const rankAt = (i: number | undefined) => {
      const drill = i === undefined ? undefined : input.library.find((d) => d.id === drills[i]!.activityId);
      return drill ? rankOf(drill) : undefined;
    };
    const low = rankAt(mainIndexes[step - 1]) ?? 0;
    const high = rankAt(mainIndexes[step + 1]) ?? practiceRank['small-sided game'];
    options = options.filter((c) => rankOf(c.drill) >= low && rankOf(c.drill) <= high);
  }
  if (options.length === 0) return null;
  const at = options.findIndex((c) => c.drill.id === current.activityId);
  const next = options[(at + 1) % options.length]!;
  if (next.drill.id === current.activityId) return null;
  return plannedDrill(current.slot, next, current.minutes, reasonFor(current.slot, next, ctx, step + 1, mainIndexes.length));
}
