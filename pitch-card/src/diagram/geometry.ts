import { diagramPoints, type Diagram, type DiagramZone } from '@pitchside/shared';

/**
 * Sizes of the drawing. Pieces are drawn in a unit that grows with the area,
 * so a player stays readable on a 390 px phone whether the area is 15 m or a
 * full pitch (about 14 px across on a 20 x 30 m area, 9 px on 70 x 100 m).
 */
export function drawingUnit(diagram: Pick<Diagram, 'area'>): number {
  const longest = Math.max(diagram.area.width, diagram.area.length);
  return Math.min(3.5, Math.max(0.6, longest / 30));
}

/** A player's mark: its radius and white ring width, in drawing units. */
export const playerMark = { radius: 0.95, ring: 0.22 } as const;

export const goalSizes = {
  full: { width: 7.32, depth: 1.5 },
  mini: { width: 2, depth: 0.8 },
  'pop-up': { width: 1.5, depth: 0.9 },
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
  if (diagram.poles.length > 0) parts.push(count(diagram.poles.length, 'pole', 'poles'));
  if (diagram.gates.length > 0) parts.push(count(diagram.gates.length, 'gate', 'gates'));
  if (diagram.arrows.length > 0) parts.push(count(diagram.arrows.length, 'arrow', 'arrows'));
  return parts.join(', ');
}

export type ZoneLabelPlacement = { x: number; y: number; anchor: 'start' | 'middle' | 'end'; fontSize: number };
export type LabelBox = { x0: number; x1: number; y0: number; y1: number };

/** Roughly how wide a bold system-ui label is, in ems per character. */
const LABEL_EM_PER_CHAR = 0.62;

/**
 * Where a zone's label goes: a corner (or edge centre) of the zone where it
 * covers the fewest players, balls, cones and goals, so neither hides the
 * other; the font shrinks until the label fits the zone's width.
 */
export function zoneLabelPlacement(zone: DiagramZone, diagram: Diagram, taken: LabelBox[] = []): ZoneLabelPlacement {
  const u = drawingUnit(diagram);
  const label = zone.label ?? '';
  const inset = 0.4 * u;
  const fit = (zone.width - 2 * inset) / Math.max(1, label.length * LABEL_EM_PER_CHAR);
  const fontSize = Math.max(0.5 * u, Math.min(0.9 * u, fit));
  const textHeight = labelHeight(fontSize);
  const top = zone.y + inset;
  const bottom = zone.y + zone.length - inset - textHeight;
  const left = zone.x + inset;
  const right = zone.x + zone.width - inset;
  const centre = zone.x + zone.width / 2;
  const candidates: ZoneLabelPlacement[] = [
    { x: left, y: top, anchor: 'start', fontSize },
    { x: right, y: top, anchor: 'end', fontSize },
    { x: left, y: bottom, anchor: 'start', fontSize },
    { x: right, y: bottom, anchor: 'end', fontSize },
    { x: centre, y: top, anchor: 'middle', fontSize },
    { x: centre, y: bottom, anchor: 'middle', fontSize },
  ];
  const pieces = [
    ...diagram.players.map((p) => ({ x: p.x, y: p.y, r: 1.2 * u })),
    ...diagram.balls.map((p) => ({ x: p.x, y: p.y, r: 0.5 * u })),
    ...diagram.cones.map((p) => ({ x: p.x, y: p.y, r: 0.6 * u })),
    ...diagram.mannequins.map((p) => ({ x: p.x, y: p.y, r: 0.9 * u })),
    ...diagram.goals.map((g) => ({ x: g.x, y: g.y, r: goalSizes[g.size].width / 2 })),
  ];
  const covered = (c: ZoneLabelPlacement) => {
    const box = labelBox(c, label);
    const hits = pieces.filter((p) => p.x + p.r > box.x0 && p.x - p.r < box.x1 && p.y + p.r > box.y0 && p.y - p.r < box.y1);
    // Another zone's label in the same spot is worse than a piece: the two would be unreadable.
    const clashes = taken.filter((t) => t.x0 < box.x1 && t.x1 > box.x0 && t.y0 < box.y1 && t.y1 > box.y0);
    return hits.length + 10 * clashes.length;
  };
  let best = candidates[0]!;
  let bestScore = covered(best);
  for (const c of candidates.slice(1)) {
    if (bestScore === 0) break;
    const score = covered(c);
    if (score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

const labelHeight = (fontSize: number) => fontSize * 1.1;

/** The rectangle a placed label covers. */
export function labelBox(c: ZoneLabelPlacement, label: string): LabelBox {
  const width = label.length * LABEL_EM_PER_CHAR * c.fontSize;
  const x0 = c.anchor === 'start' ? c.x : c.anchor === 'end' ? c.x - width : c.x - width / 2;
  return { x0, x1: x0 + width, y0: c.y, y1: c.y + labelHeight(c.fontSize) };
}

/** Placements for every zone's label in order, each avoiding the labels placed before it. */
export function zoneLabelPlacements(diagram: Diagram): (ZoneLabelPlacement | undefined)[] {
  const taken: LabelBox[] = [];
  return diagram.zones.map((zone) => {
    if (!zone.label) return undefined;
    const placed = zoneLabelPlacement(zone, diagram, taken);
    taken.push(labelBox(placed, zone.label));
    return placed;
  });
}
