import { ButtonLink } from '../../ui';
import { NotOnDevice } from './NotOnDevice';

/** What a coach group's screen (players, matches) shows while the device does not hold the group. */
export function GroupUnavailable({ state, loadingLabel }: { state: 'loading' | 'missing'; loadingLabel: string }) {
  return (
    <NotOnDevice
      state={state}
      loadingLabel={loadingLabel}
      title="Coach group not found"
      description="This group may have been deleted, or it has not reached this device yet."
      action={<ButtonLink to="/">Return Home</ButtonLink>}
    />
  );
}
