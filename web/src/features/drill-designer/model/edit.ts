import {
  arrowsOfPhase,
  diagramAtPhase,
  MAX_AREA_METRES,
  MAX_LINE_LABEL,
  MAX_PLAYER_LABEL,
  MAX_TEXT_LABEL,
  MAX_ZONE_LABEL,
  MIN_AREA_METRES,
  phaseCount,
  type ArrowKind,
  type Diagram,
  type DiagramArrow,
  type DiagramGoal,
  type DiagramPoint,
} from '@pitchside/shared';
import { clampPoint, inBox, landPoint, tidyPoint, type Box } from './geometry';
import type { PaletteItem } from './palette';
import { positionTable, withPositionTable } from './phases';
import { allPieces, anchorOf, collectionOf, findPiece, isPointKind, newId, withCollection, type AnyPiece, type PieceKind } from './pieces';

/**
 * The edits of the designer, each a pure function from one diagram to the next. `phase` is
 * the phase on screen: a point piece moved there moves from that phase on; zones, lines,
 * gates and arrows are the same in every phase.
 */

type Placed = { diagram: Diagram; id: string };

const add = <T extends { id?: string }>(d: Diagram, kind: PieceKind, make: (id: string) => T): Placed => {
  const id = newId(d, kind);
  const items = [...(d[collectionOf[kind]] as unknown as T[]), make(id)];
  return { diagram: { ...d, [collectionOf[kind]]: items }, id };
};

/** Places a palette item centred on a point of the pitch. */
export function addPiece(d: Diagram, item: PaletteItem, at: DiagramPoint, snap: boolean): Placed {
  const { area } = d;
  const p = landPoint(area, at, snap);
  switch (item.kind) {
    case 'player':
      return add(d, 'player', (id) => ({ id, x: p.x, y: p.y, team: item.team, role: item.role }));
    case 'cone':
      return add(d, 'cone', (id) => ({ id, x: p.x, y: p.y, colour: 'orange' as const }));
    case 'mannequin':
    case 'pole':
    case 'ball':
      return add(d, item.kind, (id) => ({ id, x: p.x, y: p.y }));
    case 'goal': {
      // A goal faces the play: one in the top half looks down the area, one in the bottom half up.
      const facing: DiagramGoal['facing'] = p.y < area.length / 2 ? 'south' : 'north';
      return add(d, 'goal', (id) => ({ id, x: p.x, y: p.y, facing, size: item.size }));
    }
    case 'gate': {
      const half = Math.min(1, area.width / 4);
      const x = Math.min(area.width - half, Math.max(half, p.x));
      return add(d, 'gate', (id) => ({ id, from: tidyPoint({ x: x - half, y: p.y }), to: tidyPoint({ x: x + half, y: p.y }), colour: 'orange' as const }));
    }
    case 'line': {
      const half = Math.min(5, area.width / 4);
      const x = Math.min(area.width - half, Math.max(half, p.x));
      return add(d, 'line', (id) => ({ id, from: tidyPoint({ x: x - half, y: p.y }), to: tidyPoint({ x: x + half, y: p.y }) }));
    }
    case 'zone': {
      const width = Math.max(1, Math.round(Math.min(10, area.width / 3)));
      const length = Math.max(1, Math.round(Math.min(10, area.length / 3)));
      const x = Math.min(area.width - width, Math.max(0, p.x - width / 2));
      const y = Math.min(area.length - length, Math.max(0, p.y - length / 2));
      const corner = landPoint(area, { x, y }, snap);
      return add(d, 'zone', (id) => ({ id, x: corner.x, y: corner.y, width, length, tone: 'neutral' as const }));
    }
    case 'text':
      return add(d, 'text', (id) => ({ id, x: p.x, y: p.y, text: 'Label' }));
  }
}

