import {
  datesInRange,
  dayOfWeek,
  newSessionContent,
  sessionChanges,
  type CurrentUser,
  type MutationArgs,
  type MutationName,
  type ScheduleEntry,
  type Session,
  type TrainingTime,
  trainingTimeOf,
  withPlanWeek,
} from '@pitchside/shared';
import { db } from './db';
import { activityFromDevice, activityEditedOnDevice } from './activity-appliers';

/**
 * What each named mutation does to the device's copy, so the UI changes at once,
 * online or not. The server runs the same intent through its domain functions and
 * its answer (the next pull) is the truth; pending mutations are re-applied on top.
 * Rows made here carry version 0 until the server's copy replaces them.
 */
type Context = { user: CurrentUser; now: string };
type Applier<N extends MutationName> = (args: MutationArgs<N>, ctx: Context) => Promise<void>;

const appliers: { [N in MutationName]: Applier<N> } = {
  'session.create': async (args, { user, now }) => {
    const session: Session = {
      ...newSessionContent(args),
      id: args.id,
      organizationId: user.organizationId,
      createdBy: user.id,
      status: null,
      scheduleEntryId: null,
      groupName: null,
      completedAt: null,
      createdAt: now,
      version: 0,
      updatedAt: now,
    };
    await db.sessions.put(session);
  },
  'session.update': async ({ id, patch }, { now }) => {
    const session = await db.sessions.get(id);
    if (!session) return;
    // The server's rules (shared), so the device shows now what the server will keep.
    await db.sessions.update(id, { ...sessionChanges(session, patch, now), updatedAt: now });
  },
  'session.appendNote': async ({ id, note }, { now }) => {
    const session = await db.sessions.get(id);
    if (!session) return;
    const notes = session.notes ? `${session.notes}\n${note}` : note;
    await db.sessions.update(id, { notes, updatedAt: now });
  },
  'session.delete': async ({ id }, { now }) => {
    await db.sessions.delete(id);
    // Entries of a deleted session stay on the schedule as TBD.
    await db.scheduleEntries.where('sessionId').equals(id).modify({ sessionId: null, updatedAt: now });
  },
  'schedule.date': async (args, { user, now }) => {
    const group = await db.coachGroups.get(args.groupId);
    await db.scheduleEntries.put(entry(args.id, args.date, args, group?.name ?? '', user, now));
  },
  'schedule.range': async (args, { user, now }) => {
    const group = await db.coachGroups.get(args.groupId);
    const dates = datesInRange(args.startDate, args.endDate, args.daysOfWeek);
    const rows = dates.flatMap((date, i) => {
      const id = args.ids[i];
      return id ? [entry(id, date, args, group?.name ?? '', user, now)] : [];
    });
    await db.scheduleEntries.bulkPut(rows);
  },
  'scheduleEntry.delete': async ({ id }) => {
    await db.scheduleEntries.delete(id);
  },
  'scheduleEntry.run': async ({ scheduleEntryId, ...content }, ctx) => {
    const scheduled = await db.scheduleEntries.get(scheduleEntryId);
    await appliers['session.create']({ ...content, savedToLibrary: false }, ctx);
    await db.sessions.update(content.id, { scheduleEntryId, groupName: scheduled?.groupName ?? null });
  },
  'scheduleEntry.assign': async ({ id, sessionId }, { now }) => {
    await db.scheduleEntries.update(id, { sessionId, updatedAt: now });
  },
  'scheduleEntry.setTime': async ({ id, startTime, durationMinutes }, { now }) => {
    await db.scheduleEntries.update(id, { startTime, durationMinutes, updatedAt: now });
  },
  'coachGroup.setCoaches': async ({ id, coachIds }, { now }) => {
    await db.coachGroups.update(id, { coachIds, updatedAt: now });
  },
  'coachGroup.setProfile': async ({ id, profile }, { now }) => {
    await db.coachGroups.update(id, { profile, updatedAt: now });
  },
  'coachGroup.setPlanWeek': async ({ id, ...change }, { now }) => {
    const group = await db.coachGroups.get(id);
    if (!group) return;
    await db.coachGroups.update(id, { seasonPlan: withPlanWeek(group.seasonPlan, change), updatedAt: now });
  },
  'player.create': async ({ id, groupId, name, shirtNumber, position }, { user, now }) => {
    await db.players.put({ id, organizationId: user.organizationId, groupId, name, shirtNumber, position, createdAt: now, version: 0, updatedAt: now });
  },
  'player.update': async ({ id, name, shirtNumber, position }, { now }) => {
    await db.players.update(id, { name, shirtNumber, position, updatedAt: now });
  },
  'player.delete': async ({ id }) => {
    await db.players.delete(id);
  },
  'session.attendance': async ({ sessionId, groupId, presentPlayerIds }, { user, now }) => {
    const existing = await db.attendance.get(sessionId);
    await db.attendance.put({
      id: sessionId,
      organizationId: user.organizationId,
      groupId,
      presentPlayerIds,
      takenAt: existing?.takenAt ?? now,
      version: existing?.version ?? 0,
      updatedAt: now,
    });
  },
  'activity.create': async (args, ctx) => {
    await db.activities.put(activityFromDevice(args, ctx));
  },
  'activity.update': async (args, { now }) => {
    const current = await db.activities.get(args.id);
    if (current) await db.activities.put(activityEditedOnDevice(current, args, now));
  },
};

function entry(
  id: string,
  date: string,
  args: { sessionId: string; groupId: string } & Partial<TrainingTime>,
  groupName: string,
  user: CurrentUser,
  now: string,
): ScheduleEntry {
  return {
    id,
    organizationId: user.organizationId,
    date,
    dayOfWeek: dayOfWeek(date),
    groupId: args.groupId,
    groupName,
    sessionId: args.sessionId,
    ...trainingTimeOf(args),
    version: 0,
    updatedAt: now,
  };
}

/** Tables a local applier may write; a mutate transaction must include them all. */
export const mutatedTables = () => [db.sessions, db.scheduleEntries, db.coachGroups, db.players, db.attendance, db.activities];

export async function applyLocally<N extends MutationName>(name: N, args: MutationArgs<N>, ctx: Context): Promise<void> {
  const apply = appliers[name] as Applier<N>;
  await apply(args, ctx);
}
