import type { Diagram, DiagramPlayer, DiagramPoint } from './schema';

/**
 * A drill diagram as structured data, drawn as SVG by the web app (no image
 * download, crisp at any size). Coordinates are metres inside the area:
 * x runs 0..width left to right, y runs 0..length top to bottom. Its schemas are in
 * schema.ts, its limits in limits.ts: what only draws or checks a diagram builds none.
 */

/**
 * The version a diagram is written in. Version 1 (the built-in drills before the designer)
 * had no ids, no per-phase positions and at most 4 phases; every version-1 diagram is a
 * valid version-2 diagram, so parsing is the migration: it fills the defaults and stamps 2.
 */
export const DIAGRAM_VERSION = 2;

export const diagramTeams = ['red', 'blue', 'yellow', 'green'] as const;
export const playerRoles = ['player', 'keeper', 'neutral', 'server', 'coach'] as const;
export const coneColours = ['orange', 'yellow', 'blue', 'red', 'white'] as const;

/**
 * Standard coaching notation: pass solid, run dashed, dribble wavy, shot bold,
 * lofted (aerial) pass dotted with an arc.
 */
export const arrowKinds = ['pass', 'run', 'dribble', 'shot', 'lofted'] as const;
export type ArrowKind = (typeof arrowKinds)[number];
/** Arrows along which the ball travels; along the others a player moves. */
export const ballArrowKinds: readonly ArrowKind[] = ['pass', 'shot', 'lofted'];

export const pitchMarkings = [
  'none',
  'halfway',
  'penalty-box',
  'half-pitch',
  'full-pitch',
  'thirds',
  'channels',
] as const;
export type PitchMarkings = (typeof pitchMarkings)[number];

/** Every point a diagram places, so callers can check they all lie inside the area. */
export function diagramPoints(d: Diagram): DiagramPoint[] {
  return [
    ...d.players,
    ...d.cones,
    ...d.mannequins,
    ...d.poles,
    ...d.balls,
    ...d.goals,
    ...d.texts,
    ...d.positions,
    ...d.gates.flatMap((g) => [g.from, g.to]),
    ...d.arrows.flatMap((a) => [a.from, a.to, ...(a.via ? [a.via] : [])]),
    ...d.lines.flatMap((l) => [l.from, l.to]),
    ...d.zones.flatMap((z) => [
      { x: z.x, y: z.y },
      { x: z.x + z.width, y: z.y + z.length },
    ]),
  ];
}

/** The coach drawn on a diagram: a server marked 'C'. Not one of the players a drill needs. */
export function isCoach(p: DiagramPlayer): boolean {
  return p.role === 'coach' || (p.role === 'server' && p.label === 'C');
}

export function isInsideArea(d: Diagram, p: DiagramPoint): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= d.area.width && p.y <= d.area.length;
}