/** Every point a piece covers on screen in a phase (to keep a moved group on the area). */
function pointsOf(p: AnyPiece): DiagramPoint[] {
  switch (p.kind) {
    case 'zone':
      return [
        { x: p.piece.x, y: p.piece.y },
        { x: p.piece.x + p.piece.width, y: p.piece.y + p.piece.length },
      ];
    case 'gate':
    case 'line':
      return [p.piece.from, p.piece.to];
    case 'arrow':
      return [p.piece.from, p.piece.to, ...(p.piece.via ? [p.piece.via] : [])];
    default:
      return [anchorOf(p)];
  }
}

const shift = (p: DiagramPoint, dx: number, dy: number) => tidyPoint({ x: p.x + dx, y: p.y + dy });
const samePoint = (a: DiagramPoint, b: DiagramPoint) => a.x === b.x && a.y === b.y;

/** The moves a group of pieces may make and stay on the area (metres, each way). */
export type MoveRoom = { left: number; right: number; up: number; down: number };

export function moveRoom(d: Diagram, ids: readonly string[], phase: number): MoveRoom {
  const view = diagramAtPhase(d, phase);
  const points = ids.flatMap((id) => {
    const p = findPiece(view, id);
    return p ? pointsOf(p) : [];
  });
  if (points.length === 0) return { left: 0, right: 0, up: 0, down: 0 };
  return {
    left: Math.min(...points.map((p) => p.x)),
    right: d.area.width - Math.max(...points.map((p) => p.x)),
    up: Math.min(...points.map((p) => p.y)),
    down: d.area.length - Math.max(...points.map((p) => p.y)),
  };
}

export const withinRoom = (room: MoveRoom, dx: number, dy: number): DiagramPoint => ({
  x: Math.min(room.right, Math.max(-room.left, dx)),
  y: Math.min(room.down, Math.max(-room.up, dy)),
});

/** The largest part of a move that keeps every moved point on the area. */
export function clampDelta(d: Diagram, ids: readonly string[], phase: number, dx: number, dy: number): DiagramPoint {
  return withinRoom(moveRoom(d, ids, phase), dx, dy);
}

/**
 * The arrows that follow a move without moving whole: this phase's arrows drawn from a moved
 * point piece (their start goes with it) that are not moved themselves.
 */
export function followingArrows(d: Diagram, ids: readonly string[], phase: number): (DiagramArrow & { id: string })[] {
  const moving = new Set(ids);
  const view = diagramAtPhase(d, phase);
  const points = new Set(ids.filter((id) => {
    const p = findPiece(view, id);
    return p !== undefined && isPointKind(p.kind);
  }));
  return arrowsOfPhase(d, phase).filter((a): a is DiagramArrow & { id: string } => !!a.id && !moving.has(a.id) && !!a.piece && points.has(a.piece));
}

export function movePieces(d: Diagram, ids: readonly string[], phase: number, dx: number, dy: number): Diagram {
  const delta = clampDelta(d, ids, phase, dx, dy);
  if (delta.x === 0 && delta.y === 0) return d;
  const moving = new Set(ids);
  const table = positionTable(d);
  const n = phaseCount(d);
  const movedPoints = new Set<string>();
  for (const id of ids) {
    const row = table.get(id);
    if (!row) continue;
    const old = row[phase - 1]!;
    const next = shift(old, delta.x, delta.y);
    for (let k = phase - 1; k < n && samePoint(row[k]!, old); k++) row[k] = next;
    movedPoints.add(id);
  }
  const phaseArrows = new Set(arrowsOfPhase(d, phase));
  let next: Diagram = {
    ...d,
    zones: d.zones.map((z) => (z.id && moving.has(z.id) ? { ...z, ...shift(z, delta.x, delta.y) } : z)),
    gates: d.gates.map((g) => (g.id && moving.has(g.id) ? { ...g, from: shift(g.from, delta.x, delta.y), to: shift(g.to, delta.x, delta.y) } : g)),
    lines: d.lines.map((l) => (l.id && moving.has(l.id) ? { ...l, from: shift(l.from, delta.x, delta.y), to: shift(l.to, delta.x, delta.y) } : l)),
    arrows: d.arrows.map((a) => {
      if (a.id && moving.has(a.id)) {
        return { ...a, from: shift(a.from, delta.x, delta.y), to: shift(a.to, delta.x, delta.y), ...(a.via ? { via: shift(a.via, delta.x, delta.y) } : {}) };
      }
      if (a.piece && movedPoints.has(a.piece) && phaseArrows.has(a)) return { ...a, from: shift(a.from, delta.x, delta.y) };
      return a;
    }),
  };
  if (movedPoints.size > 0) next = withPositionTable(next, table, n);
  return next;
}

