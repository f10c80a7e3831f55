import { defaultFormation, formatSides, formationOf } from './formats';
import type { Match, MatchPlan } from './match-schema';
import { clubRulePack, rulePacks, windowsPerPeriod, type RulePack } from './rule-packs';
import { planRotation } from './rotation-planner';
import type { PlannedWindow, PlannerPlayer, RotationInput } from './rotation-model';
import type { StartingPlacement } from './starting-placement';
import type { TeamAgeBand } from '../teams/team-profile-schema';
import type { LiveState } from './match-log';
import type { PlannedEvent } from './match-minutes';

/** From a match as stored to the planner's input and back to the plan it keeps: the lineup screen plans, the live screen re-plans. */

export function rulePackOf(match: Pick<Match, 'rulePack'>): RulePack {
  return match.rulePack === 'club' ? clubRulePack(0.5) : rulePacks[match.rulePack];
}

/** Substitution windows per period for the match: its pack's rule for the band, at the match's own period length. */
export function matchWindowsPerPeriod(match: Pick<Match, 'rulePack' | 'format' | 'periods' | 'periodMinutes'>, ageBand: TeamAgeBand | null): number {
  const setup = rulePackOf(match).setupFor(ageBand);
  return windowsPerPeriod({ ...setup, format: match.format, periods: match.periods, periodMinutes: match.periodMinutes });
}

export type SquadMember = { id: string; name: string; seasonMinutes?: number };

/**
 * Who the planner plans for: the available players, a late one from the second window on;
 * `changed` (a re-plan) sets when a player arrived or had to stop.
 */
export function plannerInput(
  match: Pick<Match, 'rulePack' | 'format' | 'periods' | 'periodMinutes' | 'availability'>,
  squad: readonly SquadMember[],
  options: {
    willingKeepers: readonly string[];
    formation: string;
    ageBand: TeamAgeBand | null;
    played?: readonly PlannedWindow[];
    from?: Record<string, number>;
    until?: Record<string, number>;
    startingPlacement?: StartingPlacement | null;
  },
): RotationInput {
  const status = new Map(match.availability.map((a) => [a.playerId, a.status]));
  const players: PlannerPlayer[] = squad
    .filter((p) => status.get(p.id) === 'available' || status.get(p.id) === 'late')
    .map((p) => {
      const from = options.from?.[p.id] ?? (status.get(p.id) === 'late' ? 1 : undefined);
      const until = options.until?.[p.id];
      return { id: p.id, name: p.name, willingKeeper: options.willingKeepers.includes(p.id), seasonMinutes: p.seasonMinutes ?? 0, ...(from !== undefined ? { from } : {}), ...(until !== undefined ? { until } : {}) };
    });
  return {
    players,
    format: match.format,
    formation: formationOf(match.format, options.formation) ?? defaultFormation(match.format),
    periods: match.periods,
    periodMinutes: match.periodMinutes,
    windowsPerPeriod: matchWindowsPerPeriod(match, options.ageBand),
    pack: rulePackOf(match),
    ...(options.played ? { played: options.played } : {}),
    ...(options.startingPlacement && options.startingPlacement.length > 0 ? { startingPlacement: options.startingPlacement } : {}),
  };
}

/** The plan as the match keeps it, with the part of the coach's placement its first window honours. */
export function planToKeep(input: RotationInput, willingKeepers: readonly string[]): MatchPlan {
  const plan = planRotation(input);
  const first = plan.windows[0]?.onField ?? [];
  const placed = (input.startingPlacement ?? []).filter((p) => first.some((q) => q.playerId === p.playerId && q.position === p.position));
  return {
    formation: input.formation?.name ?? defaultFormation(input.format).name,
    windowsPerPeriod: input.windowsPerPeriod,
    willingKeepers: [...willingKeepers],
    windows: plan.windows,
    minutes: plan.minutes,
    guarantees: plan.guarantees,
    ...(placed.length > 0 ? { startingPlacement: placed } : {}),
  };
}

/** The window being played now (during a break, the next period's first): where a re-plan starts. */
export function currentWindowIndex(match: Pick<Match, 'plan' | 'periodMinutes'>, state: Pick<LiveState, 'phase' | 'period' | 'periodMs'>): number {
  const windows = match.plan?.windows ?? [];
  const period = state.phase === 'break' ? state.period + 1 : state.period;
  const minute = state.phase === 'break' ? 0 : state.periodMs / 60_000;
  const reached = windows.filter((w) => w.period < period || (w.period === period && w.startMinute - w.period * match.periodMinutes <= minute + 1e-9));
  return reached.at(-1)?.index ?? 0;
}

