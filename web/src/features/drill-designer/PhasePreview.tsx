import type { Diagram } from '@pitchside/shared';
import { DrillDiagram } from '../../ui/diagram/DrillDiagram';
import { phaseCount } from './model/phases';

type Props = { diagram: Diagram; phase: number; title: string; onPhase: (phase: number) => void };

/** The drawing as coaches will see it, stepped phase by phase. */
export function PhasePreview({ diagram, phase, title, onPhase }: Props) {
  const n = phaseCount(diagram);
  const phased = diagram.phases.length > 0;
  return (
    <div className="designer-preview">
      <DrillDiagram diagram={diagram} title={title} legend phase={phased ? phase : undefined} className="designer-preview__diagram" />
      {phased ? (
        <div className="designer-preview__steps" role="group" aria-label="Preview phase">
          <button type="button" className="designer-btn" disabled={phase <= 1} onClick={() => onPhase(phase - 1)}>
            Previous phase
          </button>
          <span aria-live="polite">
            Phase {phase} of {n}: {diagram.phases[phase - 1]}
          </span>
          <button type="button" className="designer-btn" disabled={phase >= n} onClick={() => onPhase(phase + 1)}>
            Next phase
          </button>
        </div>
      ) : null}
    </div>
  );
}
