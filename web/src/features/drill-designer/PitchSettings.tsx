import { useId, useState, type Dispatch } from 'react';
import { MAX_AREA_METRES, MIN_AREA_METRES, pitchMarkings, type Diagram } from '@pitchside/shared';
import { CommitInput } from './CommitInput';
import type { EditorAction } from './model/editor';

type Props = { area: Diagram['area']; snap: boolean; dispatch: Dispatch<EditorAction> };

const markingNames: Record<Diagram['area']['markings'], string> = {
  none: 'None',
  halfway: 'Halfway line',
  'penalty-box': 'Penalty box',
  'half-pitch': 'Half pitch',
  'full-pitch': 'Full pitch',
  thirds: 'Thirds',
  channels: 'Channels',
};

/** The area in metres, its markings and the snap grid. */
export function PitchSettings({ area, snap, dispatch }: Props) {
  return (
    <section className="designer-pitch-settings" aria-label="Pitch">
      <h3 className="designer-side__heading">Pitch</h3>
      <div className="designer-pitch-settings__size">
        <MetresField label="Width (m)" value={area.width} onChange={(width) => dispatch({ type: 'area', area: { ...area, width } })} />
        <MetresField label="Length (m)" value={area.length} onChange={(length) => dispatch({ type: 'area', area: { ...area, length } })} />
      </div>
      <MarkingsField area={area} dispatch={dispatch} />
      <label className="designer-check">
        <input type="checkbox" checked={snap} onChange={(e) => dispatch({ type: 'snap', on: e.target.checked })} />
        Snap to 1 m grid
      </label>
    </section>
  );
}

function MarkingsField({ area, dispatch }: Pick<Props, 'area' | 'dispatch'>) {
  const id = useId();
  return (
    <div className="designer-field">
      <label htmlFor={id}>Markings</label>
      <select
        id={id}
        className="designer-input"
        value={area.markings}
        onChange={(e) => dispatch({ type: 'area', area: { ...area, markings: e.target.value as Diagram['area']['markings'] } })}
      >
        {pitchMarkings.map((m) => (
          <option key={m} value={m}>
            {markingNames[m]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A size in whole metres; a value out of range says so and is not applied. */
function MetresField({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const commit = (text: string) => {
    const n = Number(text);
    if (!Number.isFinite(n) || text.trim() === '' || n < MIN_AREA_METRES || n > MAX_AREA_METRES) {
      setProblem(`Enter ${MIN_AREA_METRES} to ${MAX_AREA_METRES} metres.`);
      return;
    }
    setProblem(null);
    if (Math.round(n) !== value) onChange(n);
  };
  return (
    <div className="designer-field">
      <label htmlFor={id}>{label}</label>
      <CommitInput
        id={id}
        inputMode="numeric"
        stored={String(value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onCommit={commit}
      />
      {problem ? (
        <span id={`${id}-error`} className="designer-error" role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
