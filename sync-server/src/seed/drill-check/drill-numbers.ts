import type { SeedActivity } from '@pitchside/shared';

/**
 * Numbers a coach reads in a drill's words must agree with its profile, its diagram and its
 * title: the players the setup names, the 'Play 7v7' of the instructions, the games the
 * adaptations play with the players they name, the minutes the text adds up to, and the
 * kit ('1 goal', never '1 goals').
 */
export type DrillNumbersInput = Pick<SeedActivity, 'title' | 'setup' | 'instructions' | 'playerNumberAdaptations' | 'profile'>;

const wordNumbers: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
};
const NUMBER = `(\\d+|${Object.keys(wordNumbers).join('|')})`;
const toNumber = (word: string): number => wordNumbers[word.toLowerCase()] ?? Number(word);

/** 'AvB' or 'AvBvC' as a list of numbers. */
const GAME = /\b(\d+)v(\d+)(?:v(\d+))?\b/;
function sides(match: RegExpExecArray): number[] {
  return match.slice(1, 4).filter((n) => n !== undefined).map(Number);
}

/** The players the setup names first ('12 players', 'Twelve players'). */
export function setupPlayers(setup: string): number | null {
  const m = new RegExp(`(?:^|[.:] )${NUMBER} players\\b`, 'i').exec(setup);
  return m ? toNumber(m[1]!) : null;
}

/** The game the instructions tell the players to play first ('Play 7v7 + GKs'). */
export function instructedGame(instructions: string): string | null {
  return /\bplay (\d+v\d+(?:v\d+)?)\b/i.exec(instructions)?.[1] ?? null;
}

/**
 * The players an adaptation's game takes: 'With 12, play 5v5 + GKs' is 12, 'With 10, play 4v4
 * with one pair waiting' is 10. Null when the adaptation names a range, no game, or several
 * games at once (courts, grids, boxes).
 */
export function adaptationCount(tip: string): { named: number; game: number; keepersMarked: boolean } | null {
  const m = new RegExp(`^with ${NUMBER}(?: players)?,? (?:play |use )?(\\d+v\\d+(?:v\\d+)?)((?: \\+ (?:GKs?|\\d+)| plus (?:the )?keepers?)*)(?=\\.|$| on | in an? \\d| with )`, 'i').exec(tip);
  if (!m) return null;
  const rest = tip.slice(m[0].length);
  if (/\b(?:courts|grids|boxes|squares|pitches|each)\b/i.test(rest)) return null;
  const game = sides(GAME.exec(m[2]!)!).reduce((a, b) => a + b, 0);
  const marks = [...m[3]!.matchAll(/\+ (GKs|GK|\d+)|plus (?:the )?(keepers|keeper)/g)].map((e) => e[1] ?? e[2]!);
  const extras = marks.reduce((sum, mark) => sum + (mark === 'GKs' || mark === 'keepers' ? 2 : mark === 'GK' || mark === 'keeper' ? 1 : Number(mark)), 0);
  const others = [...rest.matchAll(new RegExp(`\\b${NUMBER} (?:(?!pairs?\\b)[a-z]+ )?(?:waiting|neutrals?|wingers?|wide players|targets?|servers?)\\b(?! pairs?\\b)`, 'gi'))].reduce((sum, o) => sum + toNumber(o[1]!), 0);
  const pairs = /\b(?:one|a) (?:waiting )?pair\b/i.test(rest) ? 2 : 0;
  return { named: toNumber(m[1]!), game: game + extras + others + pairs, keepersMarked: marks.some((k) => !/^\d/.test(k)) };
}

const UNIT = '(min(?:ute)?s?|s|sec(?:ond)?s?)';
const inMinutes = (n: string, unit: string) => Number(n) * (/^s/i.test(unit) ? 1 / 60 : 1);

/**
 * Minutes a 'reps' line or a sentence names, rests included when a work-rest line is given:
 * '4 x 3 min', '3 games of 8 minutes', '3 rounds of 3 x 2 min', '5 x 60 s rounds' with '60 s on : 30 s rest'.
 */
