import { useId, useMemo, useState } from 'react';
import { playerNumberOptions, type Activity } from '@pitchside/shared';
import { Button, TextList } from '../../ui';
import { GroupPlanList, PlayerGroupInputs, usePlayerGroupInputs } from '../adaptations/GroupPlans';

/** Player Number Options: options that fit this many players in one or two groups. */
export function PlayerNumberOptionsPanel({ activity }: { activity: Pick<Activity, 'diagram' | 'playerNumberAdaptations'> }) {
  const inputs = usePlayerGroupInputs();
  const [shown, setShown] = useState(false);
  const regionId = useId();
  const headingId = useId();
  const options = useMemo(
    () => (shown ? playerNumberOptions(inputs.players, inputs.groups, activity) : null),
    [shown, inputs.players, inputs.groups, activity],
  );

  return (
    <section className="detail-panel box box--tight" aria-labelledby={headingId}>
      <h3 id={headingId} className="detail-section__title">
        Player Number Options
      </h3>
      <PlayerGroupInputs {...inputs} />
      <div className="row" style={{ marginTop: 'var(--space-3)' }}>
        <Button variant="secondary" aria-expanded={shown} aria-controls={regionId} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide Options' : 'Generate Options'}
        </Button>
      </div>
      <div id={regionId} hidden={!shown}>
        {options ? (
          <div className="stack" style={{ marginTop: 'var(--space-4)' }}>
            <h4 className="detail-options__heading title-lg">{options.heading}</h4>
            <GroupPlanList plans={options.groupPlans} headingLevel={4} />
            {options.activityTips.length > 0 ? (
              <div className="group-plan box box--tight">
                <h4 className="group-plan__title row gap-2">From this activity</h4>
                <TextList items={options.activityTips} className="group-plan__options" />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
