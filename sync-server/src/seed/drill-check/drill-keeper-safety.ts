import type { AgeBand } from '@pitchside/shared';

/**
 * How a keeper comes out at an attacker's feet, said one way in every drill: hands first and
 * side-on (the head and face away from the boots), because a feet-first slide into a shooter
 * injures both players and is a foul inside the box. A feet-first block is a defender's tool
 * for older keepers, outside the box only.
 */
export const KEEPER_OUT_NOTE = 'Keepers come out hands first and smother side-on, face away from the boots; feet-first blocks only outside the box, and only from U13.';

/** A safety note about how keepers come out or go down at a player's feet. */
const KEEPER_OUT = /\b(?:hands?|feet)[- ](?:first|leading)\b|\bsmother|\bhands? (?:leading|ahead)|\bcome(?:s)? out low\b|\bout (?:low )?to the feet\b/i;
/** Feet-first advice, as opposed to a warning against it ('never feet first', 'not feet-first'). */
const FEET_FIRST = /\b(?<!(?:never|not|no)\s)feet[- ]first\b/i;

/** The bands too young for any feet-first advice. */
export const noFeetFirstAgeBands: readonly AgeBand[] = ['U7-U8', 'U9-U10', 'U11-U12'];

export function keeperSafetyProblems(safetyNotes: readonly string[], text: string, bands: readonly AgeBand[]): string[] {
  const problems: string[] = [];
  for (const note of safetyNotes) {
    if (note !== KEEPER_OUT_NOTE && KEEPER_OUT.test(note)) problems.push(`says how keepers come out its own way ("${note}"); use the one note: "${KEEPER_OUT_NOTE}"`);
  }
  const young = bands.filter((b) => noFeetFirstAgeBands.includes(b));
  const advice = FEET_FIRST.exec(text.split(KEEPER_OUT_NOTE).join(' '));
  if (advice && young.length) problems.push(`gives feet-first advice ("${advice[0]}") but is offered to ${young.join(', ')} (hands first up to U12)`);
  return problems;
}
