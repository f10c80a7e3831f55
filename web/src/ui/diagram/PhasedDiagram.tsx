import { useState } from 'react';
import type { Diagram } from '@pitchside/shared';
import { Button } from '../Button';
import { DrillDiagram } from './DrillDiagram';
import './PhasedDiagram.css';

export type PhasedDiagramProps = {
  diagram: Diagram;
  title?: string;
  legend?: boolean;
};

/**
 * A multi-phase drill shown one step at a time ('Phase 1 of 3: Pass into the target') with
 * Previous/Next step and an 'All phases' view, so the coach reads one movement at a time
 * instead of one crowded picture. A diagram without phases is drawn whole.
 */
export function PhasedDiagram({ diagram, title, legend }: PhasedDiagramProps) {
  const total = diagram.phases.length;
  // null: all phases at once.
  const [step, setStep] = useState<number | null>(1);
  if (total < 2) return <DrillDiagram diagram={diagram} {...(title ? { title } : {})} {...(legend ? { legend } : {})} />;

  const caption = step === null ? `All ${total} phases` : `Phase ${step} of ${total}: ${diagram.phases[step - 1]}`;
  return (
    <div className="phased-diagram">
      <DrillDiagram diagram={diagram} {...(title ? { title } : {})} {...(legend ? { legend } : {})} {...(step === null ? {} : { phase: step })} />
      <div className="phased-diagram__controls" role="group" aria-label="Diagram phases">
        <p className="phased-diagram__caption" aria-live="polite">
          {caption}
        </p>
        <div className="phased-diagram__buttons">
          <Button variant="secondary" size="sm" onClick={() => setStep(step === null ? total : step - 1)} disabled={step === 1}>
            Previous step
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setStep(step === null ? 1 : step + 1)} disabled={step === total}>
            Next step
          </Button>
          <Button variant="ghost" size="sm" aria-pressed={step === null} onClick={() => setStep(step === null ? 1 : null)}>
            All phases
          </Button>
        </div>
      </div>
    </div>
  );
}
