import { seedActivityFileSchema, type SeedActivity } from '@pitchside/shared';
import { diagramPoints, isCoach, isInsideArea } from '@pitchside/shared';
import { ageBands } from '@pitchside/shared';
import type { AgeBand, BallSize, GoalSize, MatchFormat } from '@pitchside/shared';
import { activePlayerProblems, bandsTooSmallForGoal, bandsWrongForBall, headingProblems } from '@pitchside/shared';
import { sameMeaning } from './drill-meaning';
import { keeperSafetyProblems } from './drill-keeper-safety';
import { numberProblems } from './drill-numbers';
import { areaProblems } from './drill-area-rules';
import { pieceKey, pointPieceKinds } from '@pitchside/shared';
import { activityLevels, COOL_DOWN, focusOptions, WARM_UP } from '@pitchside/shared';

/**
 * The rules the provider's drill library is held to: the schema, pieces inside the area,
 * diagrams that show the players the profile states, consistent phases, goals, balls and
 * heading that suit every age band listed, neutral wording, one way of naming games, and
 * no two drills that are the same practice, in words or in meaning.
 */

/** Checks one drill data file's parsed JSON. Returns human-readable problems (empty when good). */
export function checkDrillFile(json: unknown): string[] {
  const parsed = seedActivityFileSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${describePath(json, i.path)}: ${i.message}`);
  }
  return parsed.data.flatMap(checkDrill);
}

function describePath(json: unknown, path: readonly PropertyKey[]): string {
  const [index, ...rest] = path;
  const item = Array.isArray(json) && typeof index === 'number' ? (json[index] as { title?: unknown } | undefined) : undefined;
  const title = item && typeof item.title === 'string' ? `"${item.title}"` : String(index);
  return [title, ...rest.map(String)].join('.');
}

/** Exercise as a sanction has no place in youth coaching. */
const PUNISHMENT = /\b(push-?ups?|press-?ups?|sit-?ups?|burpees?|punish\w*|penalty laps?|forfeit sprints?)\b/i;

export function checkDrill(drill: SeedActivity): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${drill.title}: ${text}`);
  const { diagram, profile } = drill;

  for (const p of diagramPoints(diagram)) {
    if (!isInsideArea(diagram, p)) say(`point (${p.x}, ${p.y}) lies outside the ${diagram.area.width}x${diagram.area.length} area`);
  }

  const drawn = diagram.players.filter((p) => !isCoach(p)).length;
  if (drawn !== profile.players.ideal) {
    say(`the diagram shows ${drawn} players (not counting the coach), the profile's ideal is ${profile.players.ideal}`);
  }
  const keepers = diagram.players.filter((p) => p.role === 'keeper').length;
  if (keepers !== profile.players.goalkeepers) {
    say(`the diagram shows ${keepers} goalkeepers, the profile says ${profile.players.goalkeepers}`);
  }

  const phases = diagram.phases.length;
  if (phases === 1) say('a phased diagram needs at least two phases');
  for (const arrow of diagram.arrows) {
    if (phases === 0 && arrow.phase !== undefined) say(`an arrow names phase ${arrow.phase} but the diagram has no phases`);
    if (phases > 0 && (arrow.phase === undefined || arrow.phase > phases)) {
      say(`every arrow of a phased diagram needs a phase from 1 to ${phases}`);
    }
  }
  for (let phase = 1; phase <= phases; phase++) {
    if (!diagram.arrows.some((a) => a.phase === phase)) say(`phase ${phase} has no arrow`);
  }

  const pieces = new Set(pointPieceKinds.flatMap((kind) => diagram[kind].map((piece, i) => pieceKey(kind, i, piece.id))));
  for (const position of diagram.positions) {
    if (!pieces.has(position.piece)) say(`a position names the piece '${position.piece}', which the diagram does not have`);
    if (position.phase > phases) say(`a position names phase ${position.phase} but the diagram has ${phases} phases`);
  }

  if (profile.duration.minutes % 5 !== 0) say(`lasts ${profile.duration.minutes} minutes; durations go in 5-minute steps`);

  const { goalSize, ballSize, matchFormat, heading } = profile;
  if (!goalSize || !ballSize || !matchFormat || !heading) {
    const missing = Object.entries({ goalSize, ballSize, matchFormat, heading }).filter(([, v]) => !v).map(([k]) => k);
    say(`states no ${missing.join(', ')}`);
  }
  if (goalSize) {
    const tooSmall = bandsTooSmallForGoal(goalSize, profile.ageBands);
    if (tooSmall.length) say(`${goalSize} goals are too big for ${tooSmall.join(', ')}`);
  }
  if (ballSize) {
    const wrong = bandsWrongForBall(ballSize, profile.ageBands);
    if (wrong.length) say(`a size ${ballSize} ball does not suit ${wrong.join(', ')}`);
  }

  for (const problem of whyItMattersProblems(profile.whyItMatters)) say(problem);
  for (const problem of formatProblems(profile)) say(problem);

  const text = [drill.title, drillText(drill), profileText(drill)].join('\n');
  for (const problem of headingProblems(profile, text)) say(problem);
  for (const problem of keeperSafetyProblems(profile.safetyNotes, text, profile.ageBands)) say(problem);
  const punishment = PUNISHMENT.exec(text);
  if (punishment) say(`uses exercise as a sanction ("${punishment[0]}")`);
  const pronoun = GENDERED.exec(text);
  if (pronoun) say(`says "${pronoun[0]}"; use neutral wording (they, the player)`);
  for (const problem of titleProblems(drill)) say(problem);
  for (const problem of numberProblems(drill)) say(problem);
  for (const problem of activePlayerProblems(drill.focus, profile)) say(problem);
  for (const problem of areaProblems(drill)) say(problem);
  return problems;
}

