import { useLiveQuery } from 'dexie-react-hooks';
import type { Activity, ScheduleEntry, Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';

export type RunSessionData =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; session: Session; activities: (Activity | undefined)[]; scheduled: ScheduleEntry | undefined };

/** A session and its activities (in plan order) from the device's copy. */
export function useRunSession(sessionId: string): RunSessionData {
  const data = useLiveQuery(async () => {
    const session = await db.sessions.get(sessionId);
    if (!session) return { state: 'missing' } as const;
    // Both at once: each read is a round trip to the browser's storage, and this is the wait
    // before the run-through first shows. A run from the schedule shows the day and time it was planned for.
    const [activities, scheduled] = await Promise.all([
      db.activities.bulkGet(session.activityIds),
      session.scheduleEntryId ? db.scheduleEntries.get(session.scheduleEntryId) : undefined,
    ]);
    return { state: 'ready', session, activities, scheduled } as const;
  }, [sessionId]);
  return data ?? { state: 'loading' };
}

export async function finishSession(id: string): Promise<void> {
  await mutate('session.update', { id, patch: { status: 'completed', isActive: false } });
}
