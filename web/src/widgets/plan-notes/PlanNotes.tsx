import { Button } from '../../ui';
import { usePlanNotes } from './plan-notes';
import './PlanNotes.css';

type Props = {
  title: string;
  hint: string;
  defaultOpen?: boolean;
  /** Only the notes of these drills (a plan's); all waiting notes when absent (the library). */
  activityIds?: readonly string[];
};

/** The adaptations waiting for a plan, with a way to drop them. Hidden when there are none. */
export function PlanNotes({ title, hint, defaultOpen = false, activityIds }: Props) {
  const { notes, clear } = usePlanNotes(activityIds);
  if (notes.length === 0) return null;
  return (
    <details className="plan-notes" open={defaultOpen}>
      <summary>
        {title} ({notes.length})
      </summary>
      <p className="plan-notes__hint">{hint}</p>
      <ul>
        {notes.map((note, i) => (
          <li key={`${i}-${note}`}>{note}</li>
        ))}
      </ul>
      <Button variant="ghost" onClick={clear}>
        Clear notes
      </Button>
    </details>
  );
}
