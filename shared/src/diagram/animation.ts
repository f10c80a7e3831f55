import { ARROW_PICKUP_METRES } from './limits';
import { ballArrowKinds } from './notation';
import { arrowsOfPhase, phaseCount } from './phases';
import { pieceKey, startPositions, type PiecePositions, type PointPieceKind } from './positions';
import type { Diagram, DiagramArrow, DiagramPoint } from './schema';

/**
 * How a diagram's pieces move while a phase plays. Pure, so the Play animation and the
 * designer (where a phase leaves its pieces) share one rule:
 * players move along their run and dribble arrows, the ball along pass, shot and
 * lofted arrows, then the next phase starts from its own positions.
 */

/** A lofted pass is drawn (and flies) on an arc even when drawn straight: its bend, as a share of its length. */
const LOFT_BEND = 0.18;

/** The control point an arrow's curve goes through: its own, or a lofted pass's arc. */
export function arrowControl(arrow: Pick<DiagramArrow, 'from' | 'to' | 'via' | 'kind'>): DiagramPoint | undefined {
  if (arrow.via || arrow.kind !== 'lofted') return arrow.via;
  const dx = arrow.to.x - arrow.from.x;
  const dy = arrow.to.y - arrow.from.y;
  // Bend to the left of travel, by a share of the length, through the middle.
  return { x: (arrow.from.x + arrow.to.x) / 2 + dy * LOFT_BEND, y: (arrow.from.y + arrow.to.y) / 2 - dx * LOFT_BEND };
}

/** A point on a straight line or quadratic curve at t in 0..1. */
export function curvePoint(from: DiagramPoint, to: DiagramPoint, via: DiagramPoint | undefined, t: number): DiagramPoint {
  if (!via) return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
  const u = 1 - t;
  return { x: u * u * from.x + 2 * u * t * via.x + t * t * to.x, y: u * u * from.y + 2 * u * t * via.y + t * t * to.y };
}

/** One movement of a phase: which piece moves, along which arrow, in which beat of the phase. */
export type Movement = {
  arrow: DiagramArrow;
  /** The moving piece's key; null for a pass with no ball drawn near it (a ball is drawn along it anyway). */
  piece: string | null;
  /** A dribbler takes the ball along: its key, if one lies at the start. */
  carries: string | null;
  /** 0-based: movements that start where another ends wait for it. */
  beat: number;
};

export type PhasePlan = { phase: number; beats: number; movements: Movement[] };

const distance = (a: DiagramPoint, b: DiagramPoint) => Math.hypot(a.x - b.x, a.y - b.y);

function nearest(at: PiecePositions, keys: string[], point: DiagramPoint, taken: Set<string>): string | null {
  let best: string | null = null;
  let bestDistance = ARROW_PICKUP_METRES;
  for (const key of keys) {
    const p = at.get(key);
    if (!p || taken.has(key)) continue;
    const d = distance(p, point);
    if (d <= bestDistance) {
      best = key;
      bestDistance = d;
    }
  }
  return best;
}

const keysOf = (diagram: Diagram, kind: PointPieceKind) => diagram[kind].map((piece, i) => pieceKey(kind, i, piece.id));

/**
 * The movements of one phase, from where the pieces stand at its start. An arrow linked to a
 * piece (`piece`) moves that piece; otherwise the nearest player (run, dribble) or ball (pass,
 * shot, lofted) within ARROW_PICKUP_METRES of its start. An arrow that starts where an earlier
 * arrow of the phase ends waits for it (a pass then the next pass), the rest start together.
 */
export function planPhase(diagram: Diagram, phase: number, start: PiecePositions): PhasePlan {
  const arrows = arrowsOfPhase(diagram, phase);
  const players = keysOf(diagram, 'players');
  const balls = keysOf(diagram, 'balls');
  const ids = new Set(start.keys());
  const movements: Movement[] = [];
  // Where each piece will be when its earlier movements of this phase are done.
  const at: PiecePositions = new Map(start);
  const moving = new Set<string>();
  arrows.forEach((arrow) => {
    const byBall = ballArrowKinds.includes(arrow.kind);
    const linked = arrow.piece && ids.has(arrow.piece) ? arrow.piece : null;
    // A pass linked to its passer moves the ball at the passer's feet, not the passer.
    const linkedIsBall = linked !== null && balls.includes(linked);
    let piece: string | null;
    if (byBall) piece = linkedIsBall ? linked : nearest(at, balls, arrow.from, new Set());
    else piece = linked ?? nearest(at, players, arrow.from, new Set());
    const carries = arrow.kind === 'dribble' ? nearest(at, balls, arrow.from, moving) : null;
    const waitsFor = movements.filter((m) => distance(m.arrow.to, arrow.from) <= ARROW_PICKUP_METRES || (piece !== null && m.piece === piece));
    const beat = waitsFor.reduce((b, m) => Math.max(b, m.beat + 1), 0);
    movements.push({ arrow, piece, carries, beat });
    for (const key of [piece, carries]) {
      if (key === null) continue;
      moving.add(key);
      at.set(key, arrow.to);
    }
  });
  const beats = movements.reduce((b, m) => Math.max(b, m.beat + 1), 0);
  return { phase, beats, movements };
}

