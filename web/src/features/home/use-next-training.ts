import { compareIso, localIsoDate, type Attendance, type ScheduleEntry, type Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { useHiddenIds } from '../../data/hidden-rows';
import { readEarly, useLiveQueryAfterEarly } from '../../data/early-reads';

export type NextTraining = {
  entry: ScheduleEntry;
  /** The library session it runs; undefined for a TBD entry. */
  session: Session | undefined;
  /** The entry's latest run, when one was started. */
  run: Session | undefined;
  /** Players on the group's roster. */
  rosterSize: number;
  /** The run's register, once taken. */
  register: Attendance | undefined;
};

const byTime = (a: ScheduleEntry, b: ScheduleEntry) =>
  compareIso(a.startTime ?? '99:99', b.startTime ?? '99:99') || a.groupName.localeCompare(b.groupName);

/** The first day from `from` on with an entry, if any. */
async function nextDay(from: string, inclusive: boolean): Promise<string | undefined> {
  const dates = db.scheduleEntries.where('date');
  return (await (inclusive ? dates.aboveOrEqual(from) : dates.above(from)).first())?.date;
}

/**
 * Reads the coming entries day by day, each day's in time order: the next training is nearly
 * always on the first day, and a season of weekly trainings is hundreds of entries to read and sort.
 */
export async function readNextTraining(hidden: ReadonlySet<string>): Promise<NextTraining | null> {
  for (let date = await nextDay(localIsoDate(), true); date !== undefined; date = await nextDay(date, false)) {
    const day = (await db.scheduleEntries.where('date').equals(date).toArray()).filter((e) => !hidden.has(e.id)).sort(byTime);
    const found = await firstUnfinished(day);
    if (found) return found;
  }
  return null;
}

async function firstUnfinished(entries: readonly ScheduleEntry[]): Promise<NextTraining | null> {
  for (const entry of entries) {
    // Read side by side (each read is a round trip to storage, before the home's first card);
    // a finished entry's session and roster are read for nothing, which is cheaper than waiting.
    const [runs, session, rosterSize] = await Promise.all([
      db.sessions.where('scheduleEntryId').equals(entry.id).sortBy('createdAt'),
      entry.sessionId ? db.sessions.get(entry.sessionId) : undefined,
      db.players.where('groupId').equals(entry.groupId).count(),
    ]);
    const run = runs.at(-1);
    if (run?.status === 'completed') continue;
    const register = run ? await db.attendance.get(run.id) : undefined;
    return { entry, session, run, rosterSize, register };
  }
  return null;
}

const EARLY_KEY = 'next-training';

/** Starts the home's first read before it renders (the app opens on the home); nothing is hidden yet. */
export function readNextTrainingEarly(): void {
  readEarly(EARLY_KEY, () => readNextTraining(new Set()));
}

/**
 * The training a coach opens the app for: the first entry from today on that is not finished
 * yet, read from the device's copy so it shows at once and offline. Null when none is coming,
 * undefined while loading.
 */
export function useNextTraining(): NextTraining | null | undefined {
  const hidden = useHiddenIds();
  return useLiveQueryAfterEarly(EARLY_KEY, () => readNextTraining(hidden), [hidden]);
}
