/**
 * Coaching adaptations the Game Creator attaches to a suggestion, by the kind
 * of game. A suggestion takes the first advice of each kind it contains, so a
 * '3v3 + Keepers' card gets game-size advice and keeper advice.
 */

export type GameKind =
  | 'one-v-one'
  | 'overload'
  | 'small'
  | 'medium'
  | 'large'
  | 'neutral'
  | 'keepers'
  | 'bumpers'
  | 'three-teams'
  | 'multi-field';

export const formationAdvice: Record<GameKind, readonly string[]> = {
  'one-v-one': [
    'Play to a line: the attacker scores by stopping the ball on the end line.',
    'Keep rounds to 45-60 seconds; 1v1 is exhausting.',
  ],
  overload: [
    'Swap the defender (or defenders) every 2 minutes so everyone attacks and defends.',
    'If the defenders win the ball they score by dribbling over the halfway line.',
    'Attackers must score within 8 seconds to stop them keeping the ball forever.',
  ],
  small: [
    'Play to four mini goals, two per team, so players learn to switch the play.',
    'For stronger groups add a three-touch limit; for beginners allow unlimited touches.',
  ],
  medium: [
    'Score by dribbling into a 5 m end zone instead of a goal to reward running with the ball.',
    'A goal counts double if every player of the scoring team is in the opponents\' half.',
  ],
  large: [
    'Use a halfway line: goals only count if the team kept the ball in their own half for three passes first.',
    'Play two touches in the middle third to speed up the game.',
  ],
  neutral: [
    'The neutral plays for the team in possession and has two touches at most.',
    'Rotate the neutral every 3 minutes so every player gets a turn.',
  ],
  keepers: [
    'Keepers restart by throwing or rolling the ball, no long kicks, so teams build from the back.',
    'Rotate the keepers every 5 minutes so every player spends time on the field.',
  ],
  bumpers: [
    'Bumpers stay on the side lines with one or two touches; swap a bumper with a field player after each goal.',
    'A goal after a pass from a bumper counts double, to encourage width.',
  ],
  'three-teams': [
    'Games of 3 minutes or first goal; the winner stays on and the waiting team replaces the loser.',
    'The waiting team juggles or passes beside the field so nobody stands still.',
  ],
  'multi-field': [
    'After each 4-minute round the winners move up a field and the losers move down.',
    'Swap one player between the fields every round to keep the teams mixed.',
    'Run the same rules on every field so you can coach all games from between them.',
  ],
};

export function adviceFor(kinds: readonly GameKind[]): string[] {
  const chosen: string[] = [];
  for (const kind of kinds) {
    for (const line of formationAdvice[kind]) {
      if (chosen.length >= 4) return chosen;
      if (!chosen.includes(line)) {
        chosen.push(line);
        break;
      }
    }
  }
  // Fill up to two lines from the first kind so every card has at least two.
  for (const line of formationAdvice[kinds[0] ?? 'small']) {
    if (chosen.length >= 2) break;
    if (!chosen.includes(line)) chosen.push(line);
  }
  return chosen;
}

/** The size of an even game decides which general advice fits it. */
export function sizeKind(perSide: number): GameKind {
  if (perSide <= 1) return 'one-v-one';
  if (perSide <= 3) return 'small';
  if (perSide <= 5) return 'medium';
  return 'large';
}
