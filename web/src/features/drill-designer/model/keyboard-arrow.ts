import { diagramAtPhase, type ArrowKind, type Diagram, type DiagramPoint } from '@pitchside/shared';
import { landPoint } from './geometry';
import { anchorOf, findPiece, isPointKind } from './pieces';

/**
 * An arrow drawn without a pointer: it starts at the selected piece, its end is moved step by
 * step (arrow keys), then it is finished or dropped. Until finished it is no part of the diagram.
 */
export type PendingArrow = { kind: ArrowKind; piece: string; from: DiagramPoint; to: DiagramPoint };

/** How far a new arrow first reaches, in metres, towards the middle of the pitch. */
export const FIRST_REACH = 5;

/** Starts an arrow at a piece as it stands in the phase on screen; null for a piece that cannot start one. */
export function startPendingArrow(d: Diagram, phase: number, pieceId: string, kind: ArrowKind): PendingArrow | null {
  const p = findPiece(diagramAtPhase(d, phase), pieceId);
  if (!p || !isPointKind(p.kind)) return null;
  const from = anchorOf(p);
  const towardsMiddle = from.y > d.area.length / 2 ? -FIRST_REACH : FIRST_REACH;
  return { kind, piece: p.id, from, to: landPoint(d.area, { x: from.x, y: from.y + towardsMiddle }, false) };
}

/** Moves the end, kept on the area (and on the grid when snapping). */
export function movePendingEnd(d: Diagram, pending: PendingArrow, dx: number, dy: number, snap: boolean): PendingArrow {
  return { ...pending, to: landPoint(d.area, { x: pending.to.x + dx, y: pending.to.y + dy }, snap) };
}
