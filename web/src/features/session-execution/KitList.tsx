import { sessionKitList, type Activity, type TeamProfile } from '@pitchside/shared';
import { GroupKit } from '@pitchside/pitch-card';
import { equipmentText } from '@pitchside/pitch-card';
import './KitList.css';

/**
 * What to bring for the whole session: each item once, at the largest quantity any of its
 * activities needs. Collapsed by default (native details: keyboard and screen-reader ready).
 */
export function KitList({ activities, group }: { activities: readonly (Activity | undefined)[]; group?: TeamProfile }) {
  const kit = sessionKitList(activities.map((a) => a?.profile));
  const missing = activities.filter((a) => a && !a.profile?.equipment).length;
  return (
    <details className="run-kit pitch-card-fold">
      <summary className="run-kit__summary pitch-card-fold__summary">Kit list ({kit.length})</summary>
      {kit.length > 0 ? (
        <ul className="run-kit__items">
          {kit.map((e) => (
            <li key={e.item}>{equipmentText(e)}</li>
          ))}
        </ul>
      ) : (
        <p className="run-kit__note">None of these activities lists its equipment.</p>
      )}
      <GroupKit profile={group} className="run-kit__items run-kit__group" />
      {kit.length > 0 && missing > 0 ? (
        <p className="run-kit__note">
          {missing === 1 ? '1 activity does' : `${missing} activities do`} not list equipment; check their setup.
        </p>
      ) : null}
    </details>
  );
}
