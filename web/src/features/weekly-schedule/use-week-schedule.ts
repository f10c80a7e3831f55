import { useLiveQuery } from 'dexie-react-hooks';
import { addDays, workWeek, type ScheduleEntry } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';

export type ScheduleDay = { date: string; entries: ScheduleEntry[] };

export type WeekSchedule = {
  days: ScheduleDay[];
  entryCount: number;
  /** Titles of the sessions the entries point at, for the entry buttons. */
  sessionTitles: ReadonlyMap<string, string>;
};

/** Monday to Friday of the week starting `monday`, from the device's copy. `undefined` while loading. */
export function useWeekSchedule(monday: string): WeekSchedule | undefined {
  return useLiveQuery(async () => {
    const entries = await db.scheduleEntries.where('date').between(monday, addDays(monday, 4), true, true).toArray();
    const sessionIds = [...new Set(entries.flatMap((e) => (e.sessionId ? [e.sessionId] : [])))];
    const sessions = await db.sessions.bulkGet(sessionIds);
    const sessionTitles = new Map(sessions.flatMap((s) => (s ? [[s.id, s.title] as const] : [])));
    const days = workWeek(monday).map((date) => ({
      date,
      entries: entries
        .filter((e) => e.date === date)
        .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.id.localeCompare(b.id)),
    }));
    return { days, entryCount: days.reduce((n, d) => n + d.entries.length, 0), sessionTitles };
  }, [monday]);
}

/** Whether the synced tables already hold this user's data from an earlier sync. */
export function useEverSynced(userId: string | undefined): boolean | undefined {
  return useLiveQuery(async () => {
    const row = await db.meta.get('syncedFor');
    return row !== undefined && row.value === userId;
  }, [userId]);
}

export async function deleteScheduleEntry(id: string): Promise<void> {
  await mutate('scheduleEntry.delete', { id });
}
