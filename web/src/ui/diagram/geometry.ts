import { diagramPoints, type Diagram } from '@pitchside/shared';

/**
 * Sizes of the drawing. Pieces are drawn in a unit that grows with the area,
 * so a player stays readable on a 390 px phone whether the area is 15 m or a
 * full pitch (about 14 px across on a 20 x 30 m area, 9 px on 70 x 100 m).
 */
export function drawingUnit(diagram: Pick<Diagram, 'area'>): number {
  const longest = Math.max(diagram.area.width, diagram.area.length);
  return Math.min(3.5, Math.max(0.6, longest / 30));
}

export const goalSizes = {
  full: { width: 7.32, depth: 1.5 },
  mini: { width: 2, depth: 0.8 },
} as const;

export type Bounds = { minX: number; minY: number; width: number; height: number };

/**
 * The viewBox: the area plus a margin wide enough for goal nets and pieces on
 * the boundary, grown to take in anything placed outside the area.
 */
export function diagramBounds(diagram: Diagram): Bounds {
  const unit = drawingUnit(diagram);
  const deepest = diagram.goals.reduce((m, g) => Math.max(m, goalSizes[g.size].depth), 0);
  const margin = Math.max(1.5 * unit, deepest + 0.5 * unit);
  let minX = 0;
  let minY = 0;
  let maxX = diagram.area.width;
  let maxY = diagram.area.length;
  for (const p of diagramPoints(diagram)) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return {
    minX: minX - margin,
    minY: minY - margin,
    width: maxX - minX + 2 * margin,
    height: maxY - minY + 2 * margin,
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const metres = (m: number) => String(Math.round(m * 10) / 10);

/** What a screen reader hears instead of the picture. */
export function diagramSummary(diagram: Diagram): string {
  const parts = [
    `${metres(diagram.area.width)} by ${metres(diagram.area.length)} metre area`,
    count(diagram.players.length, 'player', 'players'),
    count(diagram.goals.length, 'goal', 'goals'),
  ];
  if (diagram.cones.length > 0) parts.push(count(diagram.cones.length, 'cone', 'cones'));
  if (diagram.arrows.length > 0) parts.push(count(diagram.arrows.length, 'arrow', 'arrows'));
  return parts.join(', ');
}
