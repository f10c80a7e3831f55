import type { Diagram, DiagramPoint } from '@pitchside/shared';

/**
 * The pieces of a diagram as the designer sees them: every piece has an id and a kind, and
 * lives in the diagram's list for its kind. A coach is a player with the coach role.
 */
export const pieceKinds = ['player', 'cone', 'mannequin', 'pole', 'ball', 'goal', 'gate', 'zone', 'line', 'text', 'arrow'] as const;
export type PieceKind = (typeof pieceKinds)[number];

export const collectionOf = {
  player: 'players',
  cone: 'cones',
  mannequin: 'mannequins',
  pole: 'poles',
  ball: 'balls',
  goal: 'goals',
  gate: 'gates',
  zone: 'zones',
  line: 'lines',
  text: 'texts',
  arrow: 'arrows',
} as const satisfies Record<PieceKind, keyof Diagram>;

export type PieceOf<K extends PieceKind> = Diagram[(typeof collectionOf)[K]][number];
export type AnyPiece = { [K in PieceKind]: { kind: K; id: string; piece: PieceOf<K> } }[PieceKind];

/** Kinds that stand on one point and so may stand somewhere else in a later phase. */
export const pointKinds = ['player', 'cone', 'mannequin', 'pole', 'ball', 'goal', 'text'] as const;
export type PointKind = (typeof pointKinds)[number];
export const isPointKind = (kind: PieceKind): kind is PointKind => (pointKinds as readonly string[]).includes(kind);

/** One letter per kind starts its ids, so an id says what it names when read in stored data. */
const idPrefix: Record<PieceKind, string> = {
  player: 'p',
  cone: 'c',
  mannequin: 'm',
  pole: 'o',
  ball: 'b',
  goal: 'g',
  gate: 't',
  zone: 'z',
  line: 'l',
  text: 'x',
  arrow: 'a',
};

/** Every piece in drawing order (ground first, arrows, then what stands on the ground). */
export function allPieces(d: Diagram): AnyPiece[] {
  const out: AnyPiece[] = [];
  const order: PieceKind[] = ['zone', 'line', 'gate', 'goal', 'cone', 'pole', 'mannequin', 'arrow', 'player', 'ball', 'text'];
  for (const kind of order) {
    for (const piece of d[collectionOf[kind]]) out.push({ kind, id: piece.id ?? '', piece } as AnyPiece);
  }
  return out;
}

export function findPiece(d: Diagram, id: string): AnyPiece | undefined {
  return allPieces(d).find((p) => p.id === id);
}

function highestNumber(d: Diagram): number {
  let high = 0;
  for (const { id } of allPieces(d)) {
    const n = Number(/^[a-z](\d+)$/.exec(id)?.[1] ?? 0);
    if (n > high) high = n;
  }
  return high;
}

/** A new id no piece of the diagram has. */
export function newId(d: Diagram, kind: PieceKind, offset = 0): string {
  return `${idPrefix[kind]}${highestNumber(d) + 1 + offset}`;
}

/** Gives every piece without an id one (the built-in drills' pieces have none), so each can be selected. */
export function withIds(d: Diagram): Diagram {
  let next = highestNumber(d);
  const name = <T extends { id?: string | undefined }>(kind: PieceKind, items: T[]): T[] =>
    items.map((item) => (item.id ? item : { ...item, id: `${idPrefix[kind]}${++next}` }));
  return {
    ...d,
    players: name('player', d.players),
    cones: name('cone', d.cones),
    mannequins: name('mannequin', d.mannequins),
    poles: name('pole', d.poles),
    balls: name('ball', d.balls),
    goals: name('goal', d.goals),
    gates: name('gate', d.gates),
    zones: name('zone', d.zones),
    lines: name('line', d.lines),
    texts: name('text', d.texts),
    arrows: name('arrow', d.arrows),
  };
}

/** Replaces the pieces of one kind. */
export function withCollection<K extends PieceKind>(d: Diagram, kind: K, items: PieceOf<K>[]): Diagram {
  return { ...d, [collectionOf[kind]]: items };
}

/** The point a piece is placed by (its centre; a zone's centre; a gate's or line's midpoint). */
export function anchorOf(p: AnyPiece): DiagramPoint {
  switch (p.kind) {
    case 'zone':
      return { x: p.piece.x + p.piece.width / 2, y: p.piece.y + p.piece.length / 2 };
    case 'gate':
    case 'line':
    case 'arrow':
      return { x: (p.piece.from.x + p.piece.to.x) / 2, y: (p.piece.from.y + p.piece.to.y) / 2 };
    default:
      return { x: p.piece.x, y: p.piece.y };
  }
}

/**
 * The point piece a finger at `at` means: of those whose centre lies within `reach`, the one
 * whose centre is nearest. Finger-sized targets of neighbours overlap, and the one drawn on
 * top is not always the one the finger is on.
 */
export function nearestPointPiece(pieces: readonly AnyPiece[], at: DiagramPoint, reach: number): AnyPiece | undefined {
  let best: AnyPiece | undefined;
  let bestDistance = reach;
  for (const p of pieces) {
    if (!isPointKind(p.kind)) continue;
    const c = anchorOf(p);
    const distance = Math.hypot(c.x - at.x, c.y - at.y);
    if (distance <= bestDistance) {
      best = p;
      bestDistance = distance;
    }
  }
  return best;
}