export type Handle = 'from' | 'to' | 'via' | 'corner';

/** The handles a selected piece offers: an arrow's ends and bend, a gate's or line's ends, a zone's far corner. */
export function handlesOf(p: AnyPiece): { handle: Handle; at: DiagramPoint }[] {
  switch (p.kind) {
    case 'arrow': {
      const { from, to, via } = p.piece;
      return [
        { handle: 'from', at: from },
        { handle: 'to', at: to },
        { handle: 'via', at: via ?? { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 } },
      ];
    }
    case 'gate':
    case 'line':
      return [
        { handle: 'from', at: p.piece.from },
        { handle: 'to', at: p.piece.to },
      ];
    case 'zone':
      return [{ handle: 'corner', at: { x: p.piece.x + p.piece.width, y: p.piece.y + p.piece.length } }];
    default:
      return [];
  }
}

/** Drags one handle of a piece to a point (an arrow's bend, a zone's size...). */
export function moveHandle(d: Diagram, id: string, handle: Handle, to: DiagramPoint, snap: boolean): Diagram {
  const p = landPoint(d.area, to, snap);
  const found = findPiece(d, id);
  if (!found) return d;
  switch (found.kind) {
    case 'arrow':
      if (handle === 'corner') return d;
      return withCollection(d, 'arrow', d.arrows.map((a) => (a.id === id ? { ...a, [handle]: p } : a)));
    case 'gate':
      if (handle !== 'from' && handle !== 'to') return d;
      return withCollection(d, 'gate', d.gates.map((g) => (g.id === id ? { ...g, [handle]: p } : g)));
    case 'line':
      if (handle !== 'from' && handle !== 'to') return d;
      return withCollection(d, 'line', d.lines.map((l) => (l.id === id ? { ...l, [handle]: p } : l)));
    case 'zone': {
      if (handle !== 'corner') return d;
      const width = Math.max(1, Math.round((p.x - found.piece.x) * 100) / 100);
      const length = Math.max(1, Math.round((p.y - found.piece.y) * 100) / 100);
      return withCollection(d, 'zone', d.zones.map((z) => (z.id === id ? { ...z, width: Math.min(width, d.area.width - z.x), length: Math.min(length, d.area.length - z.y) } : z)));
    }
    default:
      return d;
  }
}

/** Removes pieces, their positions, and the link of any arrow drawn from one of them. */
export function deletePieces(d: Diagram, ids: readonly string[]): Diagram {
  const gone = new Set(ids);
  const keep = <T extends { id?: string | undefined }>(items: T[]) => items.filter((i) => !i.id || !gone.has(i.id));
  return {
    ...d,
    players: keep(d.players),
    cones: keep(d.cones),
    mannequins: keep(d.mannequins),
    poles: keep(d.poles),
    balls: keep(d.balls),
    goals: keep(d.goals),
    gates: keep(d.gates),
    zones: keep(d.zones),
    lines: keep(d.lines),
    texts: keep(d.texts),
    arrows: keep(d.arrows).map((a) => {
      if (!a.piece || !gone.has(a.piece)) return a;
      const { piece: _piece, ...rest } = a;
      return rest;
    }),
    positions: d.positions.filter((p) => !gone.has(p.piece)),
  };
}

const DUPLICATE_OFFSET = 2;

