import { z } from 'zod';
import { isCoach } from '../diagram';
import type { Activity } from '../entities';
import type { SplitPart } from '../teams/player-options';

/**
 * Adapting a drill to who turned up: from the players and goalkeepers
 * present and the drill's own facts, re-split groups and teams, scale the grid from the
 * drill's space per player, and say in a coach's words what changed. Every player present
 * is placed exactly once: an odd one out becomes a neutral joker, never a spectator.
 */

export const MAX_TURNOUT = 40;

export const turnoutSchema = z
  .object({
    players: z.number().int().min(1).max(MAX_TURNOUT),
    /** Goalkeepers among the players (not on top of them). */
    goalkeepers: z.number().int().min(0).max(MAX_TURNOUT),
  })
  .refine((t) => t.goalkeepers <= t.players, { message: 'Goalkeepers are counted among the players' });
export type Turnout = z.infer<typeof turnoutSchema>;

/** What the adaptation needs to know about a drill, read from its profile and diagram. */
export type DrillShape = {
  /** Players the drill is written for, all groups together. */
  players: number;
  /** Groups (grids) the drill runs in side by side. */
  groups: number;
  /** Goals a keeper can stand in, per group. */
  keeperGoals: number;
  /** Outfield team sizes as drawn (their proportions matter, e.g. 5v2); empty when nobody opposes. */
  teams: number[];
  /** Metres, per grid. */
  area: { width: number; length: number };
  /** Neutral players per group, on top of the teams (they play for the team with the ball). */
  neutrals?: number;
};

export type TurnoutGroup = {
  players: number;
  /** '4v4 + 1 joker + 2 keepers'. */
  format: string;
  /** Every player of the group exactly once. */
  parts: SplitPart[];
};

export type TurnoutPlan = {
  turnout: Turnout;
  groups: TurnoutGroup[];
  grid: { width: number; length: number };
  /** The players the Game Creator starts from. */
  gameCreatorPlayers: number;
  /** What differs from the drill as written, one sentence each; empty when it runs as planned. */
  changes: string[];
};

type ShapeSource = Pick<Activity, 'profile' | 'diagram'> & Partial<Pick<Activity, 'title'>>;

const KEEPER = 'Goalkeeper';
const JOKER = 'Neutral joker';

/** The drill's shape, or null when it carries neither a profile nor a drawn diagram to scale from. */
export function drillShapeOf(activity: ShapeSource): DrillShape | null {
  const { profile } = activity;
  // The coach drawn on a diagram is not one of the players the drill needs.
  const diagram = activity.diagram ? { ...activity.diagram, players: activity.diagram.players.filter((p) => !isCoach(p)) } : null;
  const fullGoals = diagram ? diagram.goals.filter((g) => g.size === 'full').length : null;
  const drawn = diagram ? teamSizesDrawn(diagram.players) : [];
  const drawnNeutrals = diagram ? diagram.players.filter((p) => p.role === 'neutral').length : 0;
  // Partial details count only with the player numbers, and a space from the profile or the diagram.
  const area = profile?.area ?? diagram?.area;
  if (profile?.players && area) {
    const real = realTeams(activity.title ?? '', drawn, profile.area?.grids ?? 1);
    const { groups } = real;
    const neutrals = Math.round(drawnNeutrals / groups);
    return {
      players: profile.players.ideal,
      groups,
      keeperGoals: fullGoals === null ? Math.ceil(profile.players.goalkeepers / groups) : Math.round(fullGoals / groups),
      teams: profile.practiceType === 'unopposed' ? [] : real.teams.length >= 2 ? real.teams : [1, 1],
      area: perGrid(area, real.groups / (profile.area?.grids ?? 1)),
      ...(neutrals > 0 ? { neutrals } : {}),
    };
  }
  const drawnTeams = drawn;
  if (!diagram || diagram.players.length === 0) return null;
  return {
    players: diagram.players.length,
    groups: 1,
    keeperGoals: fullGoals ?? 0,
    teams: drawnTeams.length >= 2 ? drawnTeams : [],
    area: { width: diagram.area.width, length: diagram.area.length },
  };
}

/**
 * The drill's real teams and grids. A diagram draws every grid at once ("3v1 Grids": 9 red,
 * 3 blue), so drawn teams that are a whole multiple of the title's format ("3v1") are that
 * many grids of it; drawn teams of a drill filed with several grids are shared among them.
 */