/** Sentences of a short text: a full stop, question or exclamation mark followed by a space or the end. */
const sentences = (text: string) => text.split(/[.!?](?:\s+|$)/).filter((s) => s.trim().length > 0).length;

/** Every provider drill says why it matters, in one or two sentences (the moment and corners are data beside it). */
export function whyItMattersProblems(why: SeedActivity['profile']['whyItMatters']): string[] {
  if (!why) return ['does not say why it matters (profile.whyItMatters: the moment of the game, the corners, one or two sentences)'];
  const n = sentences(why.text);
  return n > 2 ? [`says why it matters in ${n} sentences; one or two`] : [];
}

const GENDERED = /\b(he|him|his|himself|she|her|hers|herself)\b/i;

/**
 * Titles name games one way: outfield v outfield plus the keepers ('7v7 + GKs', '4v3 + GK'),
 * extra players with spaces ('4v4 + 2'), never the keepers inside the numbers ('8v8').
 */
export function titleProblems(drill: Pick<SeedActivity, 'title' | 'focus' | 'profile'>): string[] {
  const { title } = drill;
  const { goalkeepers, ideal } = drill.profile.players;
  const problems: string[] = [];
  // 'FIFA 11+' is a programme's name, not a game's numbers.
  if (/\S\+|\+\S/.test(title.replace(/\bFIFA 11\+/g, 'FIFA 11'))) problems.push(`the title writes '+' without spaces ('4v4 + 2', '6v6 + GKs')`);
  if (/\+\s*(?:\d*K|Keepers?)\b|\bwith Keepers\b|\+\s*\d+\s*GKs?\b/i.test(title)) {
    problems.push(`the title marks keepers another way; use '+ GK' or '+ GKs'`);
  }
  const marked = /\+ GKs\b/.test(title) ? 2 : /\+ GK\b/.test(title) ? 1 : 0;
  if (marked === 2 && goalkeepers < 2) problems.push(`the title says '+ GKs' but the drill has ${goalkeepers} goalkeeper(s)`);
  if (marked === 1 && goalkeepers !== 1) problems.push(`the title says '+ GK' but the drill has ${goalkeepers} goalkeepers`);
  const numbers = /\b(\d+)v(\d+)(?:v(\d+))?\b/.exec(title);
  if (numbers && goalkeepers > 0 && drill.focus !== 'Goalkeeping') {
    if (marked === 0) problems.push(`the title names ${numbers[0]} but not the keepers ('+ GK' or '+ GKs')`);
    const outfield = numbers.slice(1).reduce((sum, n) => sum + Number(n ?? 0), 0);
    if (outfield >= ideal) problems.push(`the title's ${numbers[0]} counts the keepers; name the outfield players ('7v7 + GKs')`);
  }
  return problems;
}

/** All the prose of a drill, for content rules and similarity. */
export function drillText(drill: SeedActivity): string {
  return [
    drill.setup,
    drill.instructions,
    ...drill.coachingPoints,
    ...drill.simplifyTips,
    ...drill.progressTips,
    ...drill.variationTips,
    ...drill.playerNumberAdaptations,
    ...drill.troubleshooting.flatMap((t) => [t.problem, t.solution, t.coachingTip]),
  ].join('\n');
}

