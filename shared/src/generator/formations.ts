import { adviceFor, sizeKind, type GameKind } from './formation-advice';
import { playersText, type FormationSuggestion, type GameRow } from './formation-schema';

/**
 * The Game Creator: small-sided game and team formations for a number of
 * players and fields (docs/spec/coaching.md, Team-formation generator; sections 5 and 9).
 * Every suggestion places every player exactly once.
 */

export const MAX_SUGGESTIONS = 4;

/** The squads and fields the generator plans for; the Game Creator's inputs take these fields and at most these players. */
export const MIN_FORMATION_PLAYERS = 3;
export const MAX_FORMATION_PLAYERS = 16;
export const MIN_FORMATION_FIELDS = 1;
export const MAX_FORMATION_FIELDS = 3;

export const formationCoachingTips = [
  'Mix the strongest players across teams for balance.',
  'Rotate players every 5-8 minutes to maintain energy.',
  'Use multiple fields to give everyone more touches.',
  'Adjust team sizes based on skill level and space.',
] as const;

export const invalidConfiguration: FormationSuggestion = {
  name: 'Invalid Configuration',
  description: `Please use ${MIN_FORMATION_PLAYERS}-${MAX_FORMATION_PLAYERS} players with ${MIN_FORMATION_FIELDS}-${MAX_FORMATION_FIELDS} fields`,
  games: [],
  adaptations: [],
};

