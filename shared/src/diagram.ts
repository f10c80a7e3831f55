import { z } from 'zod';

/**
 * A drill diagram as structured data, drawn as SVG by the web app (no image
 * download, crisp at any size). Coordinates are metres inside the area:
 * x runs 0..width left to right, y runs 0..length top to bottom.
 */
const metres = z.number().finite();
export const diagramPointSchema = z.object({ x: metres, y: metres });
export type DiagramPoint = z.infer<typeof diagramPointSchema>;

/**
 * The version a diagram is written in. Version 1 (the built-in drills before the designer)
 * had no ids, no per-phase positions and at most 4 phases; every version-1 diagram is a
 * valid version-2 diagram, so parsing is the migration: it fills the defaults and stamps 2.
 */
export const DIAGRAM_VERSION = 2;
export const MAX_DIAGRAM_PHASES = 8;

/**
 * A stable name for a piece, so the designer can select it, link an arrow to it and give it
 * a position per phase. Optional: the built-in drills' pieces have none.
 */
const pieceId = z.string().min(1).max(40).optional();
/** Degrees clockwise; goals and text labels can be turned. */
const rotation = z.number().finite().min(0).lt(360).optional();

export const diagramTeams = ['red', 'blue', 'yellow', 'green'] as const;
export const playerRoles = ['player', 'keeper', 'neutral', 'server', 'coach'] as const;
export const diagramPlayerSchema = diagramPointSchema.extend({
  id: pieceId,
  team: z.enum(diagramTeams),
  /** keeper, neutral and server are drawn with their own marks (K, N, S); the coach as C. */
  role: z.enum(playerRoles).default('player'),
  label: z.string().max(3).optional(),
});
export type DiagramPlayer = z.infer<typeof diagramPlayerSchema>;

export const coneColours = ['orange', 'yellow', 'blue', 'red', 'white'] as const;
export const diagramConeSchema = diagramPointSchema.extend({
  id: pieceId,
  colour: z.enum(coneColours).default('orange'),
});

/** A piece with nothing to say but where it stands (mannequin, ball, pole). */
export const diagramMarkerSchema = diagramPointSchema.extend({ id: pieceId });

/** Two cones a player passes or dribbles through. */
export const diagramGateSchema = z.object({
  id: pieceId,
  from: diagramPointSchema,
  to: diagramPointSchema,
  colour: z.enum(coneColours).default('orange'),
});
export type DiagramGate = z.infer<typeof diagramGateSchema>;

export const diagramTextSchema = diagramPointSchema.extend({
  id: pieceId,
  text: z.string().trim().min(1).max(40),
  rotation,
});
export type DiagramText = z.infer<typeof diagramTextSchema>;

export const diagramGoalSchema = diagramPointSchema.extend({
  /** The direction the goal mouth faces (towards the play). */
  facing: z.enum(['north', 'south', 'east', 'west']),
  size: z.enum(['full', 'mini', 'pop-up']),
  id: pieceId,
  /** Fine turn on top of facing, for a goal set at an angle. */
  rotation,
});
export type DiagramGoal = z.infer<typeof diagramGoalSchema>;

/**
 * Standard coaching notation: pass solid, run dashed, dribble wavy, shot bold,
 * lofted (aerial) pass dotted with an arc.
 */
export const arrowKinds = ['pass', 'run', 'dribble', 'shot', 'lofted'] as const;
export type ArrowKind = (typeof arrowKinds)[number];
/** Arrows along which the ball travels; along the others a player moves. */
export const ballArrowKinds: readonly ArrowKind[] = ['pass', 'shot', 'lofted'];
export const diagramArrowSchema = z.object({
  id: pieceId,
  kind: z.enum(arrowKinds),
  /** The piece that makes this movement (the runner, or the passer), when drawn from one. */
  piece: pieceId,
  from: diagramPointSchema,
  to: diagramPointSchema,
  /** Optional control point to bend the arrow around players. */
  via: diagramPointSchema.optional(),
  /** In a phased diagram: the step (1-based) this movement belongs to. */
  phase: z.number().int().min(1).max(MAX_DIAGRAM_PHASES).optional(),
});
export type DiagramArrow = z.infer<typeof diagramArrowSchema>;

export const diagramZoneSchema = z.object({
  id: pieceId,
  x: metres,
  y: metres,
  width: z.number().positive(),
  length: z.number().positive(),
  label: z.string().max(24).optional(),
  tone: z.enum(['neutral', 'red', 'blue', 'yellow']).default('neutral'),
});
export type DiagramZone = z.infer<typeof diagramZoneSchema>;

/** A line painted or marked on the ground (a carry line, a halfway line of a grid). */
export const diagramLineSchema = z.object({
  id: pieceId,
  from: diagramPointSchema,
  to: diagramPointSchema,
  label: z.string().max(24).optional(),
});
export type DiagramLine = z.infer<typeof diagramLineSchema>;

/**
 * Where a piece stands at the start of a phase (2 and later; phase 1 is the piece's own x/y).
 * A piece with no entry for a phase stays where the previous phase left it.
 */
export const diagramPositionSchema = diagramPointSchema.extend({
  piece: z.string().min(1).max(40),
  phase: z.number().int().min(2).max(MAX_DIAGRAM_PHASES),
});
export type DiagramPosition = z.infer<typeof diagramPositionSchema>;

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

export const diagramSchema = z.object({
  version: z.literal(DIAGRAM_VERSION).default(DIAGRAM_VERSION),
  area: z.object({
    width: z.number().positive().max(110),
    length: z.number().positive().max(110),
    /** Optional pitch markings drawn inside the area. */
    markings: z.enum(pitchMarkings).default('none'),
  }),
  zones: z.array(diagramZoneSchema).default([]),
  lines: z.array(diagramLineSchema).default([]),
  players: z.array(diagramPlayerSchema).default([]),
  cones: z.array(diagramConeSchema).default([]),
  mannequins: z.array(diagramMarkerSchema).default([]),
  poles: z.array(diagramMarkerSchema).default([]),
  balls: z.array(diagramMarkerSchema).default([]),
  goals: z.array(diagramGoalSchema).default([]),
  gates: z.array(diagramGateSchema).default([]),
  texts: z.array(diagramTextSchema).default([]),
  arrows: z.array(diagramArrowSchema).default([]),
  positions: z.array(diagramPositionSchema).max(2000).default([]),
  /**
   * A multi-phase drill names its steps here ('Pass into the target', 'Lay-off and run',
   * 'Finish'); each arrow then says which phase it belongs to, so the coach can step
   * through the phases instead of reading one crowded picture. Empty: one picture.
   */
  phases: z.array(z.string().trim().min(3).max(60)).max(MAX_DIAGRAM_PHASES).default([]),
});
export type Diagram = z.infer<typeof diagramSchema>;
export type DiagramInput = z.input<typeof diagramSchema>;

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