export function workMinutes(text: string, workRest = ''): { work: number; total: number } | null {
  const nested = new RegExp(`\\b${NUMBER} (?:rounds|blocks|sets) of (\\d+) x (\\d+(?:\\.\\d+)?) ?${UNIT}\\b`, 'i').exec(text);
  if (nested) {
    const work = toNumber(nested[1]!) * Number(nested[2]) * inMinutes(nested[3]!, nested[4]!);
    return { work, total: work };
  }
  const m = new RegExp(`\\b${NUMBER}(?: x | (?:[a-z-]+ )?(?:games|rounds|blocks|reps|bouts|sets|periods|halves|quarters|bursts) of )(\\d+(?:\\.\\d+)?)[ -]?${UNIT}\\b`, 'i').exec(text);
  if (!m) return null;
  const times = toNumber(m[1]!);
  const rest = new RegExp(`^(\\d+(?:\\.\\d+)?) ?${UNIT} on : (\\d+(?:\\.\\d+)?) ?${UNIT} (?:off|rest)`, 'i').exec(workRest);
  // Rest spent while others work ('3 min off while others press') adds no time.
  const between = rest && !/\bwhile\b/i.test(workRest) ? inMinutes(rest[3]!, rest[4]!) : 0;
  const work = times * inMinutes(m[2]!, m[3]!);
  return { work, total: work + (times - 1) * between };
}

/** The totals the text states: '(25 minutes)', 'take about twelve minutes', 'play about 12 minutes'. */
export function statedTotals(text: string): number[] {
  const rx = new RegExp(`(?:\\(|\\btakes? (?:about )?|\\bplay (?:for )?about )${NUMBER} minutes\\b`, 'gi');
  return [...text.matchAll(rx)].map((m) => toNumber(m[1]!));
}

export function numberProblems(drill: DrillNumbersInput): string[] {
  const problems: string[] = [];
  const { players, duration, equipment } = drill.profile;
  const named = setupPlayers(drill.setup);
  if (named !== null && named !== players.ideal) problems.push(`the setup names ${named} players, the profile's ideal is ${players.ideal}`);

  const titled = GAME.exec(drill.title)?.[0] ?? null;
  const played = instructedGame(drill.instructions);
  if (titled && played && played !== titled) problems.push(`the instructions play ${played}, the title ${titled}`);

  for (const tip of drill.playerNumberAdaptations) {
    const count = adaptationCount(tip);
    if (!count) continue;
    const keeperless = /\b(?:mini goals|no keepers|without keepers)\b/i.test(tip);
    if (players.goalkeepers > 0 && !keeperless && !count.keepersMarked && count.game === count.named) {
      problems.push(`"${tip}" counts the keepers inside the game; name the outfield players and '+ GK' or '+ GKs'`);
    } else if (count.named !== count.game) problems.push(`"${tip}" plays ${count.game} players, not ${count.named} (keepers count once, as '+ GK' or '+ GKs')`);
  }

  const reps = workMinutes(duration.reps, duration.workRest);
  if (reps !== null && (reps.work > duration.minutes || reps.total > duration.minutes + REST_SLACK)) {
    problems.push(`its reps ('${duration.reps}') take ${round(reps.total)} minutes with the rests, more than the ${duration.minutes} it lasts`);
  }
  const said = workMinutes(drill.instructions);
  if (said !== null && said.work > duration.minutes) problems.push(`the instructions' rounds take ${round(said.work)} minutes, more than the ${duration.minutes} it lasts`);
  const total = Math.max(0, ...statedTotals(drill.instructions));
  if (total > duration.minutes) problems.push(`the instructions take ${total} minutes, the profile says ${duration.minutes}`);

  for (const { item, quantity } of equipment) {
    if (quantity === 1 && /[^s]s$/i.test(item.trim())) problems.push(`lists '1 ${item}'; one is singular`);
  }
  if (/\b1 goals\b/i.test(drill.setup)) problems.push(`writes '1 goals'; one is singular`);
  return problems;
}

const round = (n: number) => Math.round(n * 10) / 10;
/** Rests between rounds may run a minute over: a coach shortens the last one. */
const REST_SLACK = 1;