/** Copies pieces a little down and to the right; copied arrows follow copied pieces. */
export function duplicatePieces(d: Diagram, ids: readonly string[], phase: number): { diagram: Diagram; ids: string[] } {
  const view = diagramAtPhase(d, phase);
  const copies = new Map<string, string>();
  let next = d;
  const found = ids.map((id) => findPiece(view, id)).filter((p): p is AnyPiece => !!p);
  found.forEach((p, i) => copies.set(p.id, newId(d, p.kind, i)));
  for (const p of found) {
    const id = copies.get(p.id)!;
    const copy = { ...p.piece, id } as AnyPiece['piece'];
    if (p.kind === 'arrow' && 'piece' in copy && copy.piece) {
      const linked = copies.get(copy.piece);
      if (linked) copy.piece = linked;
      else delete copy.piece;
    }
    const key = collectionOf[p.kind];
    next = { ...next, [key]: [...(next[key] as unknown[]), copy] };
  }
  const newIds = [...copies.values()];
  // Down and to the right, or back the other way where the area ends.
  const dx = clampDelta(next, newIds, phase, DUPLICATE_OFFSET, 0).x > 0 ? DUPLICATE_OFFSET : -DUPLICATE_OFFSET;
  const dy = clampDelta(next, newIds, phase, 0, DUPLICATE_OFFSET).y > 0 ? DUPLICATE_OFFSET : -DUPLICATE_OFFSET;
  return { diagram: movePieces(next, newIds, phase, dx, dy), ids: newIds };
}

const nextFacing: Record<DiagramGoal['facing'], DiagramGoal['facing']> = { north: 'east', east: 'south', south: 'west', west: 'north' };
const TEXT_TURN = 45;

/** Turns goals a quarter and text labels an eighth clockwise; other pieces stay as they are. */
export function rotatePieces(d: Diagram, ids: readonly string[]): Diagram {
  const turning = new Set(ids);
  return {
    ...d,
    goals: d.goals.map((g) => (g.id && turning.has(g.id) ? { ...g, facing: nextFacing[g.facing] } : g)),
    texts: d.texts.map((t) => (t.id && turning.has(t.id) ? { ...t, rotation: ((t.rotation ?? 0) + TEXT_TURN) % 360 } : t)),
  };
}

export const canRotate = (d: Diagram, ids: readonly string[]) =>
  ids.some((id) => d.goals.some((g) => g.id === id) || d.texts.some((t) => t.id === id));

/** What the selection toolbar may change on a piece. */
export type PiecePatch = {
  label?: string;
  team?: Diagram['players'][number]['team'];
  role?: Diagram['players'][number]['role'];
  colour?: Diagram['cones'][number]['colour'];
  tone?: Diagram['zones'][number]['tone'];
  size?: DiagramGoal['size'];
};

/** Text a label may hold on each kind of piece (the schema's limits). */
export const labelLimit: Partial<Record<PieceKind, number>> = {
  player: MAX_PLAYER_LABEL,
  zone: MAX_ZONE_LABEL,
  line: MAX_LINE_LABEL,
  text: MAX_TEXT_LABEL,
};

/**
 * Changes what a piece shows. A label is cut to its kind's length; an empty label is removed
 * (an empty text label keeps its old words: a text label must say something).
 */
export function updatePiece(d: Diagram, id: string, patch: PiecePatch): Diagram {
  const found = findPiece(d, id);
  if (!found) return d;
  const label = patch.label === undefined ? undefined : patch.label.trim().slice(0, labelLimit[found.kind] ?? 0);
  const withLabel = <T extends { label?: string | undefined }>(item: T): T => {
    if (label === undefined) return item;
    if (label === '') {
      const { label: _old, ...rest } = item;
      return rest as T;
    }
    return { ...item, label };
  };
  switch (found.kind) {
    case 'player':
      return withCollection(d, 'player', d.players.map((p) => (p.id === id ? withLabel({ ...p, ...pick(patch, 'team', 'role') }) : p)));
    case 'cone':
      return withCollection(d, 'cone', d.cones.map((c) => (c.id === id ? { ...c, ...pick(patch, 'colour') } : c)));
    case 'gate':
      return withCollection(d, 'gate', d.gates.map((g) => (g.id === id ? { ...g, ...pick(patch, 'colour') } : g)));
    case 'zone':
      return withCollection(d, 'zone', d.zones.map((z) => (z.id === id ? withLabel({ ...z, ...pick(patch, 'tone') }) : z)));
    case 'line':
      return withCollection(d, 'line', d.lines.map((l) => (l.id === id ? withLabel(l) : l)));
    case 'goal':
      return withCollection(d, 'goal', d.goals.map((g) => (g.id === id ? { ...g, ...pick(patch, 'size') } : g)));
    case 'text':
      if (!label) return d;
      return withCollection(d, 'text', d.texts.map((t) => (t.id === id ? { ...t, text: label } : t)));
    default:
      return d;
  }
}

