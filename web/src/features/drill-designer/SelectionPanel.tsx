import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { coneColours, diagramTeams, playerRoles, type ArrowKind, type Diagram } from '@pitchside/shared';
import { TrashIcon } from '../../ui/icons';
import { CopyIcon } from '../../ui/icons/plan-icons';
import { CommitInput } from './CommitInput';
import { RotateIcon } from './DesignerIcons';
import { canRotate, labelLimit, type PiecePatch } from './model/edit';
import type { EditorAction } from './model/editor';
import type { PendingArrow } from './model/keyboard-arrow';
import { arrowTools } from './model/palette';
import { findPiece, isPointKind, type AnyPiece } from './model/pieces';

type Props = {
  diagram: Diagram;
  selection: string[];
  names: Map<string, string>;
  /** An arrow being drawn from the keyboard. */
  pending: PendingArrow | null;
  dispatch: Dispatch<EditorAction>;
};

const tones = ['neutral', 'red', 'blue', 'yellow'] as const;
const sizes = ['full', 'mini', 'pop-up'] as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What can be done to the selected pieces: turn, copy, delete, and for one piece its label
 * and colours. Its place is the same whatever is selected (see DrillDesigner), so selecting never
 * moves the pitch under the finger.
 */
export function SelectionPanel({ diagram, selection, names, pending, dispatch }: Props) {
  if (pending) return <ArrowInProgress pending={pending} from={names.get(pending.piece) ?? ''} dispatch={dispatch} />;
  if (selection.length === 0) {
    return (
      <section className="designer-selection" aria-label="Selection">
        <p className="designer-hint designer-selection__empty">Tap a piece to change it, or drag on the grass to select several.</p>
      </section>
    );
  }
  const single = selection.length === 1 ? findPiece(diagram, selection[0]!) : undefined;
  const title = single ? names.get(single.id) : `${selection.length} pieces selected`;
  return (
    <section className="designer-selection" aria-label="Selection">
      <p className="designer-selection__title" aria-live="polite">
        {title}
      </p>
      <div className="designer-selection__actions" role="group" aria-label="Change the selection">
        {canRotate(diagram, selection) ? (
          <button type="button" className="designer-btn" onClick={() => dispatch({ type: 'rotateSelection' })}>
            <RotateIcon width={20} height={20} /> Rotate
          </button>
        ) : null}
        <button type="button" className="designer-btn" onClick={() => dispatch({ type: 'duplicateSelection' })}>
          <CopyIcon width={20} height={20} /> Duplicate
        </button>
        <button type="button" className="designer-btn designer-btn--danger" onClick={() => dispatch({ type: 'deleteSelection' })}>
          <TrashIcon width={20} height={20} /> Delete
        </button>
        <button type="button" className="designer-btn" onClick={() => dispatch({ type: 'select', ids: [] })}>
          Deselect
        </button>
      </div>
      {single ? <PieceFields key={single.id} p={single} dispatch={dispatch} /> : null}
      {single && isPointKind(single.kind) ? <ArrowStarter dispatch={dispatch} /> : null}
    </section>
  );
}

export const arrowLabel = (kind: ArrowKind) => arrowTools.find((a) => a.kind === kind)!.label;

/** Starts an arrow at the selected piece, so one can be drawn without a pointer. */
function ArrowStarter({ dispatch }: { dispatch: Dispatch<EditorAction> }) {
  const id = useId();
  const [kind, setKind] = useState<ArrowKind>('pass');
  return (
    <div className="designer-selection__fields" role="group" aria-label="Arrow from this piece">
      <div className="designer-field">
        <label htmlFor={id}>Arrow kind</label>
        <select id={id} className="designer-input" value={kind} onChange={(e) => setKind(e.target.value as ArrowKind)}>
          {arrowTools.map((a) => (
            <option key={a.kind} value={a.kind}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="designer-btn" onClick={() => dispatch({ type: 'startArrow', kind })}>
        Add arrow
      </button>
    </div>
  );
}

function ArrowInProgress({ pending, from, dispatch }: { pending: PendingArrow; from: string; dispatch: Dispatch<EditorAction> }) {
  const finish = useRef<HTMLButtonElement>(null);
  // The button that started it is gone: the focus goes where the keys keep working.
  useEffect(() => finish.current?.focus(), []);
  return (
    <section className="designer-selection" aria-label="Selection">
      <p className="designer-selection__title">
        {arrowLabel(pending.kind)} arrow from {from}
      </p>
      <p className="designer-hint designer-selection__empty">Arrow keys move its end. Enter finishes, Escape cancels.</p>
      <div className="designer-selection__actions" role="group" aria-label="Arrow being drawn">
        <button ref={finish} type="button" className="designer-btn designer-btn--primary" onClick={() => dispatch({ type: 'finishArrow' })}>
          Finish arrow
        </button>
        <button type="button" className="designer-btn" onClick={() => dispatch({ type: 'cancelArrow' })}>
          Cancel arrow
        </button>
      </div>
    </section>
  );
}

function PieceFields({ p, dispatch }: { p: AnyPiece; dispatch: Dispatch<EditorAction> }) {
  const update = (patch: PiecePatch) => dispatch({ type: 'update', id: p.id, patch });
  return (
    <div className="designer-selection__fields">
      {labelLimit[p.kind] ? <LabelField p={p} onLabel={(label) => update({ label })} /> : null}
      {p.kind === 'player' ? (
        <>
          <Choice label="Team" value={p.piece.team} options={diagramTeams} onChange={(team) => update({ team })} />
          <Choice label="Role" value={p.piece.role} options={playerRoles} onChange={(role) => update({ role })} />
        </>
      ) : null}
      {p.kind === 'cone' || p.kind === 'gate' ? <Choice label="Colour" value={p.piece.colour} options={coneColours} onChange={(colour) => update({ colour })} /> : null}
      {p.kind === 'zone' ? <Choice label="Tint" value={p.piece.tone} options={tones} onChange={(tone) => update({ tone })} /> : null}
      {p.kind === 'goal' ? <Choice label="Goal size" value={p.piece.size} options={sizes} onChange={(size) => update({ size })} /> : null}
    </div>
  );
}

function labelOf(p: AnyPiece): string {
  if (p.kind === 'text') return p.piece.text;
  if (p.kind === 'player' || p.kind === 'zone' || p.kind === 'line') return p.piece.label ?? '';
  return '';
}

function LabelField({ p, onLabel }: { p: AnyPiece; onLabel: (label: string) => void }) {
  const id = useId();
  const stored = labelOf(p);
  const limit = labelLimit[p.kind]!;
  return (
    <div className="designer-field">
      <label htmlFor={id}>{p.kind === 'text' ? 'Text' : 'Label'}</label>
      <CommitInput id={id} stored={stored} maxLength={limit} aria-describedby={`${id}-hint`} onCommit={(value) => value !== stored && onLabel(value)} />
      <span id={`${id}-hint`} className="designer-hint">
        {p.kind === 'text' ? `1 to ${limit} characters` : `Up to ${limit} characters`}
      </span>
    </div>
  );
}

function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly T[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div className="designer-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="designer-input" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {capital(o)}
          </option>
        ))}
      </select>
    </div>
  );
}
