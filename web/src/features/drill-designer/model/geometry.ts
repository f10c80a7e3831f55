import type { Diagram, DiagramPoint } from '@pitchside/shared';

/** Metre maths of the designer: snapping to the 1 m grid and keeping points on the area. */

export const snapValue = (n: number) => Math.round(n);
export const snapPoint = (p: DiagramPoint): DiagramPoint => ({ x: snapValue(p.x), y: snapValue(p.y) });
const tidy = (n: number) => Math.round(n * 100) / 100;
export const tidyPoint = (p: DiagramPoint): DiagramPoint => ({ x: tidy(p.x), y: tidy(p.y) });

export function clampPoint(area: Diagram['area'], p: DiagramPoint): DiagramPoint {
  return { x: Math.min(area.width, Math.max(0, p.x)), y: Math.min(area.length, Math.max(0, p.y)) };
}

/** Where a placed or moved point lands: on the area, on the grid when snapping. */
export function landPoint(area: Diagram['area'], p: DiagramPoint, snap: boolean): DiagramPoint {
  return tidyPoint(clampPoint(area, snap ? snapPoint(p) : p));
}

/**
 * The move of a group dragged by one of its pieces: with snapping the dragged piece lands on
 * the grid and the others keep their distance from it.
 */
export function snapDelta(anchor: DiagramPoint, dx: number, dy: number, snap: boolean): DiagramPoint {
  if (!snap) return { x: dx, y: dy };
  return { x: snapValue(anchor.x + dx) - anchor.x, y: snapValue(anchor.y + dy) - anchor.y };
}

export type Box = { x0: number; y0: number; x1: number; y1: number };
export function normalBox(a: DiagramPoint, b: DiagramPoint): Box {
  return { x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) };
}
export const inBox = (box: Box, p: DiagramPoint) => p.x >= box.x0 && p.x <= box.x1 && p.y >= box.y0 && p.y <= box.y1;
