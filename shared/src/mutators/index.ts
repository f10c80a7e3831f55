import { dayOfWeek, datesInRange } from '../schedule/week';
import { newSessionContent, sessionChanges } from '../sessions/session-rules';
import { trainingTimeOf } from '../schedule/training-time';
import type { TrainingTime } from '../schedule/training-time-schema';
import { withPlanWeek } from '../schedule/season-weeks';
import { subCategoryNameOf } from '../drills/category-filing';
import type { Activity, ScheduleEntry, Session, SyncedRow } from '../entities';
import type { ActivityInput } from '../api';
import type { Diagram } from '../diagram';
import type { MutationArgs, MutationName } from '../sync/mutations';
import type { SyncedTableName } from '../sync/registry';

/**
 * What a mutator may do to the synced rows: read, put and delete one row by table and id,
 * and find rows by one indexed column. The device runs mutators over its Dexie copy
 * (web/src/data/mutate.ts); tests run them over rows in memory.
 */
export type MutatorTx = {
  get<T extends SyncedTableName>(table: T, id: string): Promise<SyncedRow<T> | undefined>;
  put<T extends SyncedTableName>(table: T, row: SyncedRow<T>): Promise<void>;
  delete(table: SyncedTableName, id: string): Promise<void>;
  /** The rows whose `column` (an index of the table in the registry) equals `value`. */
  where<T extends SyncedTableName>(table: T, column: keyof SyncedRow<T> & string, value: string): Promise<SyncedRow<T>[]>;
};

/** Who made the change and when (the device's clock); the server stamps its own. */
export type MutatorContext = {
  user: { id: string; organizationId: string; role: string };
  now: string;
};

/** Changes `id`'s row, when the device has it. */
async function update<T extends SyncedTableName>(tx: MutatorTx, table: T, id: string, change: (row: SyncedRow<T>) => Partial<SyncedRow<T>>): Promise<void> {
  const row = await tx.get(table, id);
  if (row) await tx.put(table, { ...row, ...change(row) });
}

/**
 * What each named mutation does to the synced rows, written once: the device runs it on its
 * copy so the UI changes at once, online or not, and the server's answer (the next pull) is
 * the truth, with pending mutations applied again on top. Rows made here carry version 0
 * until the server's copy replaces them. The server's domain functions enforce the same
 * effect with its permission checks; sync-server/src/sync/mutators.test.ts runs both over
 * generated inputs and compares the rows.
 */
export type Mutator<N extends MutationName> = (tx: MutatorTx, args: MutationArgs<N>, ctx: MutatorContext) => Promise<void>;

function newSession(args: MutationArgs<'session.create'>, { user, now }: MutatorContext): Session {
  // The content spreads last: fields listed after a spread make V8 build the object property by property, many times slower.
  return {
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
    ...newSessionContent(args),
  };
}

/** The group a session is planned for, when the club has it; the server keeps the same (a group gone is dropped). */
async function knownGroup(tx: MutatorTx, groupId: string | null): Promise<string | null> {
  return groupId && (await tx.get('coachGroups', groupId)) ? groupId : null;
}

function entry(id: string, date: string, args: { sessionId: string; groupId: string } & Partial<TrainingTime>, groupName: string, ctx: MutatorContext): ScheduleEntry {
  return {
    id,
    organizationId: ctx.user.organizationId,
    date,
    dayOfWeek: dayOfWeek(date),
    groupId: args.groupId,
    groupName,
    sessionId: args.sessionId,
    version: 0,
    updatedAt: ctx.now,
    ...trainingTimeOf(args),
  };
}

/** What an activity is made or edited with: the form, and the drawn diagram and uploaded picture where given. */
type ActivityMaking = { diagram?: Diagram | null; diagramUrl?: string | null };

/**
 * A new activity, on either side: a super admin's belongs to the provider's library (no club),
 * everyone else's to their club; its sub-category follows from its category.
 */
export function newActivity(id: string, input: ActivityInput, making: ActivityMaking, { user, now }: MutatorContext): Activity {
  return {
    ...input,
    id,
    subCategoryName: subCategoryNameOf(input.category),
    diagram: making.diagram ?? null,
    diagramUrl: making.diagramUrl ?? null,
    organizationId: user.role === 'admin' ? null : user.organizationId,
    createdBy: user.id,
    createdAt: now,
    version: 0,
    updatedAt: now,
  };
}

/** An activity with its form replaced; a diagram or picture left undefined is kept, null removes it. */
export function editedActivity(current: Activity, input: ActivityInput, making: ActivityMaking, now: string): Activity {
  return {
    ...current,
    ...input,
    subCategoryName: subCategoryNameOf(input.category),
    diagram: making.diagram === undefined ? current.diagram : making.diagram,
    diagramUrl: making.diagramUrl === undefined ? current.diagramUrl : making.diagramUrl,
    updatedAt: now,
  };
}

