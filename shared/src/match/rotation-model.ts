import type { Formation, GameFormat, PitchLine } from './formats';
import type { RulePack } from './rule-packs';
import type { StartingPlacement } from './starting-placement';

/** The rotation planner's input and plan: what the match screen and the planner share. */

export type PlannerPlayer = {
  id: string;
  name: string;
  willingKeeper: boolean;
  /** Minutes played in the season's earlier matches: the fewest start. */
  seasonMinutes: number;
  /** Minutes per line in earlier matches: positions rotate towards the least played line. */
  seasonLineMinutes?: Partial<Record<PitchLine, number>>;
  /** First window the player can play (a late arrival); 0 when absent. */
  from?: number;
  /** Window from which the player can no longer play (an injury); the end when absent. */
  until?: number;
};

export type Placement = StartingPlacement[number];
export type Change = { off: string | null; on: string; why: string };

export type PlannedWindow = {
  index: number;
  period: number;
  startMinute: number;
  minutes: number;
  keeper: string | null;
  /** Everyone on the pitch, the keeper at 'GK'. */
  onField: Placement[];
  bench: string[];
  changes: Change[];
  notes: string[];
};

export type RotationInput = {
  players: readonly PlannerPlayer[];
  format: GameFormat;
  formation?: Formation;
  periods: number;
  periodMinutes: number;
  windowsPerPeriod: number;
  pack: RulePack;
  /** At most this many players come on in one window within a period (breaks are free). */
  maxChangesPerWindow?: number;
  /** Windows already played, kept as they were: planning starts after them. */
  played?: readonly PlannedWindow[];
  /**
   * The coach's starters for the first window, where each stands (the keeper at 'GK'). Entries
   * for a player not available at kick-off or a position not in the formation are left out; the
   * places left are filled as without one. Ignored when windows have been played.
   */
  startingPlacement?: StartingPlacement;
};

export type RotationPlan = {
  windows: PlannedWindow[];
  /** Minutes on the pitch per player, the keeper's included. */
  minutes: Record<string, number>;
  guarantees: Guarantee[];
};

export type MatchShape = { windows: number; windowMinutes: number; windowsPerPeriod: number; periods: number; periodMinutes: number };

export function matchShape(input: Pick<RotationInput, 'periods' | 'periodMinutes' | 'windowsPerPeriod'>): MatchShape {
  const windowsPerPeriod = Math.max(1, Math.floor(input.windowsPerPeriod));
  return {
    windows: input.periods * windowsPerPeriod,
    windowMinutes: input.periodMinutes / windowsPerPeriod,
    windowsPerPeriod,
    periods: input.periods,
    periodMinutes: input.periodMinutes,
  };
}

export const isAvailable = (player: PlannerPlayer, window: number): boolean => (player.from ?? 0) <= window && window < (player.until ?? Number.POSITIVE_INFINITY);

export type GuaranteeId =
  | 'squad'
  | 'min-share'
  | 'equal-time'
  | 'sit-once'
  | 'keeper'
  | 'each-half'
  | 'changes'
  | 'stint'
  | 'fewest-start'
  | 'three-before-four';
export type Guarantee = { id: GuaranteeId; holds: boolean; why: string };