/** The player counts the catalogue covers for each number of fields. */
export const formationCoverage: Readonly<Record<1 | 2 | 3, readonly number[]>> = {
  1: range(3, 16),
  2: range(4, 15),
  3: [6, ...range(10, 15)],
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const row = (count: number, format: string, details?: string): GameRow =>
  details === undefined ? { players: playersText(count), format } : { players: playersText(count), format, details };

const versus = (a: number, b: number) => `${a}v${b}`;

type Candidate = (n: number) => FormationSuggestion | null;

// ---- one field ----

const evenGame: Candidate = (n) => {
  if (n % 2 !== 0) return null;
  const k = n / 2;
  if (k < 2 || k > 8) return null;
  return {
    name: k === 2 ? '2v2 No Keepers' : versus(k, k),
    description:
      k <= 3
        ? `Two teams of ${k} play to small goals with no keepers: lots of touches, shots and 1v1 duels.`
        : `Two teams of ${k} in one game; use small goals, or full goals with rotating keepers.`,
    games: [row(n, versus(k, k), k <= 3 ? 'Small goals, no keepers' : undefined)],
    adaptations: adviceFor([sizeKind(k)]),
  };
};

const evenPlusNeutral: Candidate = (n) => {
  if (n % 2 !== 1) return null;
  const k = (n - 1) / 2;
  if (k < 1 || k > 7) return null;
  return {
    name: `${versus(k, k)} + Neutral`,
    description: `Two teams of ${k} with one neutral player who joins whichever team has the ball.`,
    games: [row(n - 1, versus(k, k)), row(1, 'Neutral', 'Plays for the team in possession')],
    adaptations: adviceFor([sizeKind(k), 'neutral']),
  };
};

const overload: Candidate = (n) => {
  if (n % 2 !== 1) return null;
  const k = (n - 1) / 2;
  if (k < 1 || k > 3) return null;
  return {
    name: versus(k + 1, k),
    description: `${k + 1} attackers against ${k} defender${k === 1 ? '' : 's'}: the extra player makes it easier to keep the ball and create chances.`,
    games: [row(n, versus(k + 1, k), 'Rotate the defenders every 2 minutes')],
    adaptations: adviceFor(['overload', sizeKind(k)]),
  };
};

const overloadToKeeper: Candidate = (n) => {
  const outfield = n - 1;
  if (outfield % 2 !== 1) return null;
  const k = (outfield - 1) / 2;
  if (k < 1 || k > 3) return null;
  return {
    name: `${versus(k + 1, k)} + Keeper`,
    description: `${k + 1} attackers try to score past ${k} defender${k === 1 ? '' : 's'} and a keeper in a full-size goal.`,
    games: [row(outfield, versus(k + 1, k)), row(1, 'Keeper', 'In the goal the attackers shoot at')],
    adaptations: adviceFor(['overload', 'keepers']),
  };
};

const threeTeams: Candidate = (n) => {
  const extra = n % 3;
  const t = (n - extra) / 3;
  if (extra === 2 || t < 2 || t > 5) return null;
  const games = [row(t, 'Team 1'), row(t, 'Team 2'), row(t, 'Waiting', 'Team 3 plays the winner')];
  if (extra === 1) games.push(row(1, 'Neutral', 'Plays for the team in possession'));
  return {
    name: `Three Teams of ${t}${extra === 1 ? ' + Neutral' : ''}: Winner Stays On`,
    description: `${versus(t, t)} with a third team waiting to come on; short games keep the intensity high and give natural rest.`,
    games,
    adaptations: adviceFor(['three-teams', sizeKind(t), ...(extra === 1 ? (['neutral'] as const) : [])]),
  };
};

const withKeepers: Candidate = (n) => {
  const outfield = n - 2;
  const odd = outfield % 2;
  const k = (outfield - odd) / 2;
  if (k < 2 || k > 7) return null;
  const games = [row(outfield - odd, versus(k, k)), row(2, 'Keeper', 'One in each goal')];
  if (odd) games.push(row(1, 'Neutral', 'Plays for the team in possession'));
  return {
    name: `${versus(k, k)} + Keepers${odd ? ' + Neutral' : ''}`,
    description: `Two teams of ${k} with a keeper in each full-size goal${odd ? ' and a neutral outfield player' : ''}.`,
    games,
    adaptations: adviceFor([sizeKind(k), 'keepers', ...(odd ? (['neutral'] as const) : [])]),
  };
};

const withBumpers: Candidate = (n) => {
  const inside = n - 2;
  if (inside % 2 !== 0) return null;
  const k = inside / 2;
  if (k < 1 || k > 7) return null;
  return {
    name: `${versus(k, k)} + Bumpers`,
    description: `Two teams of ${k} inside the area and two bumpers on the side lines who play for the team in possession.`,
    games: [row(inside, versus(k, k)), row(2, 'Bumper', 'On the side lines, one or two touches')],
    adaptations: adviceFor(['bumpers', sizeKind(k)]),
  };
};

const oneFieldCandidates: Candidate[] = [
  evenGame,
  evenPlusNeutral,
  overload,
  overloadToKeeper,
  threeTeams,
  withKeepers,
  withBumpers,
];

// ---- several fields ----

type FieldGame = { name: string; rows: (field: string) => GameRow[]; kinds: GameKind[] };

/** The game for one field of `size` players; an odd player makes an overload or a neutral. */
function fieldGame(size: number, odd: 'overload' | 'neutral'): FieldGame {
  const k = Math.floor(size / 2);
  if (size % 2 === 0) {
    return { name: versus(k, k), rows: (f) => [row(size, versus(k, k), f)], kinds: [sizeKind(k)] };
  }
  if (odd === 'overload') {
    return { name: versus(k + 1, k), rows: (f) => [row(size, versus(k + 1, k), f)], kinds: ['overload'] };
  }
  return {
    name: `${versus(k, k)} + Neutral`,
    rows: (f) => [row(size - 1, versus(k, k), f), row(1, 'Neutral', f)],
    kinds: [sizeKind(k), 'neutral'],
  };
}

function keeperFieldGame(size: number): FieldGame {
  const outfield = size - 2;
  const k = Math.floor(outfield / 2);
  const odd = outfield % 2 === 1;
  return {
    name: `${versus(k, k)} + Keepers${odd ? ' + Neutral' : ''}`,
    rows: (f) => [
      row(outfield - (odd ? 1 : 0), versus(k, k), f),
      row(2, 'Keeper', f),
      ...(odd ? [row(1, 'Neutral', f)] : []),
    ],
    kinds: ['keepers', ...(odd ? (['neutral'] as const) : [])],
  };
}

function evenSizes(n: number, fields: number): number[] {
  const base = Math.floor(n / fields);
  return Array.from({ length: fields }, (_, i) => base + (i < n % fields ? 1 : 0));
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} And ${names.at(-1)}`;
}

function acrossFields(games: FieldGame[], description: string): FormationSuggestion {
  return {
    name: joinNames(games.map((g) => g.name)),
    description,
    games: games.flatMap((g, i) => g.rows(`Field ${i + 1}`)),
    adaptations: adviceFor(['multi-field', ...games.flatMap((g) => g.kinds)]),
  };
}

function multiFieldSuggestions(n: number, fields: number): FormationSuggestion[] {
  const sizes = evenSizes(n, fields);
  const fieldWord = fields === 2 ? 'two' : 'three';
  const out = [
    acrossFields(
      sizes.map((s) => fieldGame(s, 'overload')),
      `Players split evenly over ${fieldWord} fields; an odd player makes an overload so nobody waits.`,
    ),
  ];
  if (sizes.some((s) => s % 2 === 1)) {
    out.push(
      acrossFields(
        sizes.map((s) => fieldGame(s, 'neutral')),
        `Even teams on ${fieldWord} fields, with a neutral joining the team in possession where the numbers are odd.`,
      ),
    );
  }
  // A bigger game beside small ones lets the coach group players by ability.
  const small = fields === 2 ? (n >= 10 ? 4 : 2) : 4;
  const big = n - small * (fields - 1);
  if (big > small && big <= 16 && (fields === 2 ? n >= 6 : big >= 6)) {
    out.push(
      acrossFields(
        [fieldGame(big, 'neutral'), ...Array.from({ length: fields - 1 }, () => fieldGame(small, 'neutral'))],
        'One bigger game and smaller games beside it: group players by ability or by what they need to work on.',
      ),
    );
  }
  if ((sizes[0] ?? 0) >= 6) {
    out.push(
      acrossFields(
        [keeperFieldGame(sizes[0]!), ...sizes.slice(1).map((s) => fieldGame(s, 'overload'))],
        'Field 1 plays with keepers in full-size goals; the other games play to small goals. Swap fields each round.',
      ),
    );
  }
  return out;
}

function dedupeByName(list: FormationSuggestion[]): FormationSuggestion[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.name) && seen.add(s.name));
}

export function isValidFormationInput(players: number, fields: number): boolean {
  return (
    Number.isInteger(players) &&
    Number.isInteger(fields) &&
    players >= MIN_FORMATION_PLAYERS &&
    players <= MAX_FORMATION_PLAYERS &&
    fields >= MIN_FORMATION_FIELDS &&
    fields <= MAX_FORMATION_FIELDS
  );
}

export function generateFormations(players: number, fields: number): FormationSuggestion[] {
  if (!isValidFormationInput(players, fields)) return [invalidConfiguration];
  const covered = formationCoverage[fields as 1 | 2 | 3];
  if (!covered.includes(players)) return [];
  const all =
    fields === 1
      ? oneFieldCandidates.map((c) => c(players)).filter((s): s is FormationSuggestion => s !== null)
      : multiFieldSuggestions(players, fields);
  return dedupeByName(all).slice(0, MAX_SUGGESTIONS);
}
