import type { Diagram, DiagramPoint } from './schema';

/**
 * Where a diagram's pieces stand at the start of each phase as drawn: phase 1 is each
 * piece's own x/y, a later phase the latest `positions` entry up to it.
 */

/** The piece arrays whose pieces stand on one point (and so may have a position per phase). */
export const pointPieceKinds = ['players', 'cones', 'mannequins', 'poles', 'balls', 'goals', 'texts'] as const;
export type PointPieceKind = (typeof pointPieceKinds)[number];

/** A piece's name in a frame: its id, else its array and index (the built-in drills have no ids). */
export function pieceKey(kind: PointPieceKind, index: number, id: string | undefined): string {
  return id ?? `${kind}#${index}`;
}

export type PiecePositions = Map<string, DiagramPoint>;

/** Every point piece where phase 1 puts it (its own x/y). */
export function startPositions(diagram: Diagram): PiecePositions {
  const at: PiecePositions = new Map();
  for (const kind of pointPieceKinds) {
    diagram[kind].forEach((piece, i) => at.set(pieceKey(kind, i, piece.id), { x: piece.x, y: piece.y }));
  }
  return at;
}

/**
 * Where each point piece stands at the start of `phase` as drawn: the latest position set
 * for a phase up to it, else its own x/y. Used to draw a phase on its own.
 */
export function positionsAtPhase(diagram: Diagram, phase: number): PiecePositions {
  const at = startPositions(diagram);
  const latest = new Map<string, number>();
  for (const p of diagram.positions) {
    if (p.phase > phase || !at.has(p.piece)) continue;
    if ((latest.get(p.piece) ?? 0) > p.phase) continue;
    latest.set(p.piece, p.phase);
    at.set(p.piece, { x: p.x, y: p.y });
  }
  return at;
}

/** The diagram with every point piece moved to the given positions (pieces not named stay). */
export function withPositions(diagram: Diagram, at: PiecePositions): Diagram {
  const move = <T extends DiagramPoint & { id?: string | undefined }>(kind: PointPieceKind, pieces: T[]): T[] =>
    pieces.map((piece, i) => {
      const p = at.get(pieceKey(kind, i, piece.id));
      return p && (p.x !== piece.x || p.y !== piece.y) ? { ...piece, x: p.x, y: p.y } : piece;
    });
  return {
    ...diagram,
    players: move('players', diagram.players),
    cones: move('cones', diagram.cones),
    mannequins: move('mannequins', diagram.mannequins),
    poles: move('poles', diagram.poles),
    balls: move('balls', diagram.balls),
    goals: move('goals', diagram.goals),
    texts: move('texts', diagram.texts),
  };
}

/** The diagram as it stands at the start of a phase (per-phase positions applied). */
export function diagramAtPhase(diagram: Diagram, phase: number): Diagram {
  if (diagram.positions.length === 0) return diagram;
  return withPositions(diagram, positionsAtPhase(diagram, phase));
}