export const mutators: { [N in MutationName]: Mutator<N> } = {
  'session.create': async (tx, args, ctx) => {
    await tx.put('sessions', newSession({ ...args, groupId: await knownGroup(tx, args.groupId ?? null) }, ctx));
  },
  'session.update': async (tx, { id, patch }, { now }) => {
    // The server's rules (shared), so the device shows now what the server will keep.
    await update(tx, 'sessions', id, (session) => ({ ...sessionChanges(session, patch, now), updatedAt: now }));
  },
  'session.appendNote': async (tx, { id, note }, { now }) => {
    await update(tx, 'sessions', id, (session) => ({ notes: session.notes ? `${session.notes}\n${note}` : note, updatedAt: now }));
  },
  'session.delete': async (tx, { id }, { now }) => {
    // Entries of a deleted session stay on the schedule as TBD (cleared first: the server's
    // database clears their link itself when the session goes, and would hide them).
    for (const scheduled of await tx.where('scheduleEntries', 'sessionId', id)) {
      await tx.put('scheduleEntries', { ...scheduled, sessionId: null, updatedAt: now });
    }
    await tx.delete('sessions', id);
  },
  'schedule.date': async (tx, args, ctx) => {
    const group = await tx.get('coachGroups', args.groupId);
    await tx.put('scheduleEntries', entry(args.id, args.date, args, group?.name ?? '', ctx));
  },
  'schedule.range': async (tx, args, ctx) => {
    const group = await tx.get('coachGroups', args.groupId);
    const dates = datesInRange(args.startDate, args.endDate, args.daysOfWeek);
    for (const [i, date] of dates.entries()) {
      const id = args.ids[i];
      if (id) await tx.put('scheduleEntries', entry(id, date, args, group?.name ?? '', ctx));
    }
  },
  'scheduleEntry.delete': async (tx, { id }) => {
    await tx.delete('scheduleEntries', id);
  },
  'scheduleEntry.run': async (tx, { scheduleEntryId, ...content }, ctx) => {
    const scheduled = await tx.get('scheduleEntries', scheduleEntryId);
    // The copy is for the entry's group, whichever group the library session was planned for.
    await tx.put('sessions', { ...newSession({ ...content, savedToLibrary: false }, ctx), scheduleEntryId, groupName: scheduled?.groupName ?? null, groupId: scheduled?.groupId ?? null });
  },
  'scheduleEntry.assign': async (tx, { id, sessionId }, { now }) => {
    await update(tx, 'scheduleEntries', id, () => ({ sessionId, updatedAt: now }));
  },
  'scheduleEntry.setTime': async (tx, { id, startTime, durationMinutes }, { now }) => {
    await update(tx, 'scheduleEntries', id, () => ({ startTime, durationMinutes, updatedAt: now }));
  },
  'coachGroup.setCoaches': async (tx, { id, coachIds }, { now }) => {
    await update(tx, 'coachGroups', id, () => ({ coachIds, updatedAt: now }));
  },
  'coachGroup.setProfile': async (tx, { id, profile }, { now }) => {
    await update(tx, 'coachGroups', id, () => ({ profile, updatedAt: now }));
  },
  'coachGroup.setPlanWeek': async (tx, { id, ...change }, { now }) => {
    await update(tx, 'coachGroups', id, (group) => ({ seasonPlan: withPlanWeek(group.seasonPlan, change), updatedAt: now }));
  },
  'player.create': async (tx, { id, groupId, name, shirtNumber, position }, { user, now }) => {
    await tx.put('players', { id, organizationId: user.organizationId, groupId, name, shirtNumber, position, createdAt: now, version: 0, updatedAt: now });
  },
  'player.update': async (tx, { id, name, shirtNumber, position }, { now }) => {
    await update(tx, 'players', id, () => ({ name, shirtNumber, position, updatedAt: now }));
  },
  'player.delete': async (tx, { id }) => {
    await tx.delete('players', id);
  },
  'session.attendance': async (tx, { sessionId, groupId, presentPlayerIds }, { user, now }) => {
    const existing = await tx.get('attendance', sessionId);
    await tx.put('attendance', {
      id: sessionId,
      organizationId: user.organizationId,
      groupId,
      presentPlayerIds,
      takenAt: existing?.takenAt ?? now,
      version: existing?.version ?? 0,
      updatedAt: now,
    });
  },
  'activity.create': async (tx, { id, diagram, ...input }, ctx) => {
    await tx.put('activities', newActivity(id, input, { diagram }, ctx));
  },
  'activity.update': async (tx, { id, diagram, ...input }, { now }) => {
    const current = await tx.get('activities', id);
    if (current) await tx.put('activities', editedActivity(current, input, { diagram }, now));
  },
  // A match: the fixture, its availability and plan, and its live log.
  'match.create': async (tx, { id, groupId, ...fixture }, { user, now }) => {
    await tx.put('matches', { id, organizationId: user.organizationId, groupId, ...fixture, availability: [], plan: null, createdAt: now, version: 0, updatedAt: now });
  },
  'match.update': async (tx, { id, ...fixture }, { now }) => {
    await update(tx, 'matches', id, () => ({ ...fixture, updatedAt: now }));
  },
  'match.delete': async (tx, { id }) => {
    for (const logged of await tx.where('matchEvents', 'matchId', id)) await tx.delete('matchEvents', logged.id);
    await tx.delete('matches', id);
  },
  'match.setAvailability': async (tx, { id, availability }, { now }) => {
    await update(tx, 'matches', id, () => ({ availability, updatedAt: now }));
  },
  'match.setPlan': async (tx, { id, plan }, { now }) => {
    await update(tx, 'matches', id, () => ({ plan, updatedAt: now }));
  },
  'match.logEvent': async (tx, { matchId, event }, { user, now }) => {
    if (await tx.get('matchEvents', event.id)) return;
    await tx.put('matchEvents', { id: event.id, organizationId: user.organizationId, matchId, event, version: 0, updatedAt: now });
  },
  'match.undoEvent': async (tx, { id }) => {
    await tx.delete('matchEvents', id);
  },
};

export async function runMutator<N extends MutationName>(tx: MutatorTx, name: N, args: MutationArgs<N>, ctx: MutatorContext): Promise<void> {
  await (mutators[name] as Mutator<N>)(tx, args, ctx);
}