/** A frame of the animation: where every point piece stands, and balls drawn in flight along unowned passes. */
export type Frame = { phase: number; positions: PiecePositions; loose: DiagramPoint[] };

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
}

function pointAlong(arrow: DiagramArrow, t: number): DiagramPoint {
  return curvePoint(arrow.from, arrow.to, arrowControl(arrow), t);
}

/**
 * Where the pieces start each phase when played through: a piece with a position set for the
 * phase starts there, any other where the previous phase left it (at the end of its arrow).
 */
export function playStartPositions(diagram: Diagram): PiecePositions[] {
  const starts: PiecePositions[] = [];
  let at = startPositions(diagram);
  for (let phase = 1; phase <= phaseCount(diagram); phase++) {
    const start: PiecePositions = new Map(at);
    for (const p of diagram.positions) if (p.phase === phase && start.has(p.piece)) start.set(p.piece, { x: p.x, y: p.y });
    starts.push(start);
    at = frameAt(diagram, phase, 1, start).positions;
  }
  return starts;
}

/**
 * The frame at progress t (0..1) of a phase (1-based), from the positions it starts at
 * (playStartPositions). Each movement runs in its beat; a piece waits until its beat starts.
 */
export function frameAt(diagram: Diagram, phase: number, t: number, start: PiecePositions): Frame {
  const plan = planPhase(diagram, phase, start);
  const positions: PiecePositions = new Map(start);
  const loose: DiagramPoint[] = [];
  const progress = Math.min(1, Math.max(0, t)) * Math.max(1, plan.beats);
  for (const m of plan.movements) {
    const local = Math.min(1, Math.max(0, progress - m.beat));
    if (m.piece === null) {
      // A pass with no ball drawn at its start still shows a ball in flight, during its beat only.
      if (local > 0 && local < 1) loose.push(pointAlong(m.arrow, easeInOut(local)));
      continue;
    }
    if (local === 0) continue;
    const p = pointAlong(m.arrow, easeInOut(local));
    positions.set(m.piece, p);
    if (m.carries !== null) positions.set(m.carries, p);
  }
  return { phase, positions, loose };
}

/** Where a phase leaves its pieces: every movement of it done (the designer starts the next phase there). */
export function phaseEndPositions(diagram: Diagram, phase: number, start: PiecePositions): PiecePositions {
  return frameAt(diagram, phase, 1, start).positions;
}

/** Seconds one beat of a phase takes at 1x speed. */
export const BEAT_SECONDS = 1.6;

/** How long a phase plays at 1x, in seconds (at least one beat, so a phase with no arrows still shows). */
export function phaseSeconds(diagram: Diagram, phase: number, start: PiecePositions): number {
  return Math.max(1, planPhase(diagram, phase, start).beats) * BEAT_SECONDS;
}

/** Where Play stands: the phase (1-based), the progress through it (0..1), and whether it runs. */
export type Playback = { phase: number; t: number; playing: boolean };
export const playbackSpeeds = [0.5, 1, 2] as const;
export type PlaybackSpeed = (typeof playbackSpeeds)[number];

/**
 * Play moved on by `seconds` of wall time at `speed`: through the phase, into the next with
 * the time left over, and at the end of the last either round to the first (loop) or stopped
 * on the last phase's end.
 */
export function advancePlayback(
  diagram: Diagram,
  starts: PiecePositions[],
  state: Playback,
  seconds: number,
  options: { speed: PlaybackSpeed; loop: boolean },
): Playback {
  if (!state.playing) return state;
  const total = phaseCount(diagram);
  let { phase, t } = state;
  let left = Math.max(0, seconds) * options.speed;
  // Bounded: a long pause of the tab (seconds of hidden time) never spins.
  for (let guard = 0; guard < 4 * total + 4; guard++) {
    const length = phaseSeconds(diagram, phase, starts[phase - 1] ?? new Map());
    const need = (1 - t) * length;
    if (left < need) return { phase, t: t + left / length, playing: true };
    left -= need;
    if (phase < total) {
      phase += 1;
      t = 0;
    } else if (options.loop) {
      phase = 1;
      t = 0;
    } else {
      return { phase, t: 1, playing: false };
    }
  }
  return { phase, t, playing: true };
}

/**
 * Whether Play has something to show: several phases, or one phase in which a piece moves
 * along its arrow or a ball flies along a pass, shot or lofted pass.
 */
export function isPlayable(diagram: Diagram): boolean {
  if (diagram.phases.length >= 2) return true;
  const plan = planPhase(diagram, 1, playStartPositions(diagram)[0] ?? new Map());
  return plan.movements.some((m) => m.piece !== null || ballArrowKinds.includes(m.arrow.kind));
}
