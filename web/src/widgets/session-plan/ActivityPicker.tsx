import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { badgeColour, filterActivities, type Activity } from '@pitchside/shared';
import { Badge, Button, Dialog, Field, Spinner } from '../../ui';
import { CheckIcon, PlusIcon } from '../../ui/icons';
import { db } from '../../data/db';
import { topicName } from '../activity-detail/activity-links';
import './PlanEditor.css';

const LIMIT = 40;

type ActivityPickerProps = {
  open: boolean;
  onClose: () => void;
  /** Activity ids already in the plan: their button reads Added and takes them out again. */
  chosen: ReadonlySet<string>;
  onToggle: (activity: Activity) => void;
};

/** Add activities: a search of the whole library on this device (works offline). */
export function ActivityPicker({ open, onClose, chosen, onToggle }: ActivityPickerProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Add activities" description="Search the whole library and add what this session needs." size="lg" footer={<Button onClick={onClose}>Done</Button>}>
      <PickerBody chosen={chosen} onToggle={onToggle} />
    </Dialog>
  );
}

function PickerBody({ chosen, onToggle }: Pick<ActivityPickerProps, 'chosen' | 'onToggle'>) {
  const [search, setSearch] = useState('');
  const library = useLiveQuery(async () => {
    const [activities, categories, subCategories] = await Promise.all([db.activities.toArray(), db.categories.toArray(), db.subCategories.toArray()]);
    return { activities, categories, subCategories };
  }, []);
  const matches = useMemo(
    () => (library ? filterActivities(library.activities, { search }, library.categories, library.subCategories) : undefined),
    [library, search],
  );
  return (
    <div className="picker stack gap-3">
      <Field type="search" label="Search activities" hideLabel placeholder="Search activities..." value={search} onChange={(e) => setSearch(e.target.value)} />
      {!matches ? (
        <Spinner block label="Loading activities…" />
      ) : matches.length === 0 ? (
        <p className="plan-phase__empty" role="status">
          No activities found. Try adjusting your search.
        </p>
      ) : (
        <>
          <ul className="picker__list list-bare stack gap-2" aria-label="Activities">
            {matches.slice(0, LIMIT).map((a) => {
              const added = chosen.has(a.id);
              const topic = topicName(a);
              return (
                <li key={a.id} className="picker__item list-row">
                  <div className="picker__text stack gap-1">
                    <span className="picker__title">{a.title}</span>
                    <span className="meta">
                      <Badge colour={badgeColour(topic)}>{topic}</Badge> {a.abilityLevel}
                    </span>
                  </div>
                  <Button
                    variant={added ? 'primary' : 'secondary'}
                    aria-pressed={added}
                    aria-label={`${added ? 'Added' : 'Add'}: ${a.title}`}
                    icon={added ? <CheckIcon /> : <PlusIcon />}
                    onClick={() => onToggle(a)}
                  >
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
          {matches.length > LIMIT ? (
            <p className="plan-phase__empty">
              Showing the first {LIMIT} of {matches.length}. Add a word to narrow the search.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
