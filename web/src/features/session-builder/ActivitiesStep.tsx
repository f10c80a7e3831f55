import { useId } from 'react';
import { badgeColour, defaultMinutesFor, phaseForActivity, type Activity, type TeamAgeBand } from '@pitchside/shared';
import { drillFitWarnings } from '../../widgets/age-appropriate/team-profile-of';
import { Badge, Button, EmptyState, Field, Skeleton } from '../../ui';
import { CheckIcon, PlusIcon } from '../../ui/icons';
import { topicName } from '../../widgets/activity-detail/activity-links';
import { canLeaveStep, chosenFoci, toggleActivity } from './builder-rules';
import type { BuilderStepProps } from './step-props';

const SEARCH_LIMIT = 60;

type StepProps = BuilderStepProps & {
  /** The group's age band: drills that do not suit it (age, heading) are flagged. */
  ageBand?: TeamAgeBand | null;
};

/**
 * Step 2: the activities of any chosen focus at the level (focus 1's first), or the whole
 * library's matches for the search box; activities preloaded from a link stay shown.
 */
export function ActivitiesStep({ draft, activities, onChange, onBack, onNext, ageBand = null }: StepProps) {
  const selectedIds = new Set(draft.selected.map((s) => s.id));
  const count = draft.selected.length;
  const ready = canLeaveStep(draft, 2);
  const level = draft.abilityLevel || 'All Levels';
  const foci = chosenFoci(draft);
  const searching = draft.search.trim().length > 0;
  const toggle = (activity: Activity) =>
    onChange({ selected: toggleActivity(draft.selected, activity.id, phaseForActivity(activity), defaultMinutesFor(activity)) });

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
    // Chosen in the library but outside this search: shown first, still selected (not while searching).
    const extra = searching ? [] : draft.selected.filter((s) => !matchIds.has(s.id));
    // A one-letter search can match the whole library: show the first ones and say so.
    const listed = searching ? activities.matches.slice(0, SEARCH_LIMIT) : activities.matches;
    const shown = extra.length + listed.length;
    grid = (
      <>
        {shown === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No activities found"
            description={
              searching ? (
                <>
                  No activity in the library matches “{draft.search.trim()}”. Try another word, or clear the search to see your
                  focus activities.
                </>
              ) : (
                <>
                  No activities match these search criteria:
                  <span className="builder__criteria">
                    <span>Focus: {foci.length ? foci.join(', ') : 'None selected'}</span>
                    <span>Ability Level: {level}</span>
                  </span>
                  Go Back to choose another focus or ability level, or search the whole library.
                </>
              )
            }
          />
        ) : (
          <div className="grid-cards">
            {extra.map((s) => {
              const activity = activities.byId.get(s.id);
              return activity ? (
                <ActivityCard key={s.id} activity={activity} selected onToggle={() => toggle(activity)} warnings={drillFitWarnings(activity, ageBand)} />
              ) : (
                <UnavailableCard key={s.id} onRemove={() => onChange({ selected: toggleActivity(draft.selected, s.id) })} />
              );
            })}
            {listed.map((activity) => (
              <ActivityCard
                key={activity.id}
                activity={activity}
                selected={selectedIds.has(activity.id)}
                onToggle={() => toggle(activity)}
                warnings={drillFitWarnings(activity, ageBand)}
              />
            ))}
          </div>
        )}
        {listed.length < activities.matches.length ? (
          <p className="builder__hint meta">
            Showing the first {listed.length} of {activities.matches.length} matches. Add a word to narrow the search.
          </p>
        ) : null}
        {!draft.focus1 && !searching && shown > 0 ? (
          <p className="builder__hint meta">Go Back to Setup and choose a focus, or search the whole library, to find more activities.</p>
        ) : null}
      </>
    );
  }

  return (
    <div className="builder__panel stack">
      <Field
        type="search"
        label="Search the whole library"
        placeholder="Search activities..."
        value={draft.search}
        maxLength={200}
        hint="Find any activity by name or content, whatever its focus or level."
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <p className="builder__summary" aria-live="polite">
        {searching ? (
          <>
            Showing library activities matching <strong>“{draft.search.trim()}”</strong>.
          </>
        ) : foci.length ? (
          <>
            Showing <strong>{foci.join(', ')}</strong> activities for <strong>{level}</strong>.
          </>
        ) : (
          'Your selected activities.'
        )}{' '}
        {count === 1 ? '1 activity selected.' : `${count} activities selected.`}
      </p>
      {draft.ageBand || draft.players ? (
        <p className="builder__team-filter" data-testid="builder-team-filter">
          For the team: {[draft.ageBand, draft.players ? `${draft.players} players` : ''].filter(Boolean).join(', ')}
          {draft.targetMinutes ? `, usually ${draft.targetMinutes} minutes` : ''}.{' '}
          <Button variant="secondary" size="sm" onClick={() => onChange({ ageBand: '', players: null })}>
            Show All Ages And Sizes
          </Button>
        </p>
      ) : null}
      {grid}
      <div className="builder__actions row sticky-actions builder__actions--sticky">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!ready} onClick={onNext} aria-describedby={ready ? undefined : 'builder-activities-hint'}>
          Add Activities To Plan ({count})
        </Button>
        {ready ? null : (
          <p id="builder-activities-hint" className="builder__hint meta">
            Select at least one activity to continue.
          </p>
        )}
      </div>
    </div>
  );
}

function ActivityCard({ activity, selected, onToggle, warnings }: { activity: Activity; selected: boolean; onToggle: () => void; warnings: string[] }) {
  const titleId = useId();
  const topic = topicName(activity);
  return (
    <article className={`builder-card stack gap-3${selected ? ' builder-card--selected' : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="builder-card__title title-lg">
        {activity.title}
      </h3>
      <div className="builder-card__meta">
        <Badge colour={badgeColour(topic)}>{topic}</Badge>
        <span>Any size</span>
        <span>{activity.abilityLevel}</span>
      </div>
      {warnings.map((w) => (
        <p key={w} className="plan-why__warning" role="note">
          {w}
        </p>
      ))}
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
    <article className="builder-card stack gap-3 builder-card--selected" aria-label="Activity not on this device">
      <h3 className="builder-card__title title-lg">Activity not on this device yet</h3>
      <p className="builder__hint meta">It will appear after the next sync.</p>
      <Button variant="primary" aria-pressed icon={<CheckIcon />} onClick={onRemove} block>
        Selected
      </Button>
    </article>
  );
}
