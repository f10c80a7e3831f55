import type { AgeBand, BallSize, DrillProfile, FourCorner, GameMoment, GoalSize, Heading, MatchFormat } from './drill-profile-schema';

/**
 * The structured facts of a drill that the best libraries give a coach at a glance:
 * who it suits, how many players, how much space, how long, how hard, what kit, what kind
 * of practice, what it is for and how to tell it works. Global drills always carry one;
 * a club's own activity may leave it out (null).
 */
export const ageBands = ['U7-U8', 'U9-U10', 'U11-U12', 'U13-U14', 'U15+'] as const;
/** Bands in which heading is not practised (no deliberate heading under 12). */
export const noHeadingAgeBands: readonly AgeBand[] = ['U7-U8', 'U9-U10', 'U11-U12'];

export const intensities = ['low', 'medium', 'high'] as const;

export const practiceTypes = ['unopposed', 'opposed', 'small-sided game', 'phase of play'] as const;

/**
 * Goals the drill uses: 'mini' pop-up or mini goals, 'futsal' 3 x 2 m, fixed sizes in feet,
 * or 'format' = the goals of the group's match format (for drills spanning several bands).
 */
export const goalSizes = ['none', 'mini', 'futsal', '12x6', '16x7', '21x7', '24x8', 'format'] as const;

/** Ball size: fixed, futsal, or 'age' = by age band (U7-U8 size 3, U9-U12 size 4, U13+ size 5). */
export const ballSizes = ['3', '4', '5', 'futsal', 'age'] as const;

/** The match format the practice prepares for. */
export const matchFormats = ['5v5', '7v7', '9v9', '11v11', 'futsal', 'any'] as const;

/** The moment of the game a drill trains ('whole-game': every moment, as a game or the body's preparation does). */
export const gameMoments = ['in-possession', 'out-of-possession', 'transition-to-attack', 'transition-to-defend', 'set-pieces', 'whole-game'] as const;

/** The four corners of player development a drill serves (the FA's four-corner model). */
export const fourCorners = ['technical', 'tactical', 'physical', 'psychological-social'] as const;

/** Heading in the practice: none, technique only (no duels), or a counted number of headers. */
export const headingKinds = ['none', 'technique', 'counted'] as const;

/** How a coach reads the goal, ball, format and heading facts. */
export const goalSizeLabels: Record<GoalSize, string> = {
  none: 'No goals',
  mini: 'Mini or pop-up goals',
  futsal: 'Futsal goals (3 x 2 m)',
  '12x6': '12 x 6 ft goals',
  '16x7': '16 x 7 ft goals',
  '21x7': '21 x 7 ft goals',
  '24x8': 'Full-size goals (24 x 8 ft)',
  format: 'Goals of your match format',
};
export const ballSizeLabels: Record<BallSize, string> = {
  '3': 'Size 3',
  '4': 'Size 4',
  '5': 'Size 5',
  futsal: 'Futsal ball',
  age: 'By age (size 3 to U8, 4 to U12, 5 from U13)',
};
export const matchFormatLabels: Record<MatchFormat, string> = {
  '5v5': '5v5',
  '7v7': '7v7',
  '9v9': '9v9',
  '11v11': '11v11',
  futsal: 'Futsal',
  any: 'Any format',
};
export const headingLabels: Record<Heading, string> = {
  none: 'No heading',
  technique: 'Heading technique only, no duels',
  counted: 'Counted headers',
};

export function headingText(profile: Pick<DrillProfile, 'heading' | 'headersPerPlayer'>): string | null {
  if (!profile.heading) return null;
  if (profile.heading === 'counted' && profile.headersPerPlayer) {
    return `Counted: at most ${profile.headersPerPlayer} header${profile.headersPerPlayer === 1 ? '' : 's'} per player`;
  }
  return headingLabels[profile.heading];
}

export const gameMomentLabels: Record<GameMoment, string> = {
  'in-possession': 'In possession',
  'out-of-possession': 'Out of possession',
  'transition-to-attack': 'Transition to attack',
  'transition-to-defend': 'Transition to defend',
  'set-pieces': 'Set pieces',
  'whole-game': 'The whole game',
};
export const fourCornerLabels: Record<FourCorner, string> = {
  technical: 'Technical',
  tactical: 'Tactical',
  physical: 'Physical',
  'psychological-social': 'Psychological/social',
};
