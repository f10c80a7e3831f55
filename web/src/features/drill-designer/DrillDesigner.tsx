import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { phaseCount, type Diagram } from '@pitchside/shared';
import { deviceStorage } from '../../data/device-store';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { DesignerCanvas, type Tool } from './DesignerCanvas';
import { ListIcon, PitchIcon, RedoIcon, UndoIcon } from './DesignerIcons';
import { Palette } from './Palette';
import { PhasePreview } from './PhasePreview';
import { PhasesBar } from './PhasesBar';
import { PiecesList } from './PiecesList';
import { PitchSettings } from './PitchSettings';
import { arrowLabel, SelectionPanel } from './SelectionPanel';
import { clearDesignerDraft, loadDesignerDraft, saveDesignerDraft } from './designer-draft';
import { useSideLayout } from './use-side-layout';
import { canRedo, canUndo, currentDiagram, editorReducer, startEditor, type EditorState } from './model/editor';
import type { PendingArrow } from './model/keyboard-arrow';
import { pieceNames } from './model/names';
import './DrillDesigner.css';

export type DrillDesignerProps = {
  /** The diagram to start from (the form's drawing, a library drill's), or null for an empty pitch. */
  initial: Diagram | null;
  /** Session-storage key of the drawing in progress: while it exists, the designer reopens with it. */
  draftKey: string;
  /** The activity's title, read out with the preview. */
  title?: string;
  onDone: (diagram: Diagram) => void;
  onCancel: () => void;
};

const storage = () => deviceStorage('session');

function startState(initial: Diagram | null, draftKey: string): EditorState {
  const draft = loadDesignerDraft(storage(), draftKey);
  const state = startEditor(draft?.diagram ?? initial);
  return draft ? { ...state, phase: Math.min(draft.phase, phaseCount(state.history.present)) } : state;
}

type Panel = 'pitch' | 'pieces' | null;
const isTyping = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * The Drill Designer, full screen: draw a drill's diagram on a pitch in metres, phase by
 * phase. Everything it does is the editor model's (model/); this component lays it out
 * and turns pointers and keys into the model's actions.
 */
