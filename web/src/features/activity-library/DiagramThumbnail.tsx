import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Activity } from '@pitchside/shared';
import { DrillDiagram } from '@pitchside/pitch-card/diagram';

/**
 * A small picture of the drill on its library card: the drawn diagram, else the uploaded
 * image, else an empty pitch. Drawn only when the card comes near the screen, so a long list
 * costs no more than the cards a coach scrolls past. Decorative: the card's title names the
 * drill and View Full Activity shows the diagram with its description.
 */
export function DiagramThumbnail({ activity }: { activity: Pick<Activity, 'diagram' | 'diagramUrl'> }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const [imageFailed, setImageFailed] = useState(false);
  let picture: ReactNode = null;
  if (near && activity.diagram) picture = <DrillDiagram diagram={activity.diagram} className="activity-thumb__drawing" />;
  else if (near && activity.diagramUrl && !imageFailed) {
    picture = <img src={activity.diagramUrl} alt="" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />;
  }
  return (
    <div ref={ref} className={`activity-thumb${near && !picture ? ' activity-thumb--empty' : ''}`} aria-hidden="true" data-thumb={picture ? 'drawn' : 'empty'}>
      {picture ?? (near ? 'No diagram' : null)}
    </div>
  );
}

/** True once the element has come within a screen's height of the viewport. */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