/** What a re-plan during a match reads of the match. */
type ReplannedMatch = Pick<Match, 'plan' | 'rulePack' | 'format' | 'periods' | 'periodMinutes' | 'availability'>;

/** The team's age band, and who is still absent (they join the plan from the next window). */
type ReplanOptions = { ageBand: TeamAgeBand | null; absent: readonly string[] };

/**
 * An injury: the rest of the match re-planned at once from the window being played (what has
 * been played stays as it was), without the injured player and anyone out before; the events
 * are the injured player's replacement (when the re-plan has one) and the injury itself.
 */
export function replanForInjury(
  match: ReplannedMatch,
  squad: readonly SquadMember[],
  state: LiveState,
  injured: string,
  options: ReplanOptions,
): { plan: MatchPlan; events: PlannedEvent[] } | null {
  const plan = match.plan;
  if (!plan) return null;
  const current = currentWindowIndex(match, state);
  const until: Record<string, number> = Object.fromEntries([...state.out, injured].map((id) => [id, current]));
  const from: Record<string, number> = Object.fromEntries(options.absent.map((id) => [id, current + 1]));
  const input = plannerInput(match, squad, { willingKeepers: plan.willingKeepers, formation: plan.formation, ageBand: options.ageBand, played: plan.windows.slice(0, current), from, until, startingPlacement: plan.startingPlacement });
  const next = planToKeep(input, plan.willingKeepers);
  const window = next.windows[current];
  const replacement = window?.onField.map((p) => p.playerId).find((id) => !state.onField.includes(id) && state.bench.includes(id));
  const events: PlannedEvent[] = [];
  if (replacement && state.onField.includes(injured)) events.push({ kind: 'substitution', off: injured, on: replacement });
  events.push({ kind: 'injury', player: injured });
  return { plan: next, events };
}

/**
 * A late arrival: the window being played stays as it is, and the rest of the match is planned
 * again with the player from the next window on (others still absent after that).
 */
export function replanForArrival(
  match: ReplannedMatch,
  squad: readonly SquadMember[],
  state: LiveState,
  arrived: string,
  options: ReplanOptions,
): MatchPlan | null {
  const plan = match.plan;
  if (!plan) return null;
  const current = currentWindowIndex(match, state);
  if (current + 1 >= plan.windows.length) return plan;
  const from: Record<string, number> = Object.fromEntries([...options.absent.filter((id) => id !== arrived), arrived].map((id) => [id, current + 1]));
  const until: Record<string, number> = Object.fromEntries(state.out.map((id) => [id, current + 1]));
  const input = plannerInput(match, squad, { willingKeepers: plan.willingKeepers, formation: plan.formation, ageBand: options.ageBand, played: plan.windows.slice(0, current + 1), from, until, startingPlacement: plan.startingPlacement });
  return planToKeep(input, plan.willingKeepers);
}

/**
 * Whether a saved plan still fits the match as it is now: a change of format, periods or their
 * length (on this device or another) leaves the old windows behind. Null when it fits, else
 * what changed, in words for the coach.
 */
export function savedPlanMisfit(match: Pick<Match, 'plan' | 'rulePack' | 'format' | 'periods' | 'periodMinutes'>, ageBand: TeamAgeBand | null): string | null {
  const plan = match.plan;
  if (!plan) return null;
  const perPeriod = matchWindowsPerPeriod(match, ageBand);
  const planPeriods = plan.windows.length / plan.windowsPerPeriod;
  const planPeriodMinutes = (plan.windows[0]?.minutes ?? 0) * plan.windowsPerPeriod;
  const onField = Math.max(0, ...plan.windows.map((w) => w.onField.length));
  const fits =
    plan.windowsPerPeriod === perPeriod &&
    plan.windows.length === match.periods * perPeriod &&
    Math.abs(planPeriodMinutes - match.periodMinutes) < 1e-6 &&
    formationOf(match.format, plan.formation) !== undefined &&
    onField <= formatSides[match.format].onField;
  if (fits) return null;
  const was = `${planPeriods} x ${Math.round(planPeriodMinutes * 10) / 10} minutes with ${onField} on the pitch`;
  const now = `${match.periods} x ${match.periodMinutes} minutes of ${match.format}`;
  return `The saved lineup was planned for ${was}; this match is now ${now}.`;
}