export function DrillDesigner({ initial, draftKey, title = '', onDone, onCancel }: DrillDesignerProps) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => startState(initial, draftKey));
  const [tool, setTool] = useState<Tool>({ type: 'select' });
  const [panel, setPanel] = useState<Panel>(null);
  const [previewing, setPreviewing] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const diagram = currentDiagram(state);
  const names = useMemo(() => pieceNames(diagram), [diagram]);
  const arrowNews = useArrowNews(state.pending, diagram.arrows.length, names);
  const side = useSideLayout();

  useLayoutEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  useEffect(() => {
    saveDesignerDraft(storage(), draftKey, { diagram, phase: state.phase });
  }, [diagram, state.phase, draftKey]);

  const finish = (done: boolean) => {
    clearDesignerDraft(storage(), draftKey);
    if (done) onDone(diagram);
    else onCancel();
  };

  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    if (isTyping(event.target)) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key;
    if (mod && key.toLowerCase() === 'z') {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      return;
    }
    if (mod && key.toLowerCase() === 'y') {
      event.preventDefault();
      dispatch({ type: 'redo' });
      return;
    }
    if (state.selection.length === 0) return;
    const step = event.shiftKey ? 5 : state.snap ? 1 : 0.5;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const m = moves[key];
    if (state.pending) {
      // The keys draw the arrow's end, not move the piece.
      if (m || key === 'Enter') event.preventDefault();
      if (m) dispatch({ type: 'moveArrowEnd', dx: m[0], dy: m[1] });
      else if (key === 'Enter') dispatch({ type: 'finishArrow' });
      return;
    }
    if (m) {
      event.preventDefault();
      dispatch({ type: 'moveSelection', dx: m[0], dy: m[1] });
    } else if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      dispatch({ type: 'deleteSelection' });
    }
  };

  // On the document: a deleted piece's list entry takes the focus with it, and the keys must still work.
  const keys = useRef(onKeyDown);
  keys.current = onKeyDown;
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  // The selection's controls take a place of their own, the same whatever is selected: in the
  // side column where there is one, else a strip of fixed height under the pitch. Appearing,
  // changing or going, they never resize the pitch under the finger.
  const selectionPanel = previewing ? null : (
    <SelectionPanel key={state.selection.join(' ')} diagram={diagram} selection={state.selection} names={names} pending={state.pending} dispatch={dispatch} />
  );

  const togglePanel = (p: Panel) => setPanel((open) => (open === p ? null : p));
  const pitchLabel = `Pitch, ${diagram.area.width} by ${diagram.area.length} metres${diagram.phases.length ? `, phase ${state.phase} of ${diagram.phases.length}` : ''}. ${
    tool.type === 'place' ? `Tap the pitch to place a ${tool.label.toLowerCase()}.` : tool.type === 'arrow' ? `Drag from a piece or a point to draw a ${tool.label.toLowerCase()}.` : 'Tap a piece to select it, drag to move it, drag on the grass to select several.'
  }`;

  return (
    <dialog
      ref={dialog}
      className="designer"
      aria-labelledby="designer-title"
      onCancel={(e) => {
        // Escape steps back (tool, then selection) and never throws the drawing away.
        e.preventDefault();
        if (state.pending) dispatch({ type: 'cancelArrow' });
        else if (tool.type !== 'select') setTool({ type: 'select' });
        else if (panel) setPanel(null);
        else dispatch({ type: 'select', ids: [] });
      }}
    >
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="designer-arrow-news">
        {arrowNews}
      </p>
      <header className="designer__bar">
        <button type="button" className="designer-btn designer-btn--icon" aria-label="Cancel drawing" onClick={() => finish(false)}>
          <CloseIcon />
        </button>
        <h2 id="designer-title" className="designer__title">
          Draw diagram
        </h2>
        <button type="button" className="designer-btn designer-btn--icon" aria-label="Undo" disabled={!canUndo(state)} onClick={() => dispatch({ type: 'undo' })}>
          <UndoIcon />
        </button>
        <button type="button" className="designer-btn designer-btn--icon" aria-label="Redo" disabled={!canRedo(state)} onClick={() => dispatch({ type: 'redo' })}>
          <RedoIcon />
        </button>
        <button type="button" className="designer-btn designer-btn--icon designer__panel-toggle" aria-label="Pitch settings" aria-expanded={panel === 'pitch'} onClick={() => togglePanel('pitch')}>
          <PitchIcon />
        </button>
        <button type="button" className="designer-btn designer-btn--icon designer__panel-toggle" aria-label="Pieces list" aria-expanded={panel === 'pieces'} onClick={() => togglePanel('pieces')}>
          <ListIcon />
        </button>
        <button type="button" className="designer-btn designer-btn--primary" onClick={() => finish(true)}>
          <CheckIcon width={20} height={20} /> Done
        </button>
      </header>

      <div className="designer__phases">
        <PhasesBar diagram={diagram} phase={state.phase} dispatch={dispatch} />
        <button type="button" className="designer-btn" aria-pressed={previewing} onClick={() => setPreviewing((p) => !p)}>
          Preview phase
        </button>
      </div>

      <div className="designer__main" data-panel={panel ?? undefined}>
        {previewing ? (
          <PhasePreview diagram={diagram} title={title} />
        ) : (
          <DesignerCanvas
            diagram={diagram}
            phase={state.phase}
            selection={state.selection}
            snap={state.snap}
            tool={tool}
            pending={state.pending}
            dispatch={dispatch}
            label={pitchLabel}
          />
        )}
        <aside className="designer__side" aria-label={side ? 'Selection, pitch and pieces' : 'Pitch and pieces'}>
          {side ? selectionPanel : null}
          <div className="designer__side-pitch">
            <PitchSettings area={diagram.area} snap={state.snap} dispatch={dispatch} />
          </div>
          <div className="designer__side-pieces">
            <PiecesList names={names} selection={state.selection} dispatch={dispatch} />
          </div>
        </aside>
      </div>

      <div className="designer__tools">
        {side ? null : selectionPanel}
        <Palette
            tool={tool}
            onTool={(next) => {
              setTool(next);
              setPreviewing(false);
            }}
          onPlaceNow={(entry) => dispatch({ type: 'add', item: entry.item, at: { x: diagram.area.width / 2, y: diagram.area.length / 2 } })}
        />
      </div>
    </dialog>
  );
}

/**
 * What a screen reader hears while an arrow is drawn from the keyboard: where its end is after
 * each step, then whether it was added or cancelled.
 */
function useArrowNews(pending: PendingArrow | null, arrows: number, names: Map<string, string>): string {
  const [ended, setEnded] = useState('');
  const last = useRef<{ pending: PendingArrow | null; arrows: number }>({ pending, arrows });
  useEffect(() => {
    const before = last.current;
    last.current = { pending, arrows };
    if (before.pending && !pending) setEnded(arrows > before.arrows ? `${arrowLabel(before.pending.kind)} arrow added.` : 'Arrow cancelled.');
    else if (pending) setEnded('');
  }, [pending, arrows]);
  if (!pending) return ended;
  const metres = (n: number) => Math.round(n * 10) / 10;
  const length = metres(Math.hypot(pending.to.x - pending.from.x, pending.to.y - pending.from.y));
  return `${arrowLabel(pending.kind)} arrow from ${names.get(pending.piece) ?? 'the piece'}, ${length} m long, ending ${metres(pending.to.x)} m across and ${metres(pending.to.y)} m down the pitch. Arrow keys move its end, Enter finishes, Escape cancels.`;
}

export default DrillDesigner;
