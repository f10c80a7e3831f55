import { runMutator, type MutationArgs, type MutationName, type MutatorContext, type MutatorTx, type SyncedRow, type SyncedTableName } from '@pitchside/shared';
import type { Db } from '../db/database';
import { sessionRow, updateSessionRow } from '../db/queries/sessions';
import { entryRow, updateEntryRow } from '../db/queries/schedule-entries';
import { groupRow, updateGroupRow } from '../db/queries/coach-groups';
import { nextVersion } from '../db/queries/versions';
import type { CoachGroupsTable, SessionsTable, ScheduleEntriesTable } from '../db/tables';
import type { AuthedUser } from './actor';
import { sessionColumnOf, toCoachGroup, toScheduleEntry, toSession, toSessionColumns } from './rows';

/**
 * The server's side of a shared mutator (shared/src/mutators/): the same effect the device
 * applies to its copy, applied to the club's stored rows. The domain function checks first
 * what only the server may judge (the right to act, that the rows named are the club's and
 * fit together); the mutator then writes the change, and this transaction adds the server's
 * bookkeeping: a new version from the club's counter and the server's time on every row
 * written, and no write at all when a mutator puts a row back unchanged (the same change
 * twice makes one version). Reads and writes go through the query functions, so inside a push
 * they coalesce like any other (db/push-transaction.ts).
 *
 * It stores the tables whose changes run through mutators on both sides so far: changes to
 * existing sessions, schedule entries and coach groups. A mutator reaching any other table, or making or
 * deleting rows, fails loudly here: those changes are still written by their domain functions.
 */

type RowStore<Row> = {
  read(db: Db, id: string): Promise<Row | undefined>;
  /** The stored columns of some of an entity's fields (those a mutator may change; others are left out). */
  columnsOf(fields: never): Partial<Row>;
  write(db: Db, id: string, set: Partial<Row> & { version: number; updated_at: string }): Promise<void>;
  toEntity(row: Row): unknown;
};

const sessionFields = Object.keys(sessionColumnOf) as (keyof typeof sessionColumnOf)[];

const sessions: RowStore<SessionsTable> = {
  read: sessionRow,
  columnsOf: (session: Partial<SyncedRow<'sessions'>>) => toSessionColumns(Object.fromEntries(sessionFields.flatMap((field) => (field in session ? [[field, session[field]]] : [])))),
  write: updateSessionRow,
  toEntity: toSession,
};

const scheduleEntries: RowStore<ScheduleEntriesTable> = {
  read: entryRow,
  columnsOf: (entry: Partial<SyncedRow<'scheduleEntries'>>) => {
    const columns: Partial<ScheduleEntriesTable> = {};
    if ('groupName' in entry) columns.group_name = entry.groupName;
    if ('sessionId' in entry) columns.session_id = entry.sessionId;
    if ('startTime' in entry) columns.start_time = entry.startTime;
    if ('durationMinutes' in entry) columns.duration_minutes = entry.durationMinutes;
    return columns;
  },
  write: updateEntryRow,
  toEntity: toScheduleEntry,
};

type ClubRow = { organization_id: string | null };

const coachGroups: RowStore<CoachGroupsTable> = {
  read: groupRow,
  columnsOf: (group: Partial<SyncedRow<'coachGroups'>>) => {
    const columns: Partial<CoachGroupsTable> = {};
    if ('name' in group) columns.name = group.name;
    if ('coachIds' in group) columns.coach_ids = JSON.stringify(group.coachIds);
    if ('profile' in group) columns.profile = JSON.stringify(group.profile);
    if ('seasonPlan' in group) columns.season_plan = group.seasonPlan === null ? null : JSON.stringify(group.seasonPlan);
    return columns;
  },
  write: updateGroupRow,
  toEntity: toCoachGroup,
};

const stores: Partial<Record<SyncedTableName, RowStore<ClubRow>>> = {
  sessions: sessions as RowStore<never>,
  scheduleEntries: scheduleEntries as RowStore<never>,
  coachGroups: coachGroups as RowStore<never>,
};

function storeOf(table: SyncedTableName): RowStore<ClubRow> {
  const store = stores[table];
  if (!store) throw new Error(`The server does not run mutators over ${table} yet`);
  return store;
}

/** The columns of `next` that differ from the stored row's. */
function changedColumns<Row extends object>(row: Row, next: Partial<Row>): Partial<Row> {
  return Object.fromEntries(Object.entries(next).filter(([column, value]) => row[column as keyof Row] !== value)) as Partial<Row>;
}

/** The fields of `entity` that are not those of `read`, the entity it was made from (mutators keep the fields they leave alone). */
function changedFields(entity: Record<string, unknown>, read: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entity).filter(([field, value]) => read[field] !== value));
}

/** A transaction over the stored rows of `actor`'s club for the mutators, at the server's time `now`. */
export function serverMutatorTx(db: Db, actor: AuthedUser, now: Date): MutatorTx {
  /**
   * The rows read and the entities handed out, by table and id: a put then neither reads the
   * row again nor writes back the fields the mutator left alone (they keep their references).
   */
  const handedOut = new Map<string, { row: ClubRow; entity: Record<string, unknown> }>();
  const ownRow = async (table: SyncedTableName, id: string) => {
    const kept = handedOut.get(`${table}/${id}`);
    if (kept) return kept.row;
    const row = await storeOf(table).read(db, id);
    return row?.organization_id === actor.organizationId ? row : undefined;
  };
  return {
    async get<T extends SyncedTableName>(table: T, id: string) {
      const row = await ownRow(table, id);
      if (row === undefined) return undefined;
      const entity = storeOf(table).toEntity(row) as SyncedRow<T>;
      handedOut.set(`${table}/${id}`, { row, entity: { ...entity } });
      return entity;
    },
    async put(table, entity) {
      const store = storeOf(table);
      const key = `${table}/${entity.id}`;
      const row = await ownRow(table, entity.id);
      if (!row) throw new Error(`The server makes new ${table} rows in their domain functions, not through a mutator`);
      const read = handedOut.get(key)?.entity;
      const set = changedColumns(row, store.columnsOf((read ? changedFields(entity, read) : entity) as never));
      if (Object.keys(set).length === 0) return;
      const written = { ...set, version: await nextVersion(db, actor.organizationId), updated_at: now.toISOString() };
      await store.write(db, entity.id, written);
      handedOut.set(key, { row: { ...row, ...written }, entity: { ...entity } });
    },
    async delete(table) {
      throw new Error(`The server deletes ${table} rows in their domain functions, not through a mutator`);
    },
    async where(table) {
      throw new Error(`The server does not look up ${table} rows for mutators yet`);
    },
  };
}

/** Runs mutation `name`'s shared mutator over `actor`'s club rows: the effect the device applied, written once. */
export function applyMutator<N extends MutationName>(db: Db, actor: AuthedUser, name: N, args: MutationArgs<N>, now: Date): Promise<void> {
  const context: MutatorContext = { user: { id: actor.id, organizationId: actor.organizationId, role: actor.role }, now: now.toISOString() };
  return runMutator(serverMutatorTx(db, actor, now), name, args, context);
}
