import { checkPhaseName, MAX_DIAGRAM_PHASES, phaseCount, phaseEndPositions, phaseOfArrow, type Diagram, type DiagramPoint } from '@pitchside/shared';
import { collectionOf, pointKinds } from './pieces';

/**
 * Editing phases. What a phase is, which arrows it holds and how its pieces move are the
 * shared diagram rules (shared/src/diagram/); here the designer works on a table of every
 * position (piece by phase) and writes it back compactly.
 */

/** Positions by piece id, one per phase (index 0 is phase 1). */
export type PositionTable = Map<string, DiagramPoint[]>;

const same = (a: DiagramPoint, b: DiagramPoint) => a.x === b.x && a.y === b.y;

export function positionTable(d: Diagram): PositionTable {
  const n = phaseCount(d);
  const byPiece = new Map<string, Map<number, DiagramPoint>>();
  for (const p of d.positions) {
    if (p.phase > n) continue;
    let entries = byPiece.get(p.piece);
    if (!entries) byPiece.set(p.piece, (entries = new Map()));
    entries.set(p.phase, { x: p.x, y: p.y });
  }
  const table: PositionTable = new Map();
  for (const kind of pointKinds) {
    for (const piece of d[collectionOf[kind]]) {
      if (!piece.id) continue;
      const entries = byPiece.get(piece.id);
      const row: DiagramPoint[] = [{ x: piece.x, y: piece.y }];
      for (let phase = 2; phase <= n; phase++) row.push(entries?.get(phase) ?? row[phase - 2]!);
      table.set(piece.id, row);
    }
  }
  return table;
}

/**
 * Where the pieces stand when a phase ends, as Play leaves them: the shared animation's
 * last frame of the phase, from the table's starts.
 */
export function endPositions(d: Diagram, table: PositionTable, phase: number): Map<string, DiagramPoint> {
  const start = new Map<string, DiagramPoint>();
  for (const [id, row] of table) start.set(id, row[phase - 1]!);
  return phaseEndPositions(d, phase, start);
}

/**
 * Writes the table back: phase 1 into each piece's x/y, and an entry for a later phase where
 * the piece starts somewhere else than the phase before started it, or where it moved during
 * the phase before (so a reader that carries pieces along their arrows agrees).
 */
export function withPositionTable(d: Diagram, table: PositionTable, phases: number): Diagram {
  const positions: Diagram['positions'] = [];
  const next = { ...d };
  for (let phase = 2; phase <= phases; phase++) {
    const ends = endPositions(d, table, phase - 1);
    for (const [id, row] of table) {
      const start = row[phase - 1]!;
      const before = row[phase - 2]!;
      const end = ends.get(id)!;
      if (!same(start, before) || !same(end, before)) positions.push({ piece: id, phase, x: start.x, y: start.y });
    }
  }
  for (const kind of pointKinds) {
    const key = collectionOf[kind];
    const items = d[key] as { id?: string; x: number; y: number }[];
    (next as Record<string, unknown>)[key] = items.map((item) => {
      const row = item.id ? table.get(item.id) : undefined;
      if (!row || same(row[0]!, item)) return item;
      return { ...item, x: row[0]!.x, y: row[0]!.y };
    });
  }
  next.positions = positions;
  return next;
}

/** The name a new phase gets. */
export const defaultPhaseName = (n: number) => `Phase ${n}`;

/**
 * Adds a phase after the last one, starting where the last one ends. A one-picture diagram
 * becomes phases 1 and 2, its arrows phase 1's. Null at the limit of phases.
 */
export function addPhase(d: Diagram): Diagram | null {
  const n = phaseCount(d);
  if (d.phases.length >= MAX_DIAGRAM_PHASES) return null;
  const phased: Diagram =
    d.phases.length === 0
      ? { ...d, phases: [defaultPhaseName(1)], arrows: d.arrows.map((a) => (a.phase === undefined ? { ...a, phase: 1 } : a)) }
      : d;
  const table = positionTable(phased);
  const ends = endPositions(phased, table, n);
  for (const [id, row] of table) row.push(ends.get(id) ?? row[n - 1]!);
  const withPhase = { ...phased, phases: [...phased.phases, defaultPhaseName(n + 1)] };
  return withPositionTable(withPhase, table, n + 1);
}

export function renamePhase(d: Diagram, phase: number, name: string): Diagram | null {
  const checked = checkPhaseName(name);
  if (!checked.ok || phase < 1 || phase > d.phases.length) return null;
  return { ...d, phases: d.phases.map((p, i) => (i === phase - 1 ? checked.name : p)) };
}

/** Rebuilds the phases in a new order (`order[i]` is the old phase number now at i + 1), keeping each phase's positions and arrows. */
function reorderPhases(d: Diagram, order: number[]): Diagram {
  const table = positionTable(d);
  for (const [id, row] of table) table.set(id, order.map((old) => row[old - 1]!));
  const newNumber = new Map(order.map((old, i) => [old, i + 1]));
  const arrows = d.arrows.flatMap((a) => {
    const phase = newNumber.get(phaseOfArrow(d, a));
    return phase === undefined ? [] : [{ ...a, phase }];
  });
  const phases = order.map((old) => d.phases[old - 1]!);
  if (phases.length <= 1) {
    // One step left: the diagram is one picture again.
    const single = withPositionTable({ ...d, phases: [], arrows: arrows.map(({ phase: _phase, ...a }) => a) }, table, 1);
    return { ...single, positions: [] };
  }
  return withPositionTable({ ...d, phases, arrows }, table, phases.length);
}

/** Moves a phase to another place (1-based both). */
export function movePhase(d: Diagram, from: number, to: number): Diagram | null {
  const n = d.phases.length;
  if (from < 1 || from > n || to < 1 || to > n || from === to) return null;
  const order = Array.from({ length: n }, (_, i) => i + 1);
  order.splice(from - 1, 1);
  order.splice(to - 1, 0, from);
  return reorderPhases(d, order);
}

/** Deletes a phase with its arrows and positions. */
export function deletePhase(d: Diagram, phase: number): Diagram | null {
  const n = d.phases.length;
  if (phase < 1 || phase > n) return null;
  return reorderPhases(
    d,
    Array.from({ length: n }, (_, i) => i + 1).filter((p) => p !== phase),
  );
}
