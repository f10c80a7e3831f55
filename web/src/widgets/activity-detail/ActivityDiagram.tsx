import { useState } from 'react';
import type { Activity } from '@pitchside/shared';
import { PhasedDiagram } from '../../ui/diagram/PhasedDiagram';

/** The activity's drawn diagram (step by step when it has phases), else its uploaded image, else 'Diagram coming soon'. */
export function ActivityDiagram({ activity }: { activity: Pick<Activity, 'title' | 'diagram' | 'diagramUrl'> }) {
  const [imageFailed, setImageFailed] = useState(false);
  if (activity.diagram) {
    return (
      <figure className="activity-diagram">
        <PhasedDiagram diagram={activity.diagram} title={activity.title} legend />
      </figure>
    );
  }
  if (activity.diagramUrl && !imageFailed) {
    return (
      <figure className="activity-diagram">
        <img src={activity.diagramUrl} alt={`Diagram: ${activity.title}`} loading="lazy" onError={() => setImageFailed(true)} />
      </figure>
    );
  }
  return (
    <div className="activity-diagram activity-diagram--empty" role="img" aria-label="Diagram coming soon">
      <span aria-hidden="true">Diagram coming soon</span>
    </div>
  );
}
