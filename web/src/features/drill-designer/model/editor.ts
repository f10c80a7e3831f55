import { diagramSchema, phaseCount, type ArrowKind, type Diagram, type DiagramInput, type DiagramPoint } from '@pitchside/shared';
import {
  addPiece,
  deletePieces,
  drawArrow,
  duplicatePieces,
  moveHandle,
  movePieces,
  piecesInBox,
  rotatePieces,
  setArea,
  updatePiece,
  type Handle,
  type PiecePatch,
} from './edit';
import type { Box } from './geometry';
import { record, redo, startHistory, undo, type History } from './history';
import { movePendingEnd, startPendingArrow, type PendingArrow } from './keyboard-arrow';
import type { PaletteItem } from './palette';
import { addPhase, deletePhase, movePhase, renamePhase } from './phases';
import { allPieces, withIds } from './pieces';

/**
 * The designer's whole state and every action on it, as one reducer: the component renders
 * the state and dispatches; nothing here knows about React or the DOM.
 */
export type EditorState = {
  history: History<Diagram>;
  /** The phase on screen, 1-based. */
  phase: number;
  selection: string[];
  snap: boolean;
  /** An arrow being drawn from the keyboard, not yet in the diagram. */
  pending: PendingArrow | null;
};

export type EditorAction =
  | { type: 'add'; item: PaletteItem; at: DiagramPoint }
  | { type: 'move'; ids: string[]; dx: number; dy: number }
  | { type: 'moveSelection'; dx: number; dy: number }
  | { type: 'moveHandle'; id: string; handle: Handle; to: DiagramPoint }
  | { type: 'deleteSelection' }
  | { type: 'duplicateSelection' }
  | { type: 'rotateSelection' }
  | { type: 'update'; id: string; patch: PiecePatch }
  | { type: 'arrow'; kind: ArrowKind; from: DiagramPoint; to: DiagramPoint; piece?: string }
  | { type: 'startArrow'; kind: ArrowKind }
  | { type: 'moveArrowEnd'; dx: number; dy: number }
  | { type: 'finishArrow' }
  | { type: 'cancelArrow' }
  | { type: 'select'; ids: string[] }
  | { type: 'selectBox'; box: Box; add: boolean }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'showPhase'; phase: number }
  | { type: 'addPhase' }
  | { type: 'renamePhase'; phase: number; name: string }
  | { type: 'movePhase'; from: number; to: number }
  | { type: 'deletePhase'; phase: number }
  | { type: 'area'; area: Diagram['area'] }
  | { type: 'snap'; on: boolean };

export const blankDiagram = (): Diagram => diagramSchema.parse({ area: { width: 30, length: 40 } });

export function startEditor(diagram: DiagramInput | Diagram | null, snap = true): EditorState {
  const parsed = diagram ? diagramSchema.parse(diagram) : blankDiagram();
  return { history: startHistory(withIds(parsed)), phase: 1, selection: [], snap, pending: null };
}

export const currentDiagram = (s: EditorState) => s.history.present;

/** A new diagram: selection, phase and an arrow being drawn kept only as far as they still exist. */
function settle(s: EditorState, history: History<Diagram>, selection = s.selection, phase = s.phase): EditorState {
  const d = history.present;
  const ids = new Set(allPieces(d).map((p) => p.id));
  const nextPhase = Math.min(Math.max(1, phase), phaseCount(d));
  const kept = selection.filter((id) => ids.has(id));
  const keepPending = s.pending !== null && kept.includes(s.pending.piece) && nextPhase === s.phase;
  return {
    ...s,
    history,
    selection: kept,
    phase: nextPhase,
    pending: keepPending ? s.pending : null,
  };
}

function change(s: EditorState, next: Diagram | null, selection?: string[], phase?: number): EditorState {
  if (!next || next === s.history.present) return selection || phase ? settle(s, s.history, selection, phase) : s;
  return settle(s, record(s.history, next), selection, phase);
}

export function editorReducer(s: EditorState, action: EditorAction): EditorState {
  const d = s.history.present;
  switch (action.type) {
    case 'add': {
      const placed = addPiece(d, action.item, action.at, s.snap);
      return change(s, placed.diagram, [placed.id]);
    }
    case 'move':
      return change(s, movePieces(d, action.ids, s.phase, action.dx, action.dy));
    case 'moveSelection':
      return change(s, movePieces(d, s.selection, s.phase, action.dx, action.dy));
    case 'moveHandle':
      return change(s, moveHandle(d, action.id, action.handle, action.to, s.snap));
    case 'deleteSelection':
      return s.selection.length ? change(s, deletePieces(d, s.selection), []) : s;
    case 'duplicateSelection': {
      if (!s.selection.length) return s;
      const copied = duplicatePieces(d, s.selection, s.phase);
      return change(s, copied.diagram, copied.ids);
    }
    case 'rotateSelection':
      return change(s, rotatePieces(d, s.selection));
    case 'update':
      return change(s, updatePiece(d, action.id, action.patch));
    case 'arrow': {
      const drawn = drawArrow(d, action.kind, action.from, action.to, s.phase, s.snap, action.piece);
      return drawn ? change(s, drawn.diagram, [drawn.id]) : s;
    }
    case 'startArrow': {
      const pending = s.selection.length === 1 ? startPendingArrow(d, s.phase, s.selection[0]!, action.kind) : null;
      return pending ? { ...s, pending } : s;
    }
    case 'moveArrowEnd':
      return s.pending ? { ...s, pending: movePendingEnd(d, s.pending, action.dx, action.dy, s.snap) } : s;
    case 'finishArrow': {
      if (!s.pending) return s;
      const { kind, to, piece } = s.pending;
      // From where the piece stands now, in case it was moved while the arrow was drawn.
      const from = startPendingArrow(d, s.phase, piece, kind)?.from ?? s.pending.from;
      const drawn = drawArrow(d, kind, from, to, s.phase, s.snap, piece);
      // Too short to be an arrow: keep drawing rather than lose it.
      return drawn ? { ...change(s, drawn.diagram, [drawn.id]), pending: null } : s;
    }
    case 'cancelArrow':
      return { ...s, pending: null };
    case 'select':
      return settle(s, s.history, action.ids);
    case 'selectBox': {
      const inside = piecesInBox(d, s.phase, action.box);
      return settle(s, s.history, action.add ? [...new Set([...s.selection, ...inside])] : inside);
    }
    case 'undo':
      return settle(s, undo(s.history));
    case 'redo':
      return settle(s, redo(s.history));
    case 'showPhase':
      return settle(s, s.history, s.selection, action.phase);
    case 'addPhase': {
      const next = addPhase(d);
      return next ? change(s, next, [], phaseCount(next)) : s;
    }
    case 'renamePhase':
      return change(s, renamePhase(d, action.phase, action.name));
    case 'movePhase':
      return change(s, movePhase(d, action.from, action.to), undefined, action.to);
    case 'deletePhase':
      return change(s, deletePhase(d, action.phase), [], Math.max(1, action.phase - 1));
    case 'area':
      return change(s, setArea(d, action.area));
    case 'snap':
      return { ...s, snap: action.on };
  }
}

export const canUndo = (s: EditorState) => s.history.past.length > 0;
export const canRedo = (s: EditorState) => s.history.future.length > 0;