export function realTeams(title: string, drawn: readonly number[], grids: number): { teams: number[]; groups: number } {
  if (grids > 1 && drawn.length >= 2 && drawn.every((n) => n % grids === 0)) return { teams: drawn.map((n) => n / grids), groups: grids };
  const named = /\b(\d{1,2})\s*v\s*(\d{1,2})\b/i.exec(title);
  if (grids === 1 && named && drawn.length === 2) {
    const [a, b] = [Number(named[1]), Number(named[2])];
    const times = drawn[0]! / a;
    const flipped = drawn[0]! / b;
    if (a > 0 && b > 0 && Number.isInteger(times) && times > 1 && drawn[1] === b * times) return { teams: [a, b], groups: times };
    if (a > 0 && b > 0 && Number.isInteger(flipped) && flipped > 1 && drawn[1] === a * flipped) return { teams: [b, a], groups: flipped };
  }
  return { teams: [...drawn], groups: grids };
}

/** One grid's space when the drawn area holds `count` grids side by side (along its longer side). */
function perGrid(area: { width: number; length: number }, count: number): { width: number; length: number } {
  if (count <= 1) return { width: area.width, length: area.length };
  return area.width >= area.length
    ? { width: Math.max(1, Math.round(area.width / count)), length: area.length }
    : { width: area.width, length: Math.max(1, Math.round(area.length / count)) };
}

function teamSizesDrawn(players: NonNullable<ShapeSource['diagram']>['players']): number[] {
  const sizes = new Map<string, number>();
  for (const p of players) if (p.role === 'player') sizes.set(p.team, (sizes.get(p.team) ?? 0) + 1);
  return [...sizes.values()];
}

/** The drill adapted to the turnout. */
export function adaptToTurnout(shape: DrillShape, turnout: Turnout): TurnoutPlan {
  const plan = splitFor(shape, turnout);
  const planned = splitFor(shape, { players: shape.players, goalkeepers: Math.min(shape.players, shape.keeperGoals * shape.groups) });
  return { ...plan, turnout, gameCreatorPlayers: turnout.players, changes: changesFrom(shape, turnout, plan, planned) };
}

type Split = { groups: TurnoutGroup[]; grid: { width: number; length: number }; keepersInGoal: number };

function splitFor(shape: DrillShape, turnout: Turnout): Split {
  const n = turnout.players;
  const perGroup = shape.players / shape.groups;
  // At least two players in a group, so a group is never one player on their own.
  const groupCount = Math.max(1, Math.min(Math.round(n / perGroup), Math.floor(n / 2)));
  const sizes = evenSizes(n, groupCount);
  const keepersInGoal = Math.min(turnout.goalkeepers, shape.keeperGoals * groupCount);
  const keepers = evenSizes(keepersInGoal, groupCount);
  const groups = sizes.map((size, i) => groupOf(size, keepers[i] ?? 0, shape.teams, shape.neutrals ?? 0));
  const scale = Math.sqrt(n / groupCount / perGroup);
  const grid = {
    width: Math.max(1, Math.round(shape.area.width * scale)),
    length: Math.max(1, Math.round(shape.area.length * scale)),
  };
  return { groups, grid, keepersInGoal };
}

/** `total` split into `count` whole numbers that differ by at most one, larger first. */
function evenSizes(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0));
}

function groupOf(size: number, keepers: number, teams: number[], neutrals: number): TurnoutGroup {
  const outfield = size - keepers;
  // The drill's own neutrals stay while each team keeps at least two players.
  const kept = teams.length >= 2 ? Math.max(0, Math.min(neutrals, outfield - 2 * teams.length)) : 0;
  const split = withNeutrals(splitTeams(outfield - kept, teams), kept);
  const parts: SplitPart[] = [...split.parts, ...(keepers > 0 ? [{ label: KEEPER, count: keepers }] : [])];
  const extras = [
    split.jokers > 0 ? plural(split.jokers, 'joker', 'jokers') : '',
    keepers > 0 ? plural(keepers, 'keeper', 'keepers') : '',
  ].filter(Boolean);
  return { players: size, format: [split.format, ...extras].join(' + '), parts: parts.filter((p) => p.count > 0) };
}

type TeamSplit = { parts: SplitPart[]; format: string; jokers: number };

/** The drill's neutrals join any odd one out as the group's neutral jokers. */
function withNeutrals(split: TeamSplit, neutrals: number): TeamSplit {
  if (neutrals === 0) return split;
  const jokers = split.jokers + neutrals;
  const parts = [...split.parts.filter((p) => p.label !== JOKER), { label: JOKER, count: jokers }];
  return { parts, format: split.format, jokers };
}

function splitTeams(outfield: number, teams: number[]): TeamSplit {
  const k = teams.length;
  if (k < 2 || outfield < k) {
    return { parts: [{ label: 'Players', count: outfield }], format: `${outfield} ${outfield === 1 ? 'player' : 'players'}`, jokers: 0 };
  }
  const equal = Math.max(...teams) === Math.min(...teams);
  if (equal) {
    // Three teams of one is no game: fewer, bigger teams while each would have fewer than two.
    let teamCount = k;
    while (teamCount > 2 && Math.floor(outfield / teamCount) < 2) teamCount -= 1;
    return equalTeams(outfield, teamCount);
  }
  const sizes = proportional(outfield, teams);
  return { parts: sizes.map((count, i) => ({ label: `Team ${i + 1}`, count })), format: sizes.join('v'), jokers: 0 };
}

