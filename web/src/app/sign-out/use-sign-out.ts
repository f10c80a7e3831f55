import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../data/session';
import { useSyncStatus } from '../../data/sync-status';
import { countWaitingChanges, discardWaitingChanges, sendWaitingChanges } from '../../data/waiting-changes';

export type SignOutStep = 'ask' | 'sending' | 'confirm-discard' | 'discarding' | 'leaving';
export type SendProblem = 'offline' | 'failed' | null;

/**
 * Sign-out with changes still waiting: count them (live: a sync in the background may send
 * them meanwhile), send them and wait for the answer, or discard them after a second confirm.
 * Whichever way, the sign-out itself removes everything of the user from the device.
 */
export function useSignOut(onCancel: () => void) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const online = useSyncStatus((s) => s.online);
  const navigate = useNavigate();
  const [step, setStep] = useState<SignOutStep>('ask');
  const [problem, setProblem] = useState<SendProblem>(null);
  const waiting = useLiveQuery(() => (user ? countWaitingChanges(user.id) : 0), [user?.id]);

  const leave = async () => {
    setStep('leaving');
    await logout();
    navigate('/', { replace: true });
  };

  const send = async () => {
    if (!user) return;
    setStep('sending');
    setProblem(null);
    const outcome = await sendWaitingChanges(user.id);
    if (outcome === 'sent') return leave();
    setProblem(outcome);
    setStep('ask');
  };

  const discard = async () => {
    if (!user) return;
    setStep('discarding');
    await discardWaitingChanges(user.id);
    await leave();
  };

  return {
    /** undefined while counting. */
    waiting,
    online,
    step,
    problem,
    send,
    leave,
    askDiscard: () => setStep('confirm-discard'),
    discard,
    cancel: onCancel,
  };
}
