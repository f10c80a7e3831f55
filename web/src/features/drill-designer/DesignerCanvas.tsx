import { useEffect, useMemo, useRef, useState, type Dispatch, type PointerEvent as ReactPointerEvent } from 'react';
import { diagramAtPhase, phaseOfArrow, type ArrowKind, type Diagram, type DiagramPoint } from '@pitchside/shared';
import { Arrow, arrowToEdge, Markings, palette } from '@pitchside/pitch-card/diagram';
import { drawingUnit } from '@pitchside/pitch-card/diagram';
import { DesignerPiece } from './DesignerPiece';
import { startDragLayer, type DragLayer } from './drag-layer';
import { followingArrows, handlesOf, moveHandle, moveRoom, withinRoom, type Handle, type MoveRoom } from './model/edit';
import type { EditorAction } from './model/editor';
import type { PendingArrow } from './model/keyboard-arrow';
import { landPoint, normalBox, snapDelta } from './model/geometry';
import type { PaletteItem } from './model/palette';
import { allPieces, anchorOf, findPiece, isPointKind, nearestPointPiece, type AnyPiece } from './model/pieces';
import { usePitchView } from './use-pitch-view';

export type Tool = { type: 'select' } | { type: 'place'; item: PaletteItem; label: string } | { type: 'arrow'; kind: ArrowKind; label: string };

type Props = {
  diagram: Diagram;
  phase: number;
  selection: string[];
  snap: boolean;
  tool: Tool;
  /** An arrow being drawn from the keyboard, drawn as it will be. */
  pending: PendingArrow | null;
  dispatch: Dispatch<EditorAction>;
  /** Read out as the pitch's name. */
  label: string;
};

type Gesture =
  | {
      type: 'drag';
      start: DiagramPoint;
      ids: string[];
      anchor: DiagramPoint;
      moved: boolean;
      tapped: string;
      select: string[] | null;
      shift: DiagramPoint;
      /** The pitch's box when the press began: a drag neither scrolls nor resizes it. */
      rect: DOMRect;
      room: MoveRoom | null;
      layer: DragLayer | null;
    }
  | { type: 'handle'; id: string; handle: Handle }
  | { type: 'box'; start: DiagramPoint; add: boolean }
  | { type: 'arrow'; from: DiagramPoint; piece?: string; kind: ArrowKind }
  | { type: 'place'; item: PaletteItem }
  | { type: 'pinch'; at: DiagramPoint; distance: number; scale: number };

type Preview =
  | { type: 'drag'; ids: Set<string> }
  | { type: 'handle'; id: string; handle: Handle; to: DiagramPoint }
  | { type: 'box'; a: DiagramPoint; b: DiagramPoint }
  | { type: 'arrow'; from: DiagramPoint; to: DiagramPoint; kind: ArrowKind }
  | null;

const TAP_METRES_PX = 6;
const r2 = (n: number) => Math.round(n * 100) / 100;
const shownArrow = (d: Diagram, p: AnyPiece, phase: number) => p.kind !== 'arrow' || phaseOfArrow(d, p.piece) <= phase;

/**
 * The pitch the coach draws on: one SVG in metres with real proportions. Pointer events
 * work alike for touch, pen and mouse: a tap places or selects, a drag moves the selection,
 * a handle or draws a box, two fingers pinch and pan, the wheel zooms.
 */
