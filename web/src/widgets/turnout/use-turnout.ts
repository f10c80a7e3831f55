import { useCallback, useEffect, useState } from 'react';
import { adaptToTurnout, drillShapeOf, type Activity, type Turnout, type TurnoutPlan } from '@pitchside/shared';
import { deviceStorage } from '../../data/device-store';
import { useSession } from '../../data/session';
import { mutate } from '../../data/mutate';
import { acceptedNote, undoneNote } from './turnout-note';
import { decisionFor, loadRunTurnout, saveRunTurnout, withDecision, type Decision, type RunTurnout } from './turnout-store';

export type ActivityTurnout = {
  /** Null when the drill has no player numbers or area to adapt from. */
  plan: TurnoutPlan | null;
  decision: Decision | null;
};

export type TurnoutApi = {
  turnout: Turnout | null;
  setTurnout: (turnout: Turnout) => void;
  forActivity: (key: string, activity: Activity) => ActivityTurnout;
  /** Records the adaptation in the session notes (synced), then remembers the choice. */
  accept: (key: string, activity: Activity) => Promise<void>;
  undo: (key: string, activity: Activity) => Promise<void>;
  /** Activities of the run whose adaptation waits for the coach's Accept or Undo. */
  pending: (entries: RunActivity[]) => RunActivity[];
  acceptAll: (entries: RunActivity[]) => Promise<void>;
};

export type RunActivity = { key: string; activity: Activity };

export function planFor(activity: Activity, turnout: Turnout | null): TurnoutPlan | null {
  const shape = drillShapeOf(activity);
  return shape && turnout ? adaptToTurnout(shape, turnout) : null;
}

/** The run's turnout and per-activity decisions, on this device (survives a reload, works offline). */
export function useTurnout(sessionId: string): TurnoutApi {
  const userId = useSession((s) => s.user?.id ?? '');
  const [run, setRun] = useState<RunTurnout>(() => loadRunTurnout(deviceStorage('local'), userId, sessionId));

  useEffect(() => {
    saveRunTurnout(deviceStorage('local'), userId, sessionId, run, Date.now());
  }, [userId, sessionId, run]);

  const setTurnout = useCallback((turnout: Turnout) => setRun((r) => ({ ...r, turnout })), []);

  const forActivity = useCallback(
    (key: string, activity: Activity): ActivityTurnout => ({ plan: planFor(activity, run.turnout), decision: decisionFor(run, key) }),
    [run],
  );

  const accept = useCallback(
    async (key: string, activity: Activity) => {
      const plan = planFor(activity, run.turnout);
      if (!plan || plan.changes.length === 0 || decisionFor(run, key) === 'accepted') return;
      await mutate('session.appendNote', { id: sessionId, note: acceptedNote(activity.title, plan) });
      setRun((r) => withDecision(r, key, 'accepted'));
    },
    [run, sessionId],
  );

  const undo = useCallback(
    async (key: string, activity: Activity) => {
      const plan = planFor(activity, run.turnout);
      if (!plan) return;
      if (decisionFor(run, key) === 'accepted') await mutate('session.appendNote', { id: sessionId, note: undoneNote(activity.title, plan) });
      setRun((r) => withDecision(r, key, 'undone'));
    },
    [run, sessionId],
  );

  const pending = useCallback(
    (entries: RunActivity[]) =>
      entries.filter(({ key, activity }) => (planFor(activity, run.turnout)?.changes.length ?? 0) > 0 && decisionFor(run, key) === null),
    [run],
  );

  const acceptAll = useCallback(
    async (entries: RunActivity[]) => {
      // One note per activity, in plan order, each through the outbox like any other change.
      for (const { key, activity } of pending(entries)) {
        const plan = planFor(activity, run.turnout);
        if (!plan) continue;
        await mutate('session.appendNote', { id: sessionId, note: acceptedNote(activity.title, plan) });
        setRun((r) => withDecision(r, key, 'accepted'));
      }
    },
    [pending, run.turnout, sessionId],
  );

  return { turnout: run.turnout, setTurnout, forActivity, accept, undo, pending, acceptAll };
}
