import { useId } from 'react';
import { badgeColour, type Activity } from '@pitchside/shared';
import { Badge, Button, EmptyState, Skeleton } from '../../ui';
import { CheckIcon, PlusIcon } from '../../ui/icons';
import { topicName } from '../activity-detail/activity-links';
import { canLeaveStep, toggleActivity, type BuilderDraft } from './builder-rules';
import type { BuilderActivities } from './use-builder-activities';

type StepProps = {
  draft: BuilderDraft;
  activities: BuilderActivities | undefined;
  onChange: (patch: Partial<BuilderDraft>) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2: the activities matching the focus and level; activities preloaded from a link stay shown. */
export function ActivitiesStep({ draft, activities, onChange, onBack, onNext }: StepProps) {
  const selectedIds = new Set(draft.selected.map((s) => s.id));
  const count = draft.selected.length;
  const ready = canLeaveStep(draft, 2);
  const level = draft.abilityLevel || 'All Levels';

  let grid;
  if (!activities) {
    grid = (
      <div className="grid-cards" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={168} radius="var(--radius-lg)" />
        ))}
      </div>
    );
  } else {
    const matchIds = new Set(activities.matches.map((a) => a.id));
    // Chosen in the library but outside this search: shown first, still selected.
    const extra = draft.selected.filter((s) => !matchIds.has(s.id));
    const shown = extra.length + activities.matches.length;
    grid = (
      <>
        {shown === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No activities found"
            description={
              <>
                No activities match these search criteria:
                <span className="builder__criteria">
                  <span>Focus: {draft.focus1 || 'None selected'}</span>
                  <span>Ability Level: {level}</span>
                </span>
                Go Back to choose another focus or ability level.
              </>
            }
          />
        ) : (
          <div className="grid-cards">
            {extra.map((s) => {
              const activity = activities.byId.get(s.id);
              return activity ? (
                <ActivityCard key={s.id} activity={activity} selected onToggle={() => onChange({ selected: toggleActivity(draft.selected, s.id) })} />
              ) : (
                <UnavailableCard key={s.id} onRemove={() => onChange({ selected: toggleActivity(draft.selected, s.id) })} />
              );
            })}
            {activities.matches.map((activity) => (
              <ActivityCard
                key={activity.id}
                activity={activity}
                selected={selectedIds.has(activity.id)}
                onToggle={() => onChange({ selected: toggleActivity(draft.selected, activity.id) })}
              />
            ))}
          </div>
        )}
        {!draft.focus1 && shown > 0 ? <p className="builder__hint">Go Back to Setup and choose a focus to find more activities.</p> : null}
      </>
    );
  }

  return (
    <div className="builder__panel">
      <p className="builder__summary">
        {draft.focus1 ? (
          <>
            Showing <strong>{draft.focus1}</strong> activities for <strong>{level}</strong>.
          </>
        ) : (
          'Your selected activities.'
        )}{' '}
        {count === 1 ? '1 activity selected.' : `${count} activities selected.`}
      </p>
      {grid}
      <div className="builder__actions builder__actions--sticky">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!ready} onClick={onNext} aria-describedby={ready ? undefined : 'builder-activities-hint'}>
          Add Activities To Plan ({count})
        </Button>
        {ready ? null : (
          <p id="builder-activities-hint" className="builder__hint">
            Select at least one activity to continue.
          </p>
        )}
      </div>
    </div>
  );
}

function ActivityCard({ activity, selected, onToggle }: { activity: Activity; selected: boolean; onToggle: () => void }) {
  const titleId = useId();
  const topic = topicName(activity);
  return (
    <article className={`builder-card${selected ? ' builder-card--selected' : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="builder-card__title">
        {activity.title}
      </h3>
      <div className="builder-card__meta">
        <Badge colour={badgeColour(topic)}>{topic}</Badge>
        <span>Any size</span>
        <span>{activity.abilityLevel}</span>
      </div>
      <Button
        variant={selected ? 'primary' : 'secondary'}
        aria-pressed={selected}
        icon={selected ? <CheckIcon /> : <PlusIcon />}
        onClick={onToggle}
        block
      >
        {selected ? 'Selected' : 'Select'}
      </Button>
    </article>
  );
}

function UnavailableCard({ onRemove }: { onRemove: () => void }) {
  return (
    <article className="builder-card builder-card--selected" aria-label="Activity not on this device">
      <h3 className="builder-card__title">Activity not on this device yet</h3>
      <p className="builder__hint">It will appear after the next sync.</p>
      <Button variant="primary" aria-pressed icon={<CheckIcon />} onClick={onRemove} block>
        Selected
      </Button>
    </article>
  );
}
