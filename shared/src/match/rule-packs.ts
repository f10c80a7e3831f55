import type { TeamAgeBand } from '../teams/team-profile-schema';
import type { GameFormat } from './formats';

/**
 * Rule packs: what a governing body asks of a youth match (format, periods, substitutions,
 * playing time). A match takes its pack's defaults for the group's age band and may change any
 * of them. Each pack names the document its rules come from.
 */

export const rulePackIds = ['fa-england', 'us-youth-soccer', 'ayso', 'club'] as const;
export type RulePackId = (typeof rulePackIds)[number];

/** 'rolling': changes at any stoppage; 'at-breaks': only between periods (quarters, halves). */
export type SubstitutionRule = 'rolling' | 'at-breaks';

export type MatchSetup = {
  format: GameFormat;
  periods: number;
  periodMinutes: number;
  substitutions: SubstitutionRule;
};

export type RulePack = {
  id: RulePackId;
  name: string;
  /** The document the rules come from. */
  source: string;
  /** Share of the time a player was available that each available player plays at least; null: no minimum. */
  minShare: number | null;
  /** AYSO's rule: no player starts a fourth quarter before every player has played three. */
  threeQuartersBeforeFour: boolean;
  setupFor(ageBand: TeamAgeBand | null): MatchSetup;
};

const faSetups = bySize(
  { format: '5v5', periods: 2, periodMinutes: 20, substitutions: 'rolling' },
  { format: '7v7', periods: 2, periodMinutes: 25, substitutions: 'rolling' },
  { format: '9v9', periods: 2, periodMinutes: 30, substitutions: 'rolling' },
  { format: '11v11', periods: 2, periodMinutes: 35, substitutions: 'rolling' },
  { format: '11v11', periods: 2, periodMinutes: 40, substitutions: 'rolling' },
);
const usSetups = bySize(
  { format: '4v4', periods: 4, periodMinutes: 10, substitutions: 'at-breaks' },
  { format: '7v7', periods: 4, periodMinutes: 12, substitutions: 'at-breaks' },
  { format: '9v9', periods: 2, periodMinutes: 30, substitutions: 'rolling' },
  { format: '11v11', periods: 2, periodMinutes: 35, substitutions: 'rolling' },
  { format: '11v11', periods: 2, periodMinutes: 40, substitutions: 'rolling' },
);
const aysoSetups = bySize(
  { format: '4v4', periods: 4, periodMinutes: 10, substitutions: 'at-breaks' },
  { format: '7v7', periods: 4, periodMinutes: 12.5, substitutions: 'at-breaks' },
  { format: '9v9', periods: 4, periodMinutes: 15, substitutions: 'at-breaks' },
  { format: '11v11', periods: 4, periodMinutes: 17.5, substitutions: 'at-breaks' },
  { format: '11v11', periods: 4, periodMinutes: 20, substitutions: 'at-breaks' },
);

/** A pack's setups from the youngest band to the oldest; an adult team or an unset band plays as the oldest. */
function bySize(u8: MatchSetup, u10: MatchSetup, u12: MatchSetup, u14: MatchSetup, older: MatchSetup): (ageBand: TeamAgeBand | null) => MatchSetup {
  const setups: Partial<Record<TeamAgeBand, MatchSetup>> = { 'U7-U8': u8, 'U9-U10': u10, 'U11-U12': u12, 'U13-U14': u14 };
  return (ageBand) => (ageBand ? setups[ageBand] : undefined) ?? older;
}

export const faEngland: RulePack = {
  id: 'fa-england',
  name: 'England (The FA)',
  source:
    'The FA, youth football guidance: the mini-soccer and 9v9 formats and recommended match durations by age group, ' +
    'and that every available player plays at least half of the game',
  minShare: 0.5,
  threeQuartersBeforeFour: false,
  setupFor: faSetups,
};

export const usYouthSoccer: RulePack = {
  id: 'us-youth-soccer',
  name: 'US Youth Soccer',
  source: 'US Youth Soccer, Small-Sided Games Standards (4v4 to U8, 7v7 U9-U10, 9v9 U11-U12, 11v11 from U13; quarters in recreational play)',
  minShare: null,
  threeQuartersBeforeFour: false,
  setupFor: usSetups,
};

export const ayso: RulePack = {
  id: 'ayso',
  name: 'AYSO (Everyone Plays)',
  source:
    'AYSO National Rules and Regulations, "Everyone Plays": every player plays at least half of every game, ' +
    'and no player plays a fourth quarter before every player has played three; substitutions at quarter breaks',
  minShare: 0.5,
  threeQuartersBeforeFour: true,
  setupFor: aysoSetups,
};

/** A club's own policy: starts from The FA's formats and durations; the club sets its minimum. */
export function clubRulePack(minShare: number | null, name = "Club's own"): RulePack {
  return {
    id: 'club',
    name,
    source: "The club's own playing-time policy (formats and durations as The FA's unless changed per match)",
    minShare,
    threeQuartersBeforeFour: false,
    setupFor: faEngland.setupFor,
  };
}

export const rulePacks: Readonly<Record<Exclude<RulePackId, 'club'>, RulePack>> = {
  'fa-england': faEngland,
  'us-youth-soccer': usYouthSoccer,
  ayso,
};

/** Substitution windows per period: about every 5 minutes under rolling substitutions (a stoppage comes often enough), else only at breaks. */
export function windowsPerPeriod(setup: MatchSetup): number {
  if (setup.substitutions === 'at-breaks') return 1;
  return Math.max(1, Math.round(setup.periodMinutes / 5 - 0.01));
}
