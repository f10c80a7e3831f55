import { z } from 'zod';
import {
  MAX_AREA_METRES,
  MAX_DIAGRAM_PHASES,
  MAX_DIAGRAM_POSITIONS,
  MAX_LINE_LABEL,
  MAX_PHASE_NAME,
  MAX_PIECE_ID,
  MAX_PLAYER_LABEL,
  MAX_TEXT_LABEL,
  MAX_ZONE_LABEL,
  MIN_PHASE_NAME,
} from './limits';
import { arrowKinds, coneColours, DIAGRAM_VERSION, diagramTeams, pitchMarkings, playerRoles } from './notation';

/**
 * A drill diagram as structured data, drawn as SVG by the web app (no image
 * download, crisp at any size). Coordinates are metres inside the area:
 * x runs 0..width left to right, y runs 0..length top to bottom.
 */
const metres = z.number().finite();
export const diagramPointSchema = z.object({ x: metres, y: metres });
export type DiagramPoint = z.infer<typeof diagramPointSchema>;

/**
 * A stable name for a piece, so the designer can select it, link an arrow to it and give it
 * a position per phase. Optional: the built-in drills' pieces have none.
 */
const pieceId = z.string().min(1).max(MAX_PIECE_ID).optional();
/** Degrees clockwise; goals and text labels can be turned. */
const rotation = z.number().finite().min(0).lt(360).optional();

export const diagramPlayerSchema = diagramPointSchema.extend({
  id: pieceId,
  team: z.enum(diagramTeams),
  /** keeper, neutral and server are drawn with their own marks (K, N, S); the coach as C. */
  role: z.enum(playerRoles).default('player'),
  label: z.string().max(MAX_PLAYER_LABEL).optional(),
});
export type DiagramPlayer = z.infer<typeof diagramPlayerSchema>;

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
  text: z.string().trim().min(1).max(MAX_TEXT_LABEL),
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

export const diagramArrowSchema = z.object({
  id: pieceId,
  kind: z.enum(arrowKinds),
  /** The piece that makes this movement (the runner, or the passer), when drawn from one. */
  piece: pieceId,
  from: diagramPointSchema,
  to: diagramPointSchema,
  /** Optional control point to bend the arrow around players. */
  via: diagramPointSchema.optional(),
  /** In a phased diagram: the step (1-based) this movement belongs to; none means phase 1 (phases.ts). */
  phase: z.number().int().min(1).max(MAX_DIAGRAM_PHASES).optional(),
});
export type DiagramArrow = z.infer<typeof diagramArrowSchema>;

export const diagramZoneSchema = z.object({
  id: pieceId,
  x: metres,
  y: metres,
  width: z.number().positive(),
  length: z.number().positive(),
  label: z.string().max(MAX_ZONE_LABEL).optional(),
  tone: z.enum(['neutral', 'red', 'blue', 'yellow']).default('neutral'),
});
export type DiagramZone = z.infer<typeof diagramZoneSchema>;

/** A line painted or marked on the ground (a carry line, a halfway line of a grid). */
export const diagramLineSchema = z.object({
  id: pieceId,
  from: diagramPointSchema,
  to: diagramPointSchema,
  label: z.string().max(MAX_LINE_LABEL).optional(),
});
export type DiagramLine = z.infer<typeof diagramLineSchema>;

/**
 * Where a piece stands at the start of a phase (2 and later; phase 1 is the piece's own x/y).
 * A piece with no entry for a phase stays where the previous phase left it.
 */
export const diagramPositionSchema = diagramPointSchema.extend({
  piece: z.string().min(1).max(MAX_PIECE_ID),
  phase: z.number().int().min(2).max(MAX_DIAGRAM_PHASES),
});
export type DiagramPosition = z.infer<typeof diagramPositionSchema>;

export const diagramSchema = z.object({
  version: z.literal(DIAGRAM_VERSION).default(DIAGRAM_VERSION),
  area: z.object({
    width: z.number().positive().max(MAX_AREA_METRES),
    length: z.number().positive().max(MAX_AREA_METRES),
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
  positions: z.array(diagramPositionSchema).max(MAX_DIAGRAM_POSITIONS).default([]),
  /**
   * A multi-phase drill names its steps here ('Pass into the target', 'Lay-off and run',
   * 'Finish'); each arrow then says which phase it belongs to, so the coach can step
   * through the phases instead of reading one crowded picture. Empty: one picture.
   */
  phases: z.array(z.string().trim().min(MIN_PHASE_NAME).max(MAX_PHASE_NAME)).max(MAX_DIAGRAM_PHASES).default([]),
});
export type Diagram = z.infer<typeof diagramSchema>;
export type DiagramInput = z.input<typeof diagramSchema>;
