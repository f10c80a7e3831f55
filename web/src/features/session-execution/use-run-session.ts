import type { Activity, ScheduleEntry, Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';
import { readEarly, useLiveQueryAfterEarly } from '../../data/early-reads';
import { rowMissing, stampedRead, syncedAnswer, useFirstSync } from '../../data/synced-query';

export type RunSessionData =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; session: Session; activities: (Activity | undefined)[]; scheduled: ScheduleEntry | undefined };

type Read = Exclude<RunSessionData, { state: 'loading' }>;

async function readRunSession(sessionId: string): Promise<Read> {
  const session = await db.sessions.get(sessionId);
  if (!session) return { state: 'missing' };
  // Both at once: each read is a round trip to the browser's storage, and this is the wait
  // before the run-through first shows. A run from the schedule shows the day and time it was planned for.
  const [activities, scheduled] = await Promise.all([
    db.activities.bulkGet(session.activityIds),
    session.scheduleEntryId ? db.scheduleEntries.get(session.scheduleEntryId) : undefined,
  ]);
  return { state: 'ready', session, activities, scheduled };
}

const earlyKey = (sessionId: string) => `run:${sessionId}`;

/** Starts the run-through's reads before it renders (the app opens on it). */
export function readRunSessionEarly(sessionId: string): void {
  readEarly(earlyKey(sessionId), () => stampedRead(() => readRunSession(sessionId)));
}

/** A session and its activities (in plan order) from the device's copy; loading while the first sync may still bring it. */
export function useRunSession(sessionId: string): RunSessionData {
  const firstSync = useFirstSync();
  const read = useLiveQueryAfterEarly(earlyKey(sessionId), () => stampedRead(() => readRunSession(sessionId)), [sessionId, firstSync.ended]);
  return syncedAnswer(read, rowMissing, firstSync) ?? { state: 'loading' };
}

export async function finishSession(id: string): Promise<void> {
  await mutate('session.update', { id, patch: { status: 'completed', isActive: false } });
}