export function DesignerCanvas({ diagram, phase, selection, snap, tool, pending, dispatch, label }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const dragLayer = useRef<SVGSVGElement>(null);
  const { view, size, zoomAt, setFree, fit, zoomCentre } = usePitchView(wrapper, diagram.area);
  const viewRef = useRef(view);
  viewRef.current = view;
  const u = drawingUnit(diagram);
  const hit = Math.max(1.1 * u, 22 * view.scale);
  const shown = useMemo(() => diagramAtPhase(diagram, phase), [diagram, phase]);
  const pieces = useMemo(
    () => allPieces(shown).map((p) => (p.kind === 'arrow' ? { ...p, piece: arrowToEdge(p.piece, shown.players, u) } : p)),
    [shown, u],
  );
  // A press selects at once on the pitch, but the selection itself (and its controls) follows
  // only on release: a press that becomes a drag renders nothing outside the pitch.
  const [pressed, setPressed] = useState<string[] | null>(null);
  const marked = pressed ?? selection;
  const selected = useMemo(() => new Set(selection), [selection]);
  const markedSet = useMemo(() => new Set(marked), [marked]);
  const [preview, setPreview] = useState<Preview>(null);
  const gesture = useRef<Gesture | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const toMetres = (clientX: number, clientY: number, rect: DOMRect = svg.current!.getBoundingClientRect()): DiagramPoint => {
    const v = viewRef.current;
    return { x: v.x + (clientX - rect.left) * v.scale, y: v.y + (clientY - rect.top) * v.scale };
  };
  const toScreen = (clientX: number, clientY: number): DiagramPoint => {
    const rect = svg.current!.getBoundingClientRect();
    return { x: clientX - rect.left, y: clientY - rect.top };
  };

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = toMetres(event.clientX, event.clientY);
      zoomAt(Math.exp(event.deltaY * 0.0015), at, toScreen(event.clientX, event.clientY));
    };
    // A tap that placed or selected a piece changes what lies under the finger: no click may follow it.
    const onTouchEnd = (event: TouchEvent) => event.cancelable && event.preventDefault();
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('touchend', onTouchEnd, { passive: false });
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('touchend', onTouchEnd);
    };
  });

  // A drag moves its pieces on the screen in the move's own handler, and only there: React
  // commits a continuous input's update after the frame that handled it, a frame behind the
  // finger, and a render per move would hold up the next. React learns of the drag once, when
  // it starts (the handles hide), and the model changes on release. The pieces move on a layer
  // of their own (see startDragLayer): a move repaints neither the pitch nor its other pieces.
  const startDrag = (ids: readonly string[]): DragLayer =>
    startDragLayer(svg.current!, dragLayer.current!, {
      ids,
      following: followingArrows(diagram, ids, phase),
      players: shown.players,
      u,
    });

  const pinchState = () => {
    const [a, b] = [...pointers.current.values()];
    const mid = { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
    return { mid, distance: Math.max(1, Math.hypot(a!.x - b!.x, a!.y - b!.y)) };
  };

  const down = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    svg.current!.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      // A second finger: whatever the first began becomes a pinch, and a drag it began is dropped.
      if (gesture.current?.type === 'drag') gesture.current.layer?.end();
      const { mid, distance } = pinchState();
      gesture.current = { type: 'pinch', at: toMetres(mid.x, mid.y), distance, scale: viewRef.current.scale };
      setPreview(null);
      return;
    }
    if (pointers.current.size > 2) return;
    const rect = svg.current!.getBoundingClientRect();
    const at = toMetres(event.clientX, event.clientY, rect);
    const target = event.target as Element;
    const handle = target.closest<SVGElement>('[data-handle]');
    const pieceId = target.closest<SVGElement>('[data-piece-id]')?.dataset.pieceId;
    const hitPiece = pieceId ? findPiece(shown, pieceId) : undefined;
    const piece = hitPiece && isPointKind(hitPiece.kind) ? (nearestPointPiece(pieces, at, hit) ?? hitPiece) : hitPiece;

    if (tool.type === 'place') {
      gesture.current = { type: 'place', item: tool.item };
      return;
    }
    if (tool.type === 'arrow') {
      const from = piece && isPointKind(piece.kind) ? anchorOf(piece) : landPoint(diagram.area, at, snap);
      gesture.current = { type: 'arrow', from, kind: tool.kind, ...(piece && isPointKind(piece.kind) ? { piece: piece.id } : {}) };
      setPreview({ type: 'arrow', from, to: from, kind: tool.kind });
      return;
    }
    if (handle?.dataset.handle && selection.length === 1) {
      gesture.current = { type: 'handle', id: selection[0]!, handle: handle.dataset.handle as Handle };
      return;
    }
    if (piece) {
      const additive = event.shiftKey || event.metaKey || event.ctrlKey;
      let ids = selection;
      if (additive) ids = selected.has(piece.id) ? selection.filter((id) => id !== piece.id) : [...selection, piece.id];
      else if (!selected.has(piece.id)) ids = [piece.id];
      if (ids !== selection) setPressed(ids);
      gesture.current = { type: 'drag', start: at, ids: additive ? [] : ids, anchor: anchorOf(piece), moved: false, tapped: piece.id, select: ids !== selection ? ids : null, shift: { x: 0, y: 0 }, rect, room: null, layer: null };
      return;
    }
    gesture.current = { type: 'box', start: at, add: event.shiftKey };
  };

  const move = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    if (!g) return;
    if (g.type === 'pinch') {
      if (pointers.current.size < 2) return;
      const { mid, distance } = pinchState();
      const scale = (g.scale * g.distance) / distance;
      const screen = toScreen(mid.x, mid.y);
      setFree({ scale, x: g.at.x - screen.x * scale, y: g.at.y - screen.y * scale });
      return;
    }
    if (g.type === 'drag') {
      if (g.ids.length === 0) return;
      const at = toMetres(event.clientX, event.clientY, g.rect);
      const raw = { x: at.x - g.start.x, y: at.y - g.start.y };
      if (!g.moved && Math.hypot(raw.x, raw.y) < TAP_METRES_PX * viewRef.current.scale) return;
      if (!g.moved) {
        setPreview({ type: 'drag', ids: new Set(g.ids) });
        g.room = moveRoom(diagram, g.ids, phase);
        g.layer = startDrag(g.ids);
      }
      g.moved = true;
      // Drawn where the drop will put it: on the grid, and kept on the area as the model keeps it.
      const snapped = snapDelta(g.anchor, raw.x, raw.y, snap);
      g.shift = withinRoom(g.room!, snapped.x, snapped.y);
      g.layer!.move(g.shift.x, g.shift.y, viewRef.current.scale);
      return;
    }
    const at = toMetres(event.clientX, event.clientY);
    switch (g.type) {
      case 'handle':
        setPreview({ type: 'handle', id: g.id, handle: g.handle, to: at });
        return;
      case 'box':
        setPreview({ type: 'box', a: g.start, b: at });
        return;
      case 'arrow':
        setPreview({ type: 'arrow', from: g.from, to: landPoint(diagram.area, at, snap), kind: g.kind });
        return;
      default:
        return;
    }
  };

  const up = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const g = gesture.current;
    if (!g) return;
    if (g.type === 'pinch') {
      // Lifting one finger of a pinch ends it; the other finger starts nothing.
      if (pointers.current.size === 0) gesture.current = null;
      return;
    }
    gesture.current = null;
    const at = toMetres(event.clientX, event.clientY);
    const p = preview;
    setPreview(null);
    switch (g.type) {
      case 'place':
        dispatch({ type: 'add', item: g.item, at });
        return;
      case 'arrow':
        dispatch({ type: 'arrow', kind: g.kind, from: g.from, to: landPoint(diagram.area, at, snap), ...(g.piece ? { piece: g.piece } : {}) });
        return;
      case 'drag':
        setPressed(null);
        if (g.select) dispatch({ type: 'select', ids: g.select });
        if (g.moved && (g.shift.x || g.shift.y)) dispatch({ type: 'move', ids: g.ids, dx: g.shift.x, dy: g.shift.y });
        else if (!g.moved && g.ids.length > 1) dispatch({ type: 'select', ids: [g.tapped] });
        // In the same task as the move's render, so no frame shows the pitch between the two.
        g.layer?.end();
        return;
      case 'handle':
        if (p?.type === 'handle') dispatch({ type: 'moveHandle', id: g.id, handle: g.handle, to: p.to });
        return;
      case 'box': {
        const box = normalBox(g.start, at);
        const tiny = Math.max(box.x1 - box.x0, box.y1 - box.y0) < TAP_METRES_PX * viewRef.current.scale;
        if (tiny) dispatch({ type: 'select', ids: g.add ? selection : [] });
        else dispatch({ type: 'selectBox', box, add: g.add });
        return;
      }
    }
  };

  const cancel = (event: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (gesture.current?.type === 'drag') gesture.current.layer?.end();
    gesture.current = null;
    setPreview(null);
    setPressed(null);
  };

  const drag = preview?.type === 'drag' ? preview : null;
  // A dragged handle redraws its one piece as it will be.
  const handled = preview?.type === 'handle' ? findPiece(diagramAtPhase(moveHandle(diagram, preview.id, preview.handle, preview.to, snap), phase), preview.id) : undefined;
  const single = marked.length === 1 ? (handled ?? findPiece(shown, marked[0]!)) : undefined;
  const { area } = diagram;
  const viewBox = [view.x, view.y, size.width * view.scale, size.height * view.scale].map(r2).join(' ');

  return (
    <div className="designer-canvas" ref={wrapper} data-tool={tool.type}>
      <svg
        ref={svg}
        className="designer-canvas__svg"
        role="application"
        aria-label={label}
        aria-roledescription="drawing area"
        viewBox={viewBox}
        width={size.width}
        height={size.height}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={cancel}
        onLostPointerCapture={(e) => pointers.current.has(e.pointerId) && cancel(e)}
        data-testid="designer-pitch"
      >
        <rect x={r2(view.x - 1000)} y={r2(view.y - 1000)} width={4000} height={4000} fill="var(--diagram-surround)" />
        <rect x={0} y={0} width={area.width} height={area.length} fill={palette.grass} stroke={palette.line} strokeWidth={r2(0.2 * u)} data-testid="designer-area" />
        {snap && <Grid width={area.width} length={area.length} />}
        <Markings area={area} u={u} />
        {pieces.map((p) => {
          if (!shownArrow(diagram, p, phase)) return null;
          const faint = p.kind === 'arrow' && phaseOfArrow(diagram, p.piece) < phase;
          if (handled && p.id === handled.id) return <DesignerPiece key={p.id} p={handled} u={u} hit={hit} />;
          return <DesignerPiece key={p.id} p={p} u={u} hit={hit} faint={faint} />;
        })}
        <g className="designer-canvas__selection" pointerEvents="none">
          {pieces
            .filter((p) => markedSet.has(p.id))
            .map((p) => (
              <SelectionMark key={p.id} p={handled && handled.id === p.id ? handled : p} hit={hit} u={u} />
            ))}
        </g>
        {single && !drag
          ? handlesOf(single)
              // An arrow drawn from a piece starts at it and moves with it: no handle hides the piece.
              .filter((h) => !(single.kind === 'arrow' && single.piece.piece && h.handle === 'from'))
              .map((h) => (
              <circle
                key={h.handle}
                data-handle={h.handle}
                className={`designer-canvas__handle designer-canvas__handle--${h.handle}`}
                cx={r2(h.at.x)}
                cy={r2(h.at.y)}
                r={r2(hit * 0.5)}
                fill="var(--color-surface)"
                fillOpacity={0.85}
                stroke="var(--focus-ring)"
                strokeWidth={r2(3 * view.scale)}
              />
            ))
          : null}
        {preview?.type === 'box' ? (
          <rect
            className="designer-canvas__box"
            {...boxAttrs(preview.a, preview.b)}
            fill="var(--focus-ring)"
            fillOpacity={0.15}
            stroke="var(--focus-ring)"
            strokeWidth={r2(2 * view.scale)}
            strokeDasharray={`${r2(6 * view.scale)} ${r2(4 * view.scale)}`}
          />
        ) : null}
        {preview?.type === 'arrow' && (preview.from.x !== preview.to.x || preview.from.y !== preview.to.y) ? (
          <g opacity={0.75} pointerEvents="none">
            <Arrow arrow={{ kind: preview.kind, from: preview.from, to: preview.to }} u={u} />
          </g>
        ) : null}
        {pending ? (
          <g pointerEvents="none" data-testid="designer-pending-arrow">
            <Arrow arrow={{ kind: pending.kind, from: pending.from, to: pending.to }} u={u} />
            <circle cx={r2(pending.to.x)} cy={r2(pending.to.y)} r={r2(hit * 0.5)} fill="none" stroke="var(--focus-ring)" strokeWidth={r2(3 * view.scale)} />
          </g>
        ) : null}
      </svg>
      <svg
        ref={dragLayer}
        className="designer-canvas__drag-layer"
        viewBox={viewBox}
        width={size.width}
        height={size.height}
        aria-hidden="true"
        focusable="false"
        data-testid="designer-drag-layer"
      />
      <div className="designer-canvas__zoom" role="group" aria-label="Zoom">
        <button type="button" className="designer-btn designer-btn--icon" aria-label="Zoom in" onClick={() => zoomCentre(1 / 1.4)}>
          +
        </button>
        <button type="button" className="designer-btn designer-btn--icon" aria-label="Zoom out" onClick={() => zoomCentre(1.4)}>
          −
        </button>
        <button type="button" className="designer-btn" onClick={fit}>
          Fit
        </button>
      </div>
    </div>
  );
}

