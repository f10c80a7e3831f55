import { addDays, compareIso, scheduleWeekDays, sessionCopyContent, uuidv7, type CoachGroup, type Match, type ScheduleEntry, type Session, type TrainingTime } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';
import { useHiddenIds } from '../../data/hidden-rows';
import { readEarly, useLiveQueryAfterEarly } from '../../data/early-reads';
import { deferredDeletes } from '../../data/deferred-deletes';

/** A day's training entries and, beside them, its fixtures. */
export type ScheduleDay = { date: string; entries: ScheduleEntry[]; matches: Match[] };

export type WeekSchedule = {
  /** Monday to Friday, or to Sunday when the week has a weekend entry. */
  days: ScheduleDay[];
  entryCount: number;
  matchCount: number;
  /** The sessions the entries point at (titles, and what a run copies). */
  sessions: ReadonlyMap<string, Session>;
  /** The latest run of each entry that was run, by entry id. */
  latestRuns: ReadonlyMap<string, Session>;
  /** The entries' groups (their team profiles), by group id. */
  groups: ReadonlyMap<string, CoachGroup>;
};

async function readWeek(monday: string, hidden: ReadonlySet<string>): Promise<WeekSchedule> {
  const sunday = addDays(monday, 6);
  const [all, matches] = await Promise.all([
    db.scheduleEntries.where('date').between(monday, sunday, true, true).toArray(),
    db.matches.where('date').between(monday, sunday, true, true).toArray(),
  ]);
  const entries = all.filter((e) => !hidden.has(e.id));
  const sessionIds = [...new Set(entries.flatMap((e) => (e.sessionId ? [e.sessionId] : [])))];
  // Side by side: the week shows after both, on the home's first load.
  const [found, runs, groupRows] = await Promise.all([
    db.sessions.bulkGet(sessionIds),
    db.sessions.where('scheduleEntryId').anyOf(entries.map((e) => e.id)).toArray(),
    db.coachGroups.bulkGet([...new Set([...entries, ...matches].map((e) => e.groupId))]),
  ]);
  const sessions = new Map(found.flatMap((s) => (s ? [[s.id, s] as const] : [])));
  const groups = new Map(groupRows.flatMap((g) => (g ? [[g.id, g] as const] : [])));
  const latestRuns = new Map<string, Session>();
  for (const run of runs.sort((a, b) => compareIso(a.createdAt, b.createdAt))) latestRuns.set(run.scheduleEntryId!, run);
  const days = scheduleWeekDays(
    monday,
    [...entries, ...matches].map((e) => e.date),
  ).map((date) => ({
    date,
    entries: entries
      .filter((e) => e.date === date)
      .sort(byTimeThenGroup),
    matches: matches.filter((m) => m.date === date).sort(byKickOff),
  }));
  return { days, entryCount: entries.length, matchCount: matches.length, sessions, latestRuns, groups };
}

const weekKey = (monday: string) => `week:${monday}`;
const SYNCED_FOR_KEY = 'synced-for';

/** Starts the reads of this week's schedule before the home renders (the app opens on it). */
export function readWeekEarly(monday: string): void {
  readEarly(weekKey(monday), () => readWeek(monday, new Set()));
  readEarly(SYNCED_FOR_KEY, readSyncedFor);
}

/** One week of the schedule from the device's copy, less entries being deleted. `undefined` while loading. */
export function useWeekSchedule(monday: string): WeekSchedule | undefined {
  const hidden = useHiddenIds();
  return useLiveQueryAfterEarly(weekKey(monday), () => readWeek(monday, hidden), [monday, hidden]);
}

/** Timed entries in the order they train, then the day-only ones; then by group. */
function byTimeThenGroup(a: ScheduleEntry, b: ScheduleEntry): number {
  const time = (e: ScheduleEntry) => e.startTime ?? '99:99';
  return compareIso(time(a), time(b)) || a.groupName.localeCompare(b.groupName) || compareIso(a.id, b.id);
}

function byKickOff(a: Match, b: Match): number {
  return compareIso(a.kickOff ?? '99:99', b.kickOff ?? '99:99') || compareIso(a.id, b.id);
}

/** Whether the synced tables already hold this user's data from an earlier sync. */
export function useEverSynced(userId: string | undefined): boolean | undefined {
  const syncedFor = useLiveQueryAfterEarly(SYNCED_FOR_KEY, readSyncedFor, []);
  return syncedFor === undefined ? undefined : syncedFor === userId;
}

/** Whose data the synced tables hold; null when nobody's yet. */
async function readSyncedFor(): Promise<string | null> {
  const row = await db.meta.get('syncedFor');
  return row?.key === 'syncedFor' ? row.value : null;
}

/**
 * Runs the entry's session as a copy made on the device (so it works offline), never the
 * library session itself. Answers the copy's id.
 */
export async function runScheduleEntry(entry: ScheduleEntry, session: Session): Promise<string> {
  const id = uuidv7();
  await mutate('scheduleEntry.run', { id, scheduleEntryId: entry.id, ...sessionCopyContent(session) });
  return id;
}

export async function setScheduleEntryTime(entryId: string, time: TrainingTime): Promise<void> {
  await mutate('scheduleEntry.setTime', { id: entryId, ...time });
}

export async function assignScheduleEntry(entryId: string, sessionId: string): Promise<void> {
  await mutate('scheduleEntry.assign', { id: entryId, sessionId });
}

const entryDeletes = deferredDeletes('scheduleEntry.delete');
/** Hides the entry now; the delete is queued once the undo window closes. */
export const deleteScheduleEntry = entryDeletes.remove;
export const undoDeleteScheduleEntry = entryDeletes.undo;
