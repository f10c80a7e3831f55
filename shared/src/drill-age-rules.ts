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