function boxAttrs(a: DiagramPoint, b: DiagramPoint) {
  const box = normalBox(a, b);
  return { x: r2(box.x0), y: r2(box.y0), width: r2(box.x1 - box.x0), height: r2(box.y1 - box.y0) };
}

/** A faint 1 m grid, shown while snapping is on. */
function Grid({ width, length }: { width: number; length: number }) {
  const lines: string[] = [];
  for (let x = 1; x < width; x++) lines.push(`M${x} 0V${length}`);
  for (let y = 1; y < length; y++) lines.push(`M0 ${y}H${width}`);
  return <path d={lines.join('')} stroke={palette.line} strokeOpacity={0.14} strokeWidth={0.04} fill="none" pointerEvents="none" />;
}

/** The mark round a selected piece; a drag moves it with the piece (see startDragLayer). */
function SelectionMark({ p, hit, u }: { p: AnyPiece; hit: number; u: number }) {
  const stroke = { fill: 'none', stroke: 'var(--focus-ring)', strokeWidth: r2(0.25 * u), strokeDasharray: `${r2(0.5 * u)} ${r2(0.3 * u)}` };
  if (p.kind === 'zone') return <rect data-mark={p.id} x={p.piece.x} y={p.piece.y} width={p.piece.width} height={p.piece.length} {...stroke} />;
  if (p.kind === 'arrow' || p.kind === 'line' || p.kind === 'gate') {
    return <line data-mark={p.id} x1={p.piece.from.x} y1={p.piece.from.y} x2={p.piece.to.x} y2={p.piece.to.y} {...stroke} strokeWidth={r2(hit * 0.5)} strokeOpacity={0.35} strokeDasharray={undefined} />;
  }
  const c = anchorOf(p);
  return <circle data-mark={p.id} cx={r2(c.x)} cy={r2(c.y)} r={r2(hit)} {...stroke} data-selected={p.id} />;
}
