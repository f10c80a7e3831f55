import { useLiveQuery } from 'dexie-react-hooks';
import type { Activity, Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';

export type RunSessionData =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; session: Session; activities: (Activity | undefined)[] };

/** A session and its activities (in plan order) from the device's copy. */
export function useRunSession(sessionId: string): RunSessionData {
  const data = useLiveQuery(async () => {
    const session = await db.sessions.get(sessionId);
    if (!session) return { state: 'missing' } as const;
    const activities = await db.activities.bulkGet(session.activityIds);
    return { state: 'ready', session, activities } as const;
  }, [sessionId]);
  return data ?? { state: 'loading' };
}

export async function finishSession(id: string): Promise<void> {
  await mutate('session.update', { id, patch: { status: 'completed', isActive: false } });
}

export async function recordAdaptation(id: string, note: string): Promise<void> {
  await mutate('session.appendNote', { id, note });
}
