import type { Diagram } from '@pitchside/shared';
import { DiagramPlayer } from '../../ui/diagram/DiagramPlayer';

type Props = { diagram: Diagram; title: string };

/** The drawing as coaches will see it: stepped phase by phase, or played. */
export function PhasePreview({ diagram, title }: Props) {
  return (
    <div className="designer-preview">
      <DiagramPlayer diagram={diagram} title={title} legend className="designer-preview__diagram" />
    </div>
  );
}
