import { MAX_PHASE_NAME, MIN_PHASE_NAME } from './limits';
import type { Diagram, DiagramArrow } from './schema';

/**
 * A diagram's phases, one rule for the designer, the drawing and Play. A diagram with no
 * phase names (or one) is one picture: phase 1, every arrow in it. In a phased diagram an
 * arrow belongs to the phase it names, and an arrow that names none to phase 1, where the
 * designer puts a one-picture diagram's arrows when it gains a second phase (so such an
 * arrow is drawn and played once, not again in every later phase from where its piece
 * already stands).
 */

/** The phases a diagram plays: its named phases, or one for a diagram drawn as one picture. */
export function phaseCount(diagram: Pick<Diagram, 'phases'>): number {
  return Math.max(1, diagram.phases.length);
}

/** The phase (1-based) an arrow is drawn and played in. */
export function phaseOfArrow(diagram: Pick<Diagram, 'phases'>, arrow: Pick<DiagramArrow, 'phase'>): number {
  return diagram.phases.length < 2 ? 1 : (arrow.phase ?? 1);
}

/** The arrows of a phase (1-based); in a diagram of one picture every arrow is in phase 1. */
export function arrowsOfPhase(diagram: Pick<Diagram, 'phases' | 'arrows'>, phase: number): DiagramArrow[] {
  return diagram.arrows.filter((a) => phaseOfArrow(diagram, a) === phase);
}

export type PhaseNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** A phase name as the schema takes it, with the message the designer shows when it does not. */
export function checkPhaseName(name: string): PhaseNameCheck {
  const trimmed = name.trim();
  if (trimmed.length < MIN_PHASE_NAME) return { ok: false, message: `A phase name needs at least ${MIN_PHASE_NAME} characters.` };
  if (trimmed.length > MAX_PHASE_NAME) return { ok: false, message: `A phase name can have at most ${MAX_PHASE_NAME} characters.` };
  return { ok: true, name: trimmed };
}