/** The profile's own prose: aims, what to look for, questions and safety notes. */
export function profileText(drill: Pick<SeedActivity, 'profile'>): string {
  const { objectives, lookFor, questions, safetyNotes } = drill.profile;
  return [...objectives, ...lookFor, ...questions, ...safetyNotes].join('\n');
}

/** Word trigrams of the setup and instructions: what makes two drills the same practice. */
function shingles(drill: SeedActivity): Set<string> {
  const words = `${drill.setup} ${drill.instructions}`
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Share of trigrams two drills have in common (Jaccard, 0..1). */
export function drillSimilarity(a: SeedActivity, b: SeedActivity): number {
  return jaccard(shingles(a), shingles(b));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Above this share of common trigrams two drills are near-copies. */
export const NEAR_COPY_SIMILARITY = 0.3;
export const MIN_LIBRARY_SIZE = 220;
export const MIN_PER_FOCUS_AND_LEVEL = 3;
export const MIN_GOALKEEPING = 10;
/** Phased drills that give their players' positions per phase, so each phase is drawn where the last one left them. */
export const MIN_PHASED_WITH_POSITIONS = 60;
export const isPhased = (d: SeedActivity) => d.diagram.phases.length > 1;
export const hasPositions = (d: SeedActivity) => isPhased(d) && d.diagram.positions.length > 0;
export const libraryFocuses: readonly string[] = [WARM_UP, ...focusOptions, COOL_DOWN];
/** The content types the third edition added; they have total targets, not a grid per level. */
export const newContentFocuses: readonly string[] = ['Attacking Set Pieces', 'Defending Set Pieces', 'Injury Prevention', 'Physical Literacy', 'Futsal', COOL_DOWN];
/** The focuses held to the per-level and per-age-band grid. */
export const gridFocuses: readonly string[] = libraryFocuses.filter((f) => !newContentFocuses.includes(f));

export const MIN_PER_AGE_BAND = 3;
/** Whole injury-prevention programmes the library holds as complete drills, with their dosing. */
export const wholeProgrammes: readonly { title: string; bands: readonly AgeBand[] }[] = [
  { title: 'FIFA 11+ Complete', bands: ['U13-U14', 'U15+'] },
  { title: 'FIFA 11+ Kids Complete', bands: ['U7-U8', 'U9-U10', 'U11-U12'] },
];
/**
 * Focus and band cells that may hold fewer than MIN_PER_AGE_BAND drills, each with its reason.
 * At U7-U8 at least 80 % of the players play at any moment (drill-age-rules.ts), and the
 * drills that could not keep that left the band rather than fill a quota.
 */
export const ageBandExceptions: readonly { focus: string; band: AgeBand; min: number; reason: string }[] = [
  ...['Balance', 'Depth & Cover', 'Delay & Pressing'].map((focus) => ({
    focus,
    band: 'U7-U8' as const,
    min: 1,
    reason: 'U7-U8 is the foundation phase: the ball, the 1v1 and small games; unit shape and team pressing start at U9-U10, and their queue-and-wait drills left the band',
  })),
  {
    focus: 'Finishing',
    band: 'U7-U8',
    min: 1,
    reason: 'at U7-U8 finishing lives in the small-sided games and duels, where every attack ends in a shot; shooting drills with queues left the band',
  },
];
const minFor = (focus: string, band: AgeBand) => ageBandExceptions.find((e) => e.focus === focus && e.band === band)?.min ?? MIN_PER_AGE_BAND;
/** Beginner drills each focus offers to U13+ (new players join at every age), Advanced to U9-U10. */
export const MIN_BEGINNER_U13 = 2;
export const MIN_ADVANCED_U9 = 2;
export const LIBRARY_TARGET = 320;
/** The new content types and the least each must hold (optionally counting only some bands). */
export const contentTargets: readonly { name: string; focuses: readonly string[]; min: number; bands?: readonly AgeBand[] }[] = [
  { name: 'Set pieces', focuses: ['Attacking Set Pieces', 'Defending Set Pieces'], min: 12 },
  { name: 'Injury prevention', focuses: ['Injury Prevention'], min: 8 },
  { name: 'Physical literacy for U7-U10', focuses: ['Physical Literacy'], min: 8, bands: ['U7-U8', 'U9-U10'] },
  { name: 'Cool-downs', focuses: [COOL_DOWN], min: 4 },
  { name: 'Futsal', focuses: ['Futsal'], min: 6 },
  { name: 'Set pieces for U9-U10', focuses: ['Attacking Set Pieces', 'Defending Set Pieces'], min: 3, bands: ['U9-U10'] },
  { name: 'Injury prevention for U9-U10', focuses: ['Injury Prevention'], min: 3, bands: ['U9-U10'] },
  { name: 'Futsal for U7-U8', focuses: ['Futsal'], min: 3, bands: ['U7-U8'] },
];

/**
 * Content targets that may stay short, each with its reason (a cell the library leaves empty
 * on purpose). Empty while every target is met.
 */
export const contentTargetExceptions: readonly { name: string; reason: string }[] = [];

/**
 * Match formats the library must prepare for, with the band that plays them and the goals and
 * ball the format uses: 9v9 is the format of U11-U12 in England (16 x 7 ft goals, size 4 ball).
 */
export const formatTargets: readonly { format: MatchFormat; band: AgeBand; min: number; goals: readonly GoalSize[]; balls: readonly BallSize[] }[] = [
  { format: '9v9', band: 'U11-U12', min: 12, goals: ['16x7', 'format'], balls: ['4', 'age'] },
];

/** A drill for a target format uses that format's goals and ball (goal-less drills and mini goals aside). */
export function formatProblems(profile: Pick<SeedActivity['profile'], 'matchFormat' | 'goalSize' | 'ballSize'>): string[] {
  const target = formatTargets.find((t) => t.format === profile.matchFormat);
  if (!target) return [];
  const problems: string[] = [];
  const fixed = profile.goalSize && !['none', 'mini', 'format'].includes(profile.goalSize);
  if (fixed && !target.goals.includes(profile.goalSize!)) problems.push(`prepares for ${target.format} but uses ${profile.goalSize} goals (${target.format} uses ${target.goals.join(' or ')})`);
  if (profile.ballSize && !target.balls.includes(profile.ballSize)) problems.push(`prepares for ${target.format} but uses a size ${profile.ballSize} ball (${target.format} uses ${target.balls.join(' or ')})`);
  return problems;
}

/** Drills of a target format for its band with that format's goals and ball. */
export const countFormat = (drills: readonly SeedActivity[], target: (typeof formatTargets)[number]) =>
  drills.filter((d) => d.profile.matchFormat === target.format && d.profile.ageBands.includes(target.band) && formatProblems(d.profile).length === 0 && (!d.profile.goalSize || target.goals.includes(d.profile.goalSize))).length;

export type LibraryCounts = Record<string, Record<(typeof activityLevels)[number], number>>;
export type AgeBandCounts = Record<string, Record<AgeBand, number>>;

export function countLibrary(drills: readonly SeedActivity[]): LibraryCounts {
  const counts: LibraryCounts = {};
  for (const focus of libraryFocuses) counts[focus] = { Beginner: 0, Intermediate: 0, Advanced: 0 };
  for (const d of drills) {
    const row = counts[d.focus];
    if (row) row[d.abilityLevel]++;
  }
  return counts;
}

/** Drills per focus offered to each age band (a drill counts once in every band it lists). */
export function countByAgeBand(drills: readonly SeedActivity[]): AgeBandCounts {
  const counts: AgeBandCounts = {};
  for (const focus of libraryFocuses) counts[focus] = Object.fromEntries(ageBands.map((b) => [b, 0])) as Record<AgeBand, number>;
  for (const d of drills) {
    const row = counts[d.focus];
    if (row) for (const band of d.profile.ageBands) row[band]++;
  }
  return counts;
}

const countWhere = (drills: readonly SeedActivity[], focus: string, test: (d: SeedActivity) => boolean) =>
  drills.filter((d) => d.focus === focus && test(d)).length;

/**
 * Coverage beyond focus and level: every original focus for every age band (age is not welded
 * to level), Beginner for U13+ (new players join at every age), Advanced for U9-U10, the new
 * content types and the library's size. Each message names what is missing.
 */
export function libraryCoverageProblems(drills: readonly SeedActivity[]): string[] {
  const missing: string[] = [];
  if (drills.length < LIBRARY_TARGET) missing.push(`the library has ${drills.length} drills, the target is ${LIBRARY_TARGET}`);
  const bands = countByAgeBand(drills);
  for (const focus of gridFocuses) {
    for (const band of ageBands) {
      const n = bands[focus]![band];
      const min = minFor(focus, band);
      if (n < min) missing.push(`${focus} / ${band} has ${n} drills, at least ${min} are needed (${min - n} missing)`);
    }
    const beginners = countWhere(drills, focus, (d) => d.abilityLevel === 'Beginner' && d.profile.ageBands.some((b) => b === 'U13-U14' || b === 'U15+'));
    if (beginners < MIN_BEGINNER_U13) missing.push(`${focus} has ${beginners} Beginner drills for U13+, at least ${MIN_BEGINNER_U13} needed`);
    const advanced = countWhere(drills, focus, (d) => d.abilityLevel === 'Advanced' && d.profile.ageBands.includes('U9-U10'));
    if (advanced < MIN_ADVANCED_U9) missing.push(`${focus} has ${advanced} Advanced drills for U9-U10, at least ${MIN_ADVANCED_U9} needed`);
  }
  for (const programme of wholeProgrammes) {
    const found = drills.find((d) => d.focus === 'Injury Prevention' && d.title.startsWith(programme.title));
    if (!found) missing.push(`${programme.title} is missing as a complete drill`);
    else if (!/at least twice a week/i.test(`${found.instructions}\n${found.profile.objectives.join('\n')}`)) missing.push(`"${found.title}" does not give its dosing (at least twice a week)`);
    else if (!programme.bands.every((b) => found.profile.ageBands.includes(b))) missing.push(`"${found.title}" is not offered to ${programme.bands.join(', ')}`);
  }
  const moving = drills.filter(hasPositions).length;
  if (drills.some(isPhased) && moving < MIN_PHASED_WITH_POSITIONS) {
    missing.push(`${moving} of ${drills.filter(isPhased).length} phased drills give positions per phase, at least ${MIN_PHASED_WITH_POSITIONS} are needed`);
  }
  for (const target of contentTargets) {
    const n = drills.filter((d) => target.focuses.includes(d.focus) && (!target.bands || d.profile.ageBands.some((b) => target.bands!.includes(b)))).length;
    if (n < target.min && !contentTargetExceptions.some((e) => e.name === target.name)) missing.push(`${target.name}: ${n} drills, at least ${target.min} are needed (${target.min - n} missing)`);
  }
  for (const target of formatTargets) {
    const n = countFormat(drills, target);
    if (n < target.min) missing.push(`${target.format} for ${target.band}: ${n} drills with its goals and ball, at least ${target.min} are needed (${target.min - n} missing)`);
  }
  return missing;
}

/**
 * Rules across the whole library: size, coverage per focus and level, unique titles, no
 * near-copies in words or in meaning (coverage by age band and content type: libraryCoverageProblems).
 */
export function checkDrillLibrary(drills: readonly SeedActivity[]): string[] {
  const problems: string[] = [];
  if (drills.length < MIN_LIBRARY_SIZE) problems.push(`the library has ${drills.length} drills, at least ${MIN_LIBRARY_SIZE} are needed`);
  const counts = countLibrary(drills);
  for (const [focus, row] of Object.entries(counts)) {
    if (!gridFocuses.includes(focus)) continue;
    if (focus === 'Goalkeeping') {
      const total = row.Beginner + row.Intermediate + row.Advanced;
      if (total < MIN_GOALKEEPING) problems.push(`Goalkeeping has ${total} drills, at least ${MIN_GOALKEEPING} are needed`);
      continue;
    }
    for (const level of activityLevels) {
      if (row[level] < MIN_PER_FOCUS_AND_LEVEL) {
        problems.push(`${focus} / ${level} has ${row[level]} drills, at least ${MIN_PER_FOCUS_AND_LEVEL} are needed`);
      }
    }
  }
  const seen = new Map<string, string>();
  for (const d of drills) {
    const key = d.title.trim().toLowerCase();
    if (seen.has(key)) problems.push(`the title "${d.title}" is used twice`);
    seen.set(key, d.title);
  }
  const sets = drills.map(shingles);
  for (let i = 0; i < drills.length; i++) {
    for (let j = i + 1; j < drills.length; j++) {
      const similarity = jaccard(sets[i]!, sets[j]!);
      if (similarity > NEAR_COPY_SIMILARITY) {
        problems.push(`"${drills[i]!.title}" and "${drills[j]!.title}" are near-copies (${Math.round(similarity * 100)}% of their setup and instructions in common)`);
      } else if (sameMeaning(drills[i]!, drills[j]!)) {
        problems.push(`"${drills[i]!.title}" and "${drills[j]!.title}" are the same practice (same area, same numbers, same main rule)`);
      }
    }
  }
  return problems;
}
