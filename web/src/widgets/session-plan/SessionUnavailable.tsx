import type { ReactNode } from 'react';
import { NotOnDevice } from '../not-on-device/NotOnDevice';

/** What a session screen shows while the device does not hold the session. */
export function SessionUnavailable({ state, loadingLabel, action }: { state: 'loading' | 'missing'; loadingLabel: string; action: ReactNode }) {
  return (
    <NotOnDevice
      state={state}
      loadingLabel={loadingLabel}
      title="Session not found"
      description="This session may have been deleted, or it has not reached this device yet."
      action={action}
    />
  );
}