function equalTeams(outfield: number, k: number): TeamSplit {
  const per = Math.floor(outfield / k);
  const jokers = outfield % k;
  const parts = Array.from({ length: k }, (_, i) => ({ label: `Team ${i + 1}`, count: per }));
  if (jokers > 0) parts.push({ label: JOKER, count: jokers });
  return { parts, format: k === 2 ? `${per}v${per}` : `${k} teams of ${per}`, jokers };
}

/** `total` shared in the proportions of `weights` (largest remainder), each share at least one. */
function proportional(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const sizes = exact.map((x) => Math.floor(x));
  const left = total - sizes.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order.slice(0, left)) sizes[i] = (sizes[i] ?? 0) + 1;
  // A team of nobody: take one from the biggest team (callers give at least one player per team).
  for (let i = 0; i < sizes.length; i += 1) {
    if (sizes[i] !== 0) continue;
    const biggest = sizes.indexOf(Math.max(...sizes));
    sizes[biggest] = (sizes[biggest] ?? 0) - 1;
    sizes[i] = 1;
  }
  return sizes;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** '3 groups of 4', '2 groups of 7 and 6', '3 groups of 6, 6 and 5'. */
function describeGroups(groups: TurnoutGroup[]): string {
  const sizes = groups.map((g) => g.players);
  if (new Set(sizes).size <= 1) return `${plural(sizes.length, 'group', 'groups')} of ${sizes[0] ?? 0}`;
  return `${sizes.length} groups of ${sizes.slice(0, -1).join(', ')} and ${sizes[sizes.length - 1]}`;
}

function describeFormats(groups: TurnoutGroup[]): string {
  return [...new Set(groups.map((g) => g.format))].join(' and ');
}

function changesFrom(shape: DrillShape, turnout: Turnout, plan: Split, planned: Split): string[] {
  const changes: string[] = [];
  const oneGroup = plan.groups.length === 1 && planned.groups.length === 1;
  const groupsNow = describeGroups(plan.groups);
  const groupsBefore = describeGroups(planned.groups);
  if (oneGroup && turnout.players !== shape.players) changes.push(`${turnout.players} players instead of ${shape.players}`);
  else if (!oneGroup && groupsNow !== groupsBefore) changes.push(`${groupsNow} instead of ${groupsBefore}`);

  const formatNow = describeFormats(plan.groups);
  const formatBefore = describeFormats(planned.groups);
  // Without teams the format is only a head count, which the line above already gives.
  if (shape.teams.length > 0 && formatNow !== formatBefore) changes.push(`Play ${formatNow} instead of ${formatBefore}`);

  const jokersOf = (split: Split) => split.groups.reduce((sum, g) => sum + (g.parts.find((p) => p.label === JOKER)?.count ?? 0), 0);
  const jokers = jokersOf(plan);
  // The drill's own neutrals are no change; only an odd one out made a joker is.
  if (jokers > jokersOf(planned)) {
    changes.push(`${plural(jokers, 'neutral joker', 'neutral jokers')} ${jokers === 1 ? 'plays' : 'play'} for the team with the ball; swap ${jokers === 1 ? 'the joker' : 'jokers'} every 3 minutes`);
  }

  const { grid } = plan;
  const before = shape.area;
  if (grid.width !== before.width || grid.length !== before.length) {
    const grids = plan.groups.length > 1 ? 'Grids' : 'Grid';
    changes.push(`${grids} ${grid.width} x ${grid.length} m instead of ${before.width} x ${before.length} m`);
  }

  const goals = shape.keeperGoals * plan.groups.length;
  const outfieldKeepers = turnout.goalkeepers - plan.keepersInGoal;
  if (outfieldKeepers > 0) {
    changes.push(
      goals === 0
        ? `${plural(outfieldKeepers, 'goalkeeper plays', 'goalkeepers play')} outfield: this drill has no goals to keep`
        : `${plural(outfieldKeepers, 'goalkeeper plays', 'goalkeepers play')} outfield: only ${plural(goals, 'goal', 'goals')} to keep`,
    );
  }
  const emptyGoals = goals - plan.keepersInGoal;
  if (emptyGoals > 0) {
    changes.push(`No goalkeeper for ${plural(emptyGoals, 'goal', 'goals')}: outfield players take turns in goal, swap every 3 minutes`);
  }
  return changes;
}
