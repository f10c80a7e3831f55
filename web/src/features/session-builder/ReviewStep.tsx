import { useState } from 'react';
import { defaultMinutesFor, WARM_UP, type Activity } from '@pitchside/shared';
import { ActivityDetailDialog } from '../../widgets/activity-detail/ActivityDetailDialog';
import { Button } from '../../ui';
import { PlusIcon } from '../../ui/icons';
import { PlanEditor } from '../../widgets/session-plan/PlanEditor';
import { chosenFoci, planToSelected, primaryFocus, selectedToPlan, totalMinutes } from './builder-rules';
import type { BuilderStepProps } from './step-props';
import { PlanNotes } from '../../widgets/plan-notes/PlanNotes';
import { PlanItemNote } from './PlanItemNote';
import { drillFitWarnings } from '../../widgets/age-appropriate/team-profile-of';
import type { TeamAgeBand } from '@pitchside/shared';

type StepProps = BuilderStepProps & {
  /** The group's age band: drills that do not suit it are flagged. */
  ageBand: TeamAgeBand | null;
  /** The next best drill for a planned one (by its place in the plan). */
  onSwap: (activityId: string) => void;
  /** The drill Swap would bring, to preview it first. */
  swapCandidate: (activityId: string) => string | null;
};

const WARM_UP_SUGGESTIONS = 3;
/** A suggested warm-up without its own duration gets 10 minutes. */
const WARM_UP_MINUTES = 10;

/** Step 3: the plan at a glance, by phase, with minutes, order and phase per activity. */
export function ReviewStep({ draft, activities, onChange, onBack, onNext, ageBand, onSwap, swapCandidate }: StepProps) {
  const [detail, setDetail] = useState<Activity | null>(null);
  const total = totalMinutes(draft.selected);
  const items = selectedToPlan(draft.selected, activities?.byId);
  const foci = chosenFoci(draft);
  const chosen = new Set(draft.selected.map((s) => s.id));
  const warmUps = (activities?.warmUps ?? []).filter((a) => !chosen.has(a.id)).slice(0, WARM_UP_SUGGESTIONS);
  return (
    <div className="builder__panel stack">
      <div className="builder-overview">
        <h3 className="builder-overview__title">Session Overview</h3>
        <dl className="builder-overview__list">
          <div>
            <dt>Primary Focus</dt>
            <dd>{primaryFocus(draft.focus1)}</dd>
          </div>
          <div>
            <dt>Secondary Focus</dt>
            <dd>{foci[1] ?? 'None'}</dd>
          </div>
          <div>
            <dt>Tertiary Focus</dt>
            <dd>{foci[2] ?? 'None'}</dd>
          </div>
          <div>
            <dt>Ability Level</dt>
            <dd>{draft.abilityLevel || 'Beginner'}</dd>
          </div>
          {/* Left out when not set: "Not Specified" tells the coach nothing. */}
          {draft.space.trim() ? (
            <div>
              <dt>Space</dt>
              <dd>{draft.space.trim()}</dd>
            </div>
          ) : null}
        </dl>
      </div>

      <PlanNotes title="Notes from the library" hint="These are added to this session's notes when you save." activityIds={draft.selected.map((s) => s.id)} defaultOpen />

      <h3 className="builder__subtitle">Activities ({draft.selected.length})</h3>
      {draft.selected.length === 0 ? (
        <p className="builder__hint meta">No activities in this plan. Go Back to select some.</p>
      ) : (
        <PlanEditor
          items={items}
          activities={activities?.byId}
          headingLevel={4}
          onChange={(next) => onChange({ selected: planToSelected(next) })}
          itemNote={(item, title) => {
            const activity = activities?.byId.get(item.activityId);
            const reason = draft.plan.reasons[item.activityId];
            const candidateId = reason ? swapCandidate(item.activityId) : null;
            return (
              <PlanItemNote
                title={title}
                activity={activity}
                onOpen={setDetail}
                reason={reason}
                warnings={activity ? drillFitWarnings(activity, ageBand) : []}
                swapFor={candidateId ? activities?.byId.get(candidateId) : undefined}
                onSwap={reason ? () => onSwap(item.activityId) : undefined}
              />
            );
          }}
          emptyPhase={(phase) =>
            phase === 'Warm-up' ? (
              <div className="plan-suggest stack gap-2">
                <p className="plan-phase__empty">No warm-up yet. Add a warm-up to get players moving before the main work:</p>
                {warmUps.length ? (
                  <ul className="plan-suggest__list list-bare" aria-label="Add a warm-up">
                    {warmUps.map((a) => (
                      <li key={a.id}>
                        <Button
                          variant="secondary"
                          icon={<PlusIcon />}
                          aria-label={`Add a warm-up: ${a.title}`}
                          onClick={() => onChange({ selected: [{ id: a.id, duration: defaultMinutesFor(a, WARM_UP_MINUTES), phase: 'Warm-up' }, ...draft.selected] })}
                        >
                          {a.title}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {/* Every warm-up in the library, not only the three suggested: the Activities step searched for them. */}
                <Button variant="ghost" className="plan-suggest__all" onClick={() => onChange({ search: WARM_UP, step: 2 })}>
                  Show all warm-ups
                </Button>
              </div>
            ) : (
              <p className="plan-phase__empty">No {phase === 'Main' ? 'main' : 'game'} activities.</p>
            )
          }
        />
      )}
      <p className="builder__total title-lg">
        Total: <strong>{total} minutes</strong>
        {draft.targetMinutes ? ` of the team's usual ${draft.targetMinutes}` : ''}
      </p>
      <div className="builder__actions row">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext}>Continue</Button>
      </div>
      <ActivityDetailDialog activity={detail} open={detail !== null} onClose={() => setDetail(null)} />
    </div>
  );
}
