import { badgeColour } from '@pitchside/shared';
import { Badge, Button, Select } from '../../ui';
import { TrashIcon } from '../../ui/icons';
import { topicName } from '../activity-detail/activity-links';
import { durationChoices, primaryFocus, setDuration, totalMinutes, type BuilderDraft } from './builder-rules';
import type { BuilderActivities } from './use-builder-activities';
import { PlanNotes } from './PlanNotes';

type StepProps = {
  draft: BuilderDraft;
  activities: BuilderActivities | undefined;
  onChange: (patch: Partial<BuilderDraft>) => void;
  onBack: () => void;
  onNext: () => void;
};

const durationOptions = durationChoices.map((m) => ({ value: String(m), label: `${m} min` }));

/** Step 3: the plan at a glance, with a duration per activity. */
export function ReviewStep({ draft, activities, onChange, onBack, onNext }: StepProps) {
  const total = totalMinutes(draft.selected);
  return (
    <div className="builder__panel">
      <div className="builder-overview">
        <h3 className="builder-overview__title">Session Overview</h3>
        <dl className="builder-overview__list">
          <div>
            <dt>Primary Focus</dt>
            <dd>{primaryFocus(draft.focus1)}</dd>
          </div>
          <div>
            <dt>Secondary Focus</dt>
            <dd>{draft.focus2 || 'None'}</dd>
          </div>
          <div>
            <dt>Tertiary Focus</dt>
            <dd>{draft.focus3 || 'None'}</dd>
          </div>
          <div>
            <dt>Ability Level</dt>
            <dd>{draft.abilityLevel || 'Beginner'}</dd>
          </div>
        </dl>
      </div>

      <PlanNotes title="Notes from the library" hint="These are added to this session's notes when you save." defaultOpen />

      <h3 className="builder__subtitle">Activities ({draft.selected.length})</h3>
      {draft.selected.length === 0 ? (
        <p className="builder__hint">No activities in this plan. Go Back to select some.</p>
      ) : (
        <ol className="builder-plan">
          {draft.selected.map((s, index) => {
            const activity = activities?.byId.get(s.id);
            const title = activity?.title ?? (activities ? 'Activity not on this device yet' : 'Loading…');
            const topic = activity ? topicName(activity) : null;
            return (
              <li key={s.id} className="builder-plan__item">
                <span className="builder-plan__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="builder-plan__text">
                  <span className="builder-plan__title">{title}</span>
                  {topic ? <Badge colour={badgeColour(topic)}>{topic}</Badge> : null}
                </div>
                <div className="builder-plan__controls">
                  <Select
                    label={`Duration of ${title}`}
                    hideLabel
                    value={String(s.duration)}
                    options={durationOptions}
                    onChange={(e) => onChange({ selected: setDuration(draft.selected, s.id, Number(e.target.value)) })}
                  />
                  <Button
                    variant="ghost"
                    icon={<TrashIcon />}
                    aria-label={`Remove ${title}`}
                    onClick={() => onChange({ selected: draft.selected.filter((x) => x.id !== s.id) })}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="builder__total">
        Total: <strong>{total} minutes</strong>
      </p>
      <div className="builder__actions">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext}>Continue</Button>
      </div>
    </div>
  );
}
