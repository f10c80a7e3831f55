import type { SeedActivity } from '@pitchside/shared';

/**
 * Two drills are the same practice when they use the same space, the same numbers and the
 * same main rule, however differently they are worded. Word trigrams miss that (two writers
 * describe one game in their own words), so this compares what the drill is, not its text.
 */
export type DrillMeaningInput = Pick<SeedActivity, 'title' | 'setup' | 'instructions' | 'profile'>;

/**
 * The rules a game can be built on, each found by the words that describe it. Only rules
 * that make a practice what it is: goals, gates and end zones are the pitch, not the rule,
 * and many different games share them. Stations are the same kind of layout: a stretching
 * circuit and a catching circuit in one square are different practices, told apart by what
 * is done at each station, which the word comparison sees.
 */
const mechanics: readonly [string, RegExp][] = [
  ['follow the leader', /\b(follow(?:s|ing)? the leader|followers? copy|copy every(?:thing| move))\b/i],
  ['mass crossing', /\b(safe zones?|crossings?|cross(?:es)? (?:to|over) the (?:far|other)|sharks?|minnows?|bulldogs?)\b/i],
  ['passing in number order', /\b(number order|numbered \d+ ?(?:-|to) ?\d+)/i],
  ['double movement', /\bdouble movements?\b/i],
  ['tag', /\btag(?:s|ged|gers?)?\b/i],
  ['rondo', /\brondos?\b/i],
  ['overlap', /\b(?:overlap|underlap)/i],
  ['waves', /\bwaves?\b/i],
  ['relay', /\brelays?\b/i],
  ['mirror', /\b(?:mirror|shadow)(?:s|ing)?\b/i],
  ['winner stays on', /\b(?:winners? stays?|king of the)\b/i],
  ['gate passing', /(?<!\ba )\bpass(?:es|ed|ing)? (?:the ball )?through (?:a|an|the|each|one of the|as many)? ?(?:\w+ )?gates?\b|\bgates?\b[^.]*\breceives? it on the (?:far|other) side\b/i],
  ['untouchable wide channel', /\b(?:channels?|strips?|wings?|wide zones?)\b[^.]*\b(?:cannot|can't|may not|nobody may|no one may) (?:be )?tackle|\buntouchable\b/i],
];

export function mainRule(drill: Pick<SeedActivity, 'setup' | 'instructions'>): Set<string> {
  const text = `${drill.setup}\n${drill.instructions}`;
  return new Set(mechanics.filter(([, pattern]) => pattern.test(text)).map(([name]) => name));
}

/** 'AvB' of the title (4v4, 3v2), or null for a drill that names no numbers. */
function titleNumbers(title: string): string | null {
  return /\b(\d+v\d+(?:v\d+)?)\b/.exec(title)?.[1] ?? null;
}

const surface = (d: DrillMeaningInput) => d.profile.area.width * d.profile.area.length * d.profile.area.grids;

/** Surfaces within this share of each other count as the same area. */
const SAME_AREA = 0.15;
/** Share of mechanics two drills must have in common to play by the same main rule. */
const SAME_RULE = 0.5;

export function sameArea(a: DrillMeaningInput, b: DrillMeaningInput): boolean {
  const [x, y] = [surface(a), surface(b)];
  return Math.abs(x - y) <= SAME_AREA * Math.max(x, y);
}

export function sameNumbers(a: DrillMeaningInput, b: DrillMeaningInput): boolean {
  const [x, y] = [titleNumbers(a.title), titleNumbers(b.title)];
  if (x !== null || y !== null) return x === y;
  return a.profile.players.ideal === b.profile.players.ideal;
}

export function sameMainRule(a: DrillMeaningInput, b: DrillMeaningInput): boolean {
  const [x, y] = [mainRule(a), mainRule(b)];
  let shared = 0;
  for (const m of x) if (y.has(m)) shared++;
  const union = x.size + y.size - shared;
  return shared > 0 && shared / union >= SAME_RULE;
}

/** Same area, same numbers and same main rule: one practice told twice. */
export function sameMeaning(a: DrillMeaningInput, b: DrillMeaningInput): boolean {
  return sameArea(a, b) && sameNumbers(a, b) && sameMainRule(a, b);
}
