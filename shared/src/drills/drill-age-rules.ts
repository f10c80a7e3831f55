import { noHeadingAgeBands } from './drill-profile';
import type { AgeBand, BallSize, DrillProfile, GoalSize } from './drill-profile-schema';

/**
 * What suits each age band: the largest fixed goal, the ball, and heading after the English
 * FA's heading guidance (no heading practice up to U11, counted and limited headers after,
 * no contested aerial play for U13-U14). A drill must suit every band it lists.
 */

const fixedGoals = ['12x6', '16x7', '21x7', '24x8'] as const;
type FixedGoal = (typeof fixedGoals)[number];
export const largestGoalByBand: Record<AgeBand, FixedGoal> = {
  'U7-U8': '12x6',
  'U9-U10': '12x6',
  'U11-U12': '16x7',
  'U13-U14': '21x7',
  'U15+': '24x8',
};

/** The bands a fixed goal size is too big for ('none', 'mini', 'futsal' and 'format' suit all). */
export function bandsTooSmallForGoal(goal: GoalSize, bands: readonly AgeBand[]): AgeBand[] {
  const rank = fixedGoals.indexOf(goal as FixedGoal);
  if (rank < 0) return [];
  return bands.filter((band) => fixedGoals.indexOf(largestGoalByBand[band]) < rank);
}

const ballBands: Record<'3' | '4' | '5', readonly AgeBand[]> = {
  '3': ['U7-U8'],
  '4': ['U9-U10', 'U11-U12'],
  '5': ['U13-U14', 'U15+'],
};

/** The bands a fixed ball size does not suit ('futsal' and 'age' suit all). */
export function bandsWrongForBall(ball: BallSize, bands: readonly AgeBand[]): AgeBand[] {
  if (ball === 'futsal' || ball === 'age') return [];
  return bands.filter((band) => !ballBands[ball].includes(band));
}

export const MAX_HEADERS_U13_U14 = 5;
export const MAX_HEADERS_U15 = 10;

/**
 * Words that mean heading is practised. Deliberately not "head up", "head start",
 * "head-first" or "head-on": those are about looking and running, not heading the ball.
 */
export const HEADING_PRACTICE = /\b(head(?:er|ers|ing|ed)|head (?:it|the ball)|flick-ons?)\b/i;
/** Contested aerial play, which U13-U14 must not practise. */
export const CONTESTED_AERIAL =
  /\b(aerial (?:duels?|challenges?|contests?|battles?)|contest(?:s|ed)? (?:the )?(?:header|headers|heading)|go(?:es)? for the header|jump(?:s|ing)? to win the (?:ball|header|cross))\b/i;

/** Why a drill's heading does not suit its bands or its text (empty when it does). */
export function headingProblems(profile: Pick<DrillProfile, 'ageBands' | 'heading' | 'headersPerPlayer'>, text: string): string[] {
  const problems: string[] = [];
  const bands = profile.ageBands;
  const heading = profile.heading ?? 'none';
  const practised = HEADING_PRACTICE.exec(text);
  const young = bands.filter((b) => noHeadingAgeBands.includes(b));
  if (young.length > 0 && (heading !== 'none' || practised)) {
    const what = practised ? `mentions heading ("${practised[0]}")` : `has heading '${heading}'`;
    problems.push(`${what} but is offered to ${young.join(', ')} (no heading practice up to U11-U12)`);
  }
  if (young.length === 0 && heading === 'none' && practised) {
    problems.push(`practises heading ("${practised[0]}") but its profile says heading 'none'`);
  }
  const headers = profile.headersPerPlayer ?? 0;
  if (bands.includes('U13-U14')) {
    const contested = CONTESTED_AERIAL.exec(text);
    if (contested) problems.push(`has contested aerial play ("${contested[0]}") but is offered to U13-U14`);
    if (heading === 'counted' && headers > MAX_HEADERS_U13_U14) {
      problems.push(`allows ${headers} headers per player, at most ${MAX_HEADERS_U13_U14} for U13-U14`);
    }
  }
  if (bands.includes('U15+')) {
    if (heading === 'technique') problems.push(`heading for U15+ is counted, not 'technique'`);
    if (heading === 'counted' && headers > MAX_HEADERS_U15) problems.push(`allows ${headers} headers per player, at most ${MAX_HEADERS_U15}`);
  }
  return problems;
}

/** At U7-U8 at least this share of the players is busy at any moment: young players learn by playing, not by watching. */
export const MIN_ACTIVE_SHARE_U7_U8 = 0.8;
/**
 * Goalkeeping is exempt: a keeper's set is short and explosive and needs the rest between
 * (the partner serves or collects), and at U7-U8 every player takes turns in goal.
 */
export const activeShareExemptFocuses: readonly string[] = ['Goalkeeping'];

/** Why a drill offered to U7-U8 leaves too many players waiting (empty when it does not). */
export function activePlayerProblems(focus: string, profile: Pick<DrillProfile, 'ageBands' | 'players' | 'activePlayers'>): string[] {
  if (!profile.ageBands.includes('U7-U8') || activeShareExemptFocuses.includes(focus)) return [];
  const { activePlayers } = profile;
  if (activePlayers === undefined) return ['is offered to U7-U8 but does not state its active players (profile.activePlayers)'];
  const { ideal } = profile.players;
  if (activePlayers > ideal) return [`states ${activePlayers} active players, more than its ideal of ${ideal}`];
  if (activePlayers < MIN_ACTIVE_SHARE_U7_U8 * ideal) {
    return [`keeps ${activePlayers} of ${ideal} players busy; at U7-U8 at least ${Math.round(MIN_ACTIVE_SHARE_U7_U8 * 100)} % play at any moment, or the drill leaves U7-U8`];
  }
  return [];
}