function pick<K extends keyof PiecePatch>(patch: PiecePatch, ...keys: K[]): Partial<Pick<PiecePatch, K>> {
  const out: Partial<Pick<PiecePatch, K>> = {};
  for (const key of keys) if (patch[key] !== undefined) out[key] = patch[key];
  return out;
}

const MIN_ARROW = 0.5;

/**
 * Draws an arrow of the phase on screen. Drawn from a piece, it starts at the piece and is
 * linked to it (the runner, the passer). Null when it would be too short to see.
 */
export function drawArrow(
  d: Diagram,
  kind: ArrowKind,
  from: DiagramPoint,
  to: DiagramPoint,
  phase: number,
  snap: boolean,
  piece?: string,
): Placed | null {
  const start = tidyPoint(clampPoint(d.area, from));
  const end = landPoint(d.area, to, snap);
  if (Math.hypot(end.x - start.x, end.y - start.y) < MIN_ARROW) return null;
  return add(d, 'arrow', (id): DiagramArrow => ({
    id,
    kind,
    from: start,
    to: end,
    ...(piece && isPointKind(findPiece(d, piece)?.kind ?? 'arrow') ? { piece } : {}),
    ...(d.phases.length > 0 ? { phase } : {}),
  }));
}

/** Pieces whose anchor lies in a box, as they stand in the phase on screen (arrows of other phases left out). */
export function piecesInBox(d: Diagram, phase: number, box: Box): string[] {
  const view = diagramAtPhase(d, phase);
  const shown = new Set(arrowsOfPhase(view, phase));
  return allPieces(view)
    .filter((p) => (p.kind !== 'arrow' || shown.has(p.piece)) && inBox(box, anchorOf(p)))
    .map((p) => p.id);
}


/** Changes the area; pieces that would fall outside are brought to its edge. */
export function setArea(d: Diagram, area: Diagram['area']): Diagram {
  const width = Math.min(MAX_AREA_METRES, Math.max(MIN_AREA_METRES, Math.round(area.width)));
  const length = Math.min(MAX_AREA_METRES, Math.max(MIN_AREA_METRES, Math.round(area.length)));
  const next = { width, length, markings: area.markings };
  const inside = (p: DiagramPoint) => clampPoint(next, p);
  const on = <T extends DiagramPoint>(p: T): T => ({ ...p, ...inside(p) });
  return {
    ...d,
    area: next,
    players: d.players.map(on),
    cones: d.cones.map(on),
    mannequins: d.mannequins.map(on),
    poles: d.poles.map(on),
    balls: d.balls.map(on),
    goals: d.goals.map(on),
    texts: d.texts.map(on),
    positions: d.positions.map(on),
    gates: d.gates.map((g) => ({ ...g, from: inside(g.from), to: inside(g.to) })),
    lines: d.lines.map((l) => ({ ...l, from: inside(l.from), to: inside(l.to) })),
    arrows: d.arrows.map((a) => ({ ...a, from: inside(a.from), to: inside(a.to), ...(a.via ? { via: inside(a.via) } : {}) })),
    zones: d.zones.map((z) => {
      const zw = Math.min(z.width, width);
      const zl = Math.min(z.length, length);
      return { ...z, width: zw, length: zl, x: Math.min(z.x, width - zw), y: Math.min(z.y, length - zl) };
    }),
  };
}
