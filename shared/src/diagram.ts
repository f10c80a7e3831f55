import { z } from 'zod';

/**
 * A drill diagram as structured data, drawn as SVG by the web app (no image
 * download, crisp at any size). Coordinates are metres inside the area:
 * x runs 0..width left to right, y runs 0..length top to bottom.
 */
const metres = z.number().finite();
export const diagramPointSchema = z.object({ x: metres, y: metres });
export type DiagramPoint = z.infer<typeof diagramPointSchema>;

export const diagramTeams = ['red', 'blue', 'yellow', 'green'] as const;
export const diagramPlayerSchema = diagramPointSchema.extend({
  team: z.enum(diagramTeams),
  /** keeper, neutral and server are drawn with their own marks (K, N, S). */
  role: z.enum(['player', 'keeper', 'neutral', 'server']).default('player'),
  label: z.string().max(3).optional(),
});
export type DiagramPlayer = z.infer<typeof diagramPlayerSchema>;

export const diagramConeSchema = diagramPointSchema.extend({
  colour: z.enum(['orange', 'yellow', 'blue', 'red', 'white']).default('orange'),
});

export const diagramGoalSchema = diagramPointSchema.extend({
  /** The direction the goal mouth faces (towards the play). */
  facing: z.enum(['north', 'south', 'east', 'west']),
  size: z.enum(['full', 'mini']),
});
export type DiagramGoal = z.infer<typeof diagramGoalSchema>;

/** Standard coaching notation: pass solid, run dashed, dribble wavy, shot bold. */
export const arrowKinds = ['pass', 'run', 'dribble', 'shot'] as const;
export const diagramArrowSchema = z.object({
  kind: z.enum(arrowKinds),
  from: diagramPointSchema,
  to: diagramPointSchema,
  /** Optional control point to bend the arrow around players. */
  via: diagramPointSchema.optional(),
  /** In a phased diagram: the step (1-based) this movement belongs to. */
  phase: z.number().int().min(1).max(4).optional(),
});
export type DiagramArrow = z.infer<typeof diagramArrowSchema>;

export const diagramZoneSchema = z.object({
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
  from: diagramPointSchema,
  to: diagramPointSchema,
  label: z.string().max(24).optional(),
});
export type DiagramLine = z.infer<typeof diagramLineSchema>;

export const diagramSchema = z.object({
  area: z.object({
    width: z.number().positive().max(110),
    length: z.number().positive().max(110),
    /** Optional pitch markings drawn inside the area. */
    markings: z.enum(['none', 'halfway', 'penalty-box']).default('none'),
  }),
  zones: z.array(diagramZoneSchema).default([]),
  lines: z.array(diagramLineSchema).default([]),
  players: z.array(diagramPlayerSchema).default([]),
  cones: z.array(diagramConeSchema).default([]),
  mannequins: z.array(diagramPointSchema).default([]),
  balls: z.array(diagramPointSchema).default([]),
  goals: z.array(diagramGoalSchema).default([]),
  arrows: z.array(diagramArrowSchema).default([]),
  /**
   * A multi-phase drill names its steps here ('Pass into the target', 'Lay-off and run',
   * 'Finish'); each arrow then says which phase it belongs to, so the coach can step
   * through the phases instead of reading one crowded picture. Empty: one picture.
   */
  phases: z.array(z.string().trim().min(3).max(60)).max(4).default([]),
});
export type Diagram = z.infer<typeof diagramSchema>;
export type DiagramInput = z.input<typeof diagramSchema>;

/** Every point a diagram places, so callers can check they all lie inside the area. */
export function diagramPoints(d: Diagram): DiagramPoint[] {
  return [
    ...d.players,
    ...d.cones,
    ...d.mannequins,
    ...d.balls,
    ...d.goals,
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
  return p.role === 'server' && p.label === 'C';
}

export function isInsideArea(d: Diagram, p: DiagramPoint): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= d.area.width && p.y <= d.area.length;
}
