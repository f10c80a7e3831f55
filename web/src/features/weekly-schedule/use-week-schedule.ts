import { useLiveQuery } from 'dexie-react-hooks';
import { addDays, workWeek, type ScheduleEntry } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';

export type ScheduleDay = { date: string; entries: ScheduleEntry[] };

/** Monday to Friday of the week starting `monday`, from the device's copy. `undefined` while loading. */
export function useWeekSchedule(monday: string): ScheduleDay[] | undefined {
  return useLiveQuery(async () => {
    const entries = await db.scheduleEntries.where('date').between(monday, addDays(monday, 4), true, true).toArray();
    return workWeek(monday).map((date) => ({
      date,
      entries: entries
        .filter((e) => e.date === date)
        .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.id.localeCompare(b.id)),
    }));
  }, [monday]);
}

export async function deleteScheduleEntry(id: string): Promise<void> {
  await mutate('scheduleEntry.delete', { id });
}
