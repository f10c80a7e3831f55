import { addDays } from '@pitchside/shared';

/** What the schedule card shows for one week. */
export type ScheduleViewState = 'loading' | 'empty-week' | 'days';

export type ScheduleViewInput = {
  /** Entries of the shown week; undefined while the device's store is still being read. */
  entryCount: number | undefined;
  /** The synced tables hold this user's data from an earlier sync (survives reloads). */
  everSynced: boolean;
  /** A sync finished since the app started. */
  syncedThisRun: boolean;
  online: boolean;
};

/**
 * 'Loading schedule...' only while there is truly nothing to show yet: the store is being
 * read, or it is empty because the first sync has not come back. Offline, waiting would be
 * forever, so the empty text shows instead.
 */
export function scheduleViewState({ entryCount, everSynced, syncedThisRun, online }: ScheduleViewInput): ScheduleViewState {
  if (entryCount === undefined) return 'loading';
  if (entryCount > 0) return 'days';
  if (!everSynced && !syncedThisRun && online) return 'loading';
  return 'empty-week';
}

/** The Monday `weeks` weeks before (negative) or after `monday`. */
export function shiftWeek(monday: string, weeks: number): string {
  return addDays(monday, 7 * weeks);
}
