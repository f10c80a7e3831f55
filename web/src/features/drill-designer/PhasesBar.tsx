import { useId, useState, type Dispatch } from 'react';
import { checkPhaseName, MAX_DIAGRAM_PHASES, phaseCount, type Diagram } from '@pitchside/shared';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { CommitInput } from './CommitInput';
import type { EditorAction } from './model/editor';

type Props = { diagram: Diagram; phase: number; dispatch: Dispatch<EditorAction> };

/**
 * The drill's phases: pick the one to draw, add one (it starts where the last one ends),
 * and rename, move or delete the one on screen.
 */
export function PhasesBar({ diagram, phase, dispatch }: Props) {
  const n = phaseCount(diagram);
  const phased = diagram.phases.length > 0;
  return (
    <div className="designer-phases">
      <div className="designer-phases__list" role="group" aria-label="Phases">
        {phased
          ? diagram.phases.map((name, i) => (
              <button
                key={i}
                type="button"
                className="designer-phase"
                aria-pressed={phase === i + 1}
                aria-label={`Phase ${i + 1}: ${name}`}
                onClick={() => dispatch({ type: 'showPhase', phase: i + 1 })}
              >
                {i + 1}
              </button>
            ))
          : null}
        <button
          type="button"
          className="designer-btn"
          disabled={diagram.phases.length >= MAX_DIAGRAM_PHASES}
          onClick={() => dispatch({ type: 'addPhase' })}
        >
          <PlusIcon width={18} height={18} /> Add phase
        </button>
      </div>
      {phased ? <PhaseEditor key={`${phase}:${diagram.phases[phase - 1]}`} diagram={diagram} phase={phase} count={n} dispatch={dispatch} /> : null}
    </div>
  );
}

function PhaseEditor({ diagram, phase, count, dispatch }: Props & { count: number }) {
  const id = useId();
  const stored = diagram.phases[phase - 1] ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const commit = (name: string) => {
    const checked = checkPhaseName(name);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    if (checked.name !== stored) dispatch({ type: 'renamePhase', phase, name: checked.name });
  };
  return (
    <div className="designer-phases__edit row gap-1">
      <label htmlFor={id} className="visually-hidden">
        Name of phase {phase}
      </label>
      <CommitInput
        id={id}
        stored={stored}
        maxLength={60}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onCommit={commit}
      />
      <button type="button" className="designer-btn designer-btn--icon" aria-label={`Move phase ${phase} earlier`} disabled={phase <= 1} onClick={() => dispatch({ type: 'movePhase', from: phase, to: phase - 1 })}>
        ◀
      </button>
      <button type="button" className="designer-btn designer-btn--icon" aria-label={`Move phase ${phase} later`} disabled={phase >= count} onClick={() => dispatch({ type: 'movePhase', from: phase, to: phase + 1 })}>
        ▶
      </button>
      <button type="button" className="designer-btn designer-btn--icon" aria-label={`Delete phase ${phase}`} onClick={() => dispatch({ type: 'deletePhase', phase })}>
        <TrashIcon width={20} height={20} />
      </button>
      {problem ? (
        <p id={`${id}-error`} className="designer-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
