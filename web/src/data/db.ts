import Dexie, { type Table, type Transaction } from 'dexie';
import { phasesFor, syncedTableNames } from '@pitchside/shared';
import { DB_NAME } from './early-open';
import type {
  Activity,
  Category,
  CoachGroup,
  Attendance,
  CurrentUser,
  Match,
  MatchEventRow,
  MutationName,
  Player,
  ScheduleEntry,
  Session,
  SubCategory,
  SyncedTableName,
} from '@pitchside/shared';

/** A mutation waiting to reach the server. It belongs to the user who made it. */
export type OutboxEntry = {
  seq?: number;
  clientId: string;
  userId: string;
  mutationId: number;
  name: MutationName;
  args: unknown;
  createdAt: string;
};

/**
 * A delete the user may still undo (see pending-deletes.ts): only its name and target, the
 * mutation itself is queued when the undo window closes.
 */
export type PendingDelete = {
  key: string;
  name: 'session.delete' | 'scheduleEntry.delete';
  id: string;
  userId: string;
  dueAt: number;
};

/** A mutation the server refused, kept so the user sees it and why (never dropped silently). */
export type RejectedEntry = {
  id?: number;
  userId: string;
  mutationId: number;
  name: string;
  code: string;
  reason: string;
  createdAt: string;
};

/** A file chosen in a form not yet saved (data/draft-files.ts). */
export type DraftFileEntry = {
  key: string;
  userId: string;
  baseVersion: number | null;
  name: string;
  type: string;
  bytes: ArrayBuffer;
  savedAt: string;
};

export type MetaEntry =
  | { key: 'installId'; value: string }
  | { key: 'currentUser'; value: CurrentUser }
  /** The last pull's cursor, opaque (a number from builds before per-club versions). */
  | { key: `cursor:${string}`; value: string }
  | { key: `clientId:${string}`; value: string }
  | { key: `nextMutationId:${string}`; value: number }
  /** Whose data the synced tables hold; another user's sign-in clears them. */
  | { key: 'syncedFor'; value: string };

/** An upgrade that rewrites every row of one table this device stored under an older version (fills in what it lacked). */
function eachStoredRow<R>(table: string, change: (row: R) => void) {
  return (tx: Transaction) => tx.table<R>(table).toCollection().modify(change);
}

export class PitchsideDb extends Dexie {
  activities!: Table<Activity, string>;
  categories!: Table<Category, string>;
  subCategories!: Table<SubCategory, string>;
  sessions!: Table<Session, string>;
  coachGroups!: Table<CoachGroup, string>;
  scheduleEntries!: Table<ScheduleEntry, string>;
  players!: Table<Player, string>;
  attendance!: Table<Attendance, string>;
  matches!: Table<Match, string>;
  matchEvents!: Table<MatchEventRow, string>;
  outbox!: Table<OutboxEntry, number>;
  rejected!: Table<RejectedEntry, number>;
  meta!: Table<MetaEntry, string>;
  pendingDeletes!: Table<PendingDelete, string>;
  draftFiles!: Table<DraftFileEntry, string>;

  constructor(name = DB_NAME) {
    // Strict durability: a mutation the UI showed as saved must survive a crash.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      activities: 'id, title, category, subCategoryName, abilityLevel, organizationId',
      categories: 'id, displayOrder',
      subCategories: 'id, categoryId, displayOrder',
      sessions: 'id, createdAt',
      coachGroups: 'id, name',
      scheduleEntries: 'id, date, sessionId, groupId',
      outbox: '++seq, userId, clientId',
      rejected: '++id, userId',
      meta: 'key',
    });
    // Runs from the schedule point at their entry; deletes wait out their undo window here.
    this.version(3)
      .stores({ sessions: 'id, createdAt, scheduleEntryId', pendingDeletes: 'key, userId' })
      .upgrade(
        eachStoredRow('sessions', (session: Partial<Session>) => {
          session.scheduleEntryId ??= null;
          session.groupName ??= null;
          session.completedAt ??= null;
        }),
      );
    // Sessions stored before phases existed get theirs (all Main, as the server reads them).
    this.version(4)
      .stores({ sessions: 'id, createdAt, scheduleEntryId' })
      .upgrade(
        eachStoredRow('sessions', (session: Session) => {
          session.activityPhases = phasesFor(session.activityIds, session.activityPhases);
        }),
      );
    // Entries stored before training times existed are days without a time.
    this.version(5)
      .stores({ scheduleEntries: 'id, date, sessionId, groupId' })
      .upgrade(
        eachStoredRow('scheduleEntries', (entry: Partial<ScheduleEntry>) => {
          entry.startTime ??= null;
          entry.durationMinutes ??= null;
        }),
      );
    // Rosters and registers.
    this.version(6).stores({ players: 'id, groupId', attendance: 'id, groupId' });
    // A diagram image chosen in the activity editor survives a reload.
    this.version(7).stores({ draftFiles: 'key, userId' });
    // Groups stored before coaches were assigned to them have none yet.
    this.version(8)
      .stores({ coachGroups: 'id, name' })
      .upgrade(
        eachStoredRow('coachGroups', (group: Partial<CoachGroup>) => {
          group.coachIds ??= [];
        }),
      );
    // Groups stored before team profiles and season plans have neither set.
    this.version(9)
      .stores({ coachGroups: 'id, name' })
      .upgrade(
        eachStoredRow('coachGroups', (group: Partial<CoachGroup>) => {
          // Spelt out rather than emptyTeamProfile: that module's schemas would weigh on the home's first load.
          group.profile ??= { ageBand: null, matchFormat: null, trainingMinutes: null, squadSize: null, goalkeepers: null };
          group.seasonPlan ??= null;
        }),
      );
    // Match day: fixtures with their availability and plan, and each match's live log.
    // No version 10 was ever shipped: Dexie asks only that versions grow.
    this.version(11).stores({ matches: 'id, groupId, date', matchEvents: 'id, matchId' });
  }

  syncedTable(name: SyncedTableName): Table<{ id: string }, string> {
    return this[name] as unknown as Table<{ id: string }, string>;
  }

  /** The tables of the synced-entity registry, in its order. */
  get syncedTables(): Table<{ id: string }, string>[] {
    return syncedTableNames.map((name) => this.syncedTable(name));
  }
}

export const db = new PitchsideDb();

type MetaValue<K extends MetaEntry['key']> = K extends 'currentUser'
  ? CurrentUser
  : K extends `nextMutationId:${string}`
    ? number
    : string;

export async function readMeta<K extends MetaEntry['key']>(key: K): Promise<MetaValue<K> | undefined> {
  const row = (await db.meta.get(key)) as { value: MetaValue<K> } | undefined;
  return row?.value;
}

export async function writeMeta(entry: MetaEntry): Promise<void> {
  await db.meta.put(entry);
}
