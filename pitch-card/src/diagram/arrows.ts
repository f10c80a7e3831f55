import { arrowControl, type DiagramArrow, type DiagramPoint } from '@pitchside/shared';
import { playerMark } from './geometry';

/**
 * Path maths for coaching-notation arrows, in metres. Straight arrows are a
 * line, bent ones (with `via`) a quadratic curve; a dribble is that path with
 * a sine wave laid along it. The head is a separate triangle so it looks the
 * same in every renderer and in print (no SVG markers).
 */

type Vec = DiagramPoint;

const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
const length = (v: Vec) => Math.hypot(v.x, v.y);
const round = (n: number) => Math.round(n * 100) / 100;
const pt = (p: Vec) => `${round(p.x)} ${round(p.y)}`;

function unitVector(v: Vec): Vec {
  const l = length(v);
  return l === 0 ? { x: 0, y: -1 } : { x: v.x / l, y: v.y / l };
}

/** A point on the arrow's centre line at t in 0..1. */
export function pointAt(arrow: Pick<DiagramArrow, 'from' | 'to' | 'via'>, t: number): Vec {
  const { from, to, via } = arrow;
  if (!via) return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
  const u = 1 - t;
  return {
    x: u * u * from.x + 2 * u * t * via.x + t * t * to.x,
    y: u * u * from.y + 2 * u * t * via.y + t * t * to.y,
  };
}

/** The direction of travel at t (derivative of the line or curve). */
export function directionAt(arrow: Pick<DiagramArrow, 'from' | 'to' | 'via'>, t: number): Vec {
  const { from, to, via } = arrow;
  if (!via) return unitVector(sub(to, from));
  const d = {
    x: 2 * (1 - t) * (via.x - from.x) + 2 * t * (to.x - via.x),
    y: 2 * (1 - t) * (via.y - from.y) + 2 * t * (to.y - via.y),
  };
  return length(d) === 0 ? unitVector(sub(to, from)) : unitVector(d);
}

/** Approximate length of the arrow's centre line. */
export function arrowLength(arrow: Pick<DiagramArrow, 'from' | 'to' | 'via'>): number {
  if (!arrow.via) return length(sub(arrow.to, arrow.from));
  let total = 0;
  let prev = arrow.from;
  for (let i = 1; i <= 24; i++) {
    const p = pointAt(arrow, i / 24);
    total += length(sub(p, prev));
    prev = p;
  }
  return total;
}

export type ArrowGeometry = {
  /** The shaft, stopping where the head begins. */
  d: string;
  /** The head triangle's points attribute. */
  head: string;
};

/**
 * @param unit the diagram's drawing unit in metres, so heads and waves stay
 *   readable on a small area and on a full pitch alike.
 */
export function arrowGeometry(drawn: DiagramArrow, unit: number): ArrowGeometry {
  // A lofted pass drawn straight still flies on an arc: its notation, and the path Play follows.
  const via = arrowControl(drawn);
  const arrow: DiagramArrow = via ? { ...drawn, via } : drawn;
  const total = arrowLength(arrow);
  const headLength = Math.min((arrow.kind === 'shot' ? 1.3 : 1) * unit, total * 0.45);
  const headWidth = headLength * (arrow.kind === 'shot' ? 0.8 : 0.7);
  // Where the shaft ends: the head's base, measured back along the line.
  const tEnd = total === 0 ? 1 : Math.max(0, 1 - headLength / total);
  const tip = arrow.to;
  const dir = directionAt(arrow, 1);
  const base = { x: tip.x - dir.x * headLength, y: tip.y - dir.y * headLength };
  const normal = { x: -dir.y, y: dir.x };
  const head = [
    tip,
    { x: base.x + (normal.x * headWidth) / 2, y: base.y + (normal.y * headWidth) / 2 },
    { x: base.x - (normal.x * headWidth) / 2, y: base.y - (normal.y * headWidth) / 2 },
  ]
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(' ');

  if (arrow.kind === 'dribble') return { d: wavyPath(arrow, tEnd, total, unit), head };

  const end = pointAt(arrow, tEnd);
  if (!arrow.via) return { d: `M${pt(arrow.from)} L${pt(end)}`, head };
  // The sub-curve from 0 to tEnd of a quadratic has control point lerp(from, via, tEnd).
  const control = {
    x: arrow.from.x + (arrow.via.x - arrow.from.x) * tEnd,
    y: arrow.from.y + (arrow.via.y - arrow.from.y) * tEnd,
  };
  return { d: `M${pt(arrow.from)} Q${pt(control)} ${pt(end)}`, head };
}

/** A sine wave along the arrow up to tEnd, flattened into line segments. */
function wavyPath(arrow: DiagramArrow, tEnd: number, total: number, unit: number): string {
  const wavelength = 1.4 * unit;
  const amplitude = 0.3 * unit;
  const shaft = total * tEnd;
  // About eight segments per wave, at least a few so short dribbles still wiggle.
  const steps = Math.max(12, Math.ceil((shaft / wavelength) * 8));
  const parts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * tEnd;
    const p = pointAt(arrow, t);
    const dir = directionAt(arrow, t);
    // Fade the wave out over the last quarter wave so the shaft meets the head centred.
    const s = (i / steps) * shaft;
    const fade = Math.min(1, (shaft - s) / (wavelength / 4));
    const offset = amplitude * fade * Math.sin((2 * Math.PI * s) / wavelength);
    const q = { x: p.x - dir.y * offset, y: p.y + dir.x * offset };
    parts.push(`${i === 0 ? 'M' : 'L'}${pt(q)}`);
  }
  return parts.join(' ');
}

/**
 * The arrow as drawn when it ends on a player: its tip stops at the player's edge, so the
 * head is not hidden under the piece (players are drawn over arrows). The stored arrow keeps
 * its end, so Play still carries the ball or runner to the player.
 */
export function arrowToEdge<A extends Pick<DiagramArrow, 'from' | 'to' | 'via'>>(arrow: A, players: readonly DiagramPoint[], u: number): A {
  const edge = (playerMark.radius + playerMark.ring) * u;
  const target = players.find((p) => length(sub(p, arrow.to)) < edge && length(sub(p, arrow.from)) >= edge);
  if (!target || arrowLength(arrow) < 3 * edge) return arrow;
  const dir = directionAt({ ...arrow, to: target }, 1);
  return { ...arrow, to: { x: target.x - dir.x * edge, y: target.y - dir.y * edge } };
}
