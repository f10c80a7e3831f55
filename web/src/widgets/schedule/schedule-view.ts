import { addDays, localIsoDate } from '@pitchside/shared';

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

/**
 * What tapping a schedule entry does: run its session (as a copy), go back to a run still
 * going, review a finished run (view it or run again), or choose a session for a TBD entry.
 */
export type EntryTap = 'run' | 'resume' | 'review' | 'assign' | 'none';

export function entryTap({
  hasSession,
  latestRun,
  mayAssign,
}: {
  hasSession: boolean;
  latestRun: { status: 'completed' | null } | undefined;
  mayAssign: boolean;
}): EntryTap {
  if (latestRun) return latestRun.status === 'completed' ? 'review' : 'resume';
  if (hasSession) return 'run';
  return mayAssign ? 'assign' : 'none';
}

/**
 * When a run happened, as the entry shows it: the time on the entry's own day
 * ('14:05'), else with the date ('Nov 22, 14:05'), in the device's time zone.
 */
export function formatRunTime(at: string, entryDate: string, locale?: string): string {
  const moment = new Date(at);
  const time = moment.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (localIsoDate(moment) === entryDate) return time;
  return `${moment.toLocaleDateString(locale, { month: 'short', day: 'numeric' })}, ${time}`;
}

/**
 * Where an entry stands against today, said in words on the entry (not by colour alone): a run
 * finished or still going, a past day with no run ('missed'), today's, or one still to come.
 */
export type EntryStatus = 'completed' | 'in-progress' | 'missed' | 'today' | 'upcoming';

export function entryStatus({
  date,
  today,
  latestRun,
}: {
  date: string;
  today: string;
  latestRun: { status: 'completed' | null } | undefined;
}): EntryStatus {
  if (latestRun) return latestRun.status === 'completed' ? 'completed' : 'in-progress';
  if (date < today) return 'missed';
  return date === today ? 'today' : 'upcoming';
}
