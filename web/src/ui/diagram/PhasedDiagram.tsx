import { isPlayable, type Diagram } from '@pitchside/shared';
import { DiagramPlayer } from './DiagramPlayer';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';

export type PhasedDiagramProps = {
  diagram: Diagram;
  title?: string;
  legend?: boolean;
};

/**
 * A multi-phase drill shown one step at a time ('Phase 1 of 3: Pass into the target') with
 * Previous/Next step, an 'All phases' view and Play (DiagramPlayer), so the coach reads one
 * movement at a time instead of one crowded picture. A diagram of one picture whose pieces move
 * along its arrows gets Play too; one with nothing to play is drawn whole.
 */
export function PhasedDiagram({ diagram, title, legend }: PhasedDiagramProps) {
  const props = { ...(title ? { title } : {}), ...(legend ? { legend } : {}) };
  if (!isPlayable(diagram)) return <DrillDiagram diagram={diagram} {...props} />;
  return <DiagramPlayer diagram={diagram} {...props} />;
}
