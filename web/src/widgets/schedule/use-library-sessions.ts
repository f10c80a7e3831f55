import { useLiveQuery } from 'dexie-react-hooks';
import { copyTitle, dayNames, formatDayHeading, sessionCopyContent, usualTrainingDays, uuidv7, type CoachGroup, type DayName, type Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { useSyncedQuery } from '../../data/synced-query';
import { mutate } from '../../data/mutate';
import { useHiddenIds, withoutHidden } from '../../data/hidden-rows';
import { teamProfileOf } from '../age-appropriate/team-profile-of';
import { groupForSession, type ScheduleRequest } from './schedule-form';
import { deferredDeletes } from '../../data/deferred-deletes';

export { UNDO_WINDOW_MS } from '../../data/hidden-rows';

/**
 * Sessions saved to the library, newest first, less those being deleted. `undefined` while
 * loading, and while an empty copy may still be filled by the first sync.
 */
export function useLibrarySessions(): Session[] | undefined {
  const hidden = useHiddenIds();
  const sessions = useSyncedQuery(
    async () => {
      const all = await db.sessions.orderBy('createdAt').reverse().toArray();
      return all.filter((s) => s.savedToLibrary);
    },
    (saved) => saved.length === 0,
  );
  return withoutHidden(sessions, hidden);
}

/** How many scheduled trainings a delete warning names before summing up the rest. */
const LISTED_ENTRIES = 5;

/**
 * Where a library session is on the schedule, from the device's copy (so it answers offline):
 * 'Wednesday, November 26 (Academy)', in date order; null when it is not scheduled.
 */
export async function scheduledOn(sessionId: string): Promise<string | null> {
  const entries = (await db.scheduleEntries.where('sessionId').equals(sessionId).toArray()).sort(
    (a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
  );
  if (entries.length === 0) return null;
  const named = entries.slice(0, LISTED_ENTRIES).map((e) => `${formatDayHeading(e.date)}${e.groupName ? ` (${e.groupName})` : ''}`);
  const more = entries.length - named.length;
  return more > 0 ? `${named.join('; ')} and ${more} more` : named.join('; ');
}

export function useCoachGroups(): CoachGroup[] | undefined {
  return useLiveQuery(() => db.coachGroups.orderBy('name').toArray(), []);
}

/**
 * The weekdays a group trains on: its team profile's usual days, else the days of its schedule
 * (with no group chosen, the club's). `undefined` while loading.
 */
export function useTrainingDays(groupId: string): DayName[] | undefined {
  return useLiveQuery(async () => {
    const usual = groupId ? usualTrainingDays(teamProfileOf(await db.coachGroups.get(groupId))) : [];
    if (usual.length) return dayNames.filter((d) => usual.includes(d));
    const entries = groupId ? await db.scheduleEntries.where('groupId').equals(groupId).toArray() : await db.scheduleEntries.toArray();
    const days = new Set(entries.map((e) => e.dayOfWeek));
    return dayNames.filter((d) => days.has(d));
  }, [groupId]);
}

/** The group a session is for (groupForSession), read from the device; '' when none is known, `undefined` while loading. */
export function useSessionGroup(session: Session | null): string | undefined {
  return useLiveQuery(async () => {
    if (!session) return '';
    const [entries, groups] = await Promise.all([db.scheduleEntries.where('sessionId').equals(session.id).toArray(), db.coachGroups.toArray()]);
    return groupForSession(session, entries, groups);
  }, [session]);
}

/** View Session: a copy to run (not in the library), notes carried over. Answers the copy's id. */
export async function startSessionCopy(session: Session): Promise<string> {
  const id = uuidv7();
  await mutate('session.create', { id, ...sessionCopyContent(session), savedToLibrary: false });
  return id;
}

/** Duplicate: a new library session with the same plan, named "{title} (copy)". Answers its id. */
export async function duplicateLibrarySession(session: Session): Promise<string> {
  const id = uuidv7();
  await mutate('session.create', { id, ...sessionCopyContent(session), title: copyTitle(session.title), savedToLibrary: true });
  return id;
}

const sessionDeletes = deferredDeletes('session.delete');
/** Hides the session now; the delete is queued once the undo window closes. */
export const deleteLibrarySession = sessionDeletes.remove;
export const undoDeleteLibrarySession = sessionDeletes.undo;

/** Puts a checked schedule request on the device (and in the outbox); ids are made here so a replay is harmless. */
export async function scheduleLibrarySession(request: ScheduleRequest): Promise<void> {
  if (request.kind === 'single') {
    await mutate('schedule.date', { id: uuidv7(), ...request.args });
    return;
  }
  await mutate('schedule.range', { ...request.args, ids: request.dates.map(() => uuidv7()) });
}
