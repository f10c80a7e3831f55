import { useLiveQuery } from 'dexie-react-hooks';
import { copyTitle, uuidv7, type CoachGroup, type Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';
import type { ScheduleRequest } from './schedule-form';

/** Sessions saved to the library, newest first. `undefined` while loading. */
export function useLibrarySessions(): Session[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.sessions.orderBy('createdAt').reverse().toArray();
    return all.filter((s) => s.savedToLibrary);
  }, []);
}

export function useCoachGroups(): CoachGroup[] | undefined {
  return useLiveQuery(() => db.coachGroups.orderBy('name').toArray(), []);
}

/** View Session: a copy to run (not in the library), notes carried over. Answers the copy's id. */
export async function startSessionCopy(session: Session): Promise<string> {
  const id = uuidv7();
  await mutate('session.create', {
    id,
    title: session.title,
    description: session.description,
    focus: session.focus,
    abilityLevel: session.abilityLevel,
    playerCount: session.playerCount,
    duration: session.duration,
    spaceAvailable: session.spaceAvailable,
    activityIds: session.activityIds,
    activityDurations: session.activityDurations,
    activityPhases: session.activityPhases,
    notes: session.notes,
    isActive: true,
    currentActivityIndex: 0,
    savedToLibrary: false,
  });
  return id;
}

/** Duplicate: a new library session with the same plan, named "{title} (copy)". Answers its id. */
export async function duplicateLibrarySession(session: Session): Promise<string> {
  const id = uuidv7();
  await mutate('session.create', {
    id,
    title: copyTitle(session.title),
    description: session.description,
    focus: session.focus,
    abilityLevel: session.abilityLevel,
    playerCount: session.playerCount,
    duration: session.duration,
    spaceAvailable: session.spaceAvailable,
    activityIds: session.activityIds,
    activityDurations: session.activityDurations,
    activityPhases: session.activityPhases,
    notes: session.notes,
    isActive: true,
    currentActivityIndex: 0,
    savedToLibrary: true,
  });
  return id;
}

export async function deleteLibrarySession(id: string): Promise<void> {
  await mutate('session.delete', { id });
}

/** Puts a checked schedule request on the device (and in the outbox); ids are made here so a replay is harmless. */
export async function scheduleLibrarySession(request: ScheduleRequest): Promise<void> {
  if (request.kind === 'single') {
    await mutate('schedule.date', { id: uuidv7(), ...request.args });
    return;
  }
  await mutate('schedule.range', { ...request.args, ids: request.dates.map(() => uuidv7()) });
}
