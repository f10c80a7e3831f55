import { runMutator, type MutationArgs, type MutationName, type MutatorContext, type MutatorTx, type SyncedRow, type SyncedTableName } from '@pitchside/shared';
import type { Db } from '../db/database';
import { entryRowsOfSession } from '../db/queries/schedule-entries';
import { deleteSyncedRows } from '../db/queries/synced-rows';
import { withId } from '../db/queries/row-conditions';
import { insertPlayerRow, playerRow, updatePlayerRow } from '../db/queries/players';
import { attendanceRow, insertAttendance, updateAttendanceRow } from '../db/queries/attendance';
import { eventsOfMatch, insertMatchEventRow, insertMatchRow, matchEventRow, matchRow, updateMatchEventRow, updateMatchRow } from '../db/queries/matches';
import { nextVersion } from '../db/queries/versions';
import { coalescedRow, insertCoalescedRow, updateCoalescedRow } from '../db/push-transaction';
import type { AuthedUser } from './actor';
import {
  attendanceRows,
  coachGroupRows,
  matchEventRows,
  matchRows,
  playerRows,
  scheduleEntryRows,
  sessionRows,
  sessionRuleFields,
} from './rows';

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
 * A put of a row the mutator did not read first makes a new row: when its id is taken (a
 * retried create, or somebody else's row) the put throws RowIdTaken and the domain function
 * decides, as it does for its own inserts. Inside a push that holds new rows back, the taken
 * id shows when they are written, and the push runs its mutations again carefully.
 *
 * It stores the tables whose changes run through mutators on both sides so far: new and
 * changed sessions, schedule entries, players, registers, matches and their logged events
 * (deleted ones too, with their tombstones), changed coach groups. A mutator reaching any
 * other table fails loudly here: those changes
 * are still written by their domain functions.
 */

/** A new row's id was taken. */
export class RowIdTaken extends Error {
  constructor(readonly table: SyncedTableName, readonly id: string) {
    super(`A ${table} row with id ${id} exists already`);
  }
}

type RowStore<Row> = {
  read(db: Db, id: string): Promise<Row | undefined>;
  /** The stored columns of some of an entity's fields (those a mutator may change; others are left out). */
  columnsOf(fields: never): Partial<Row>;
  write(db: Db, id: string, set: Partial<Row> & { version: number; updated_at: string }): Promise<void>;
  toEntity(row: Row): unknown;
  /** The stored row of a new entity, with the server's version and time; absent where new rows are still made by domain functions. */
  newRow?(entity: never, version: number, at: string): Row;
  /** Writes a new row; false when its id was taken. */
  insert?(db: Db, row: Row): Promise<boolean>;
  /** The rows whose entity field (an index of the registry) has a value, by field; absent where no mutator looks rows up. */
  lookups?: Record<string, (db: Db, value: string) => Promise<Row[]>>;
};

type Codec<Entity, Row> = { toEntity(row: Row): Entity; toRow(entity: Entity): Row; toColumns(fields: Partial<Entity>): Partial<Row> };

type StoreSpec<Entity, Row> = Pick<RowStore<Row>, 'read' | 'write' | 'insert' | 'lookups'> & {
  /** The fields a mutator may change; a change's other fields are not written. */
  changes: readonly (keyof Entity & string)[];
  /** The field a new row stamps with the server's time of its making, besides its update time. */
  madeAt?: keyof Entity & string;
};

/** A table's store: rows and entities mapped by its codec (domain/rows.ts); a new row takes the server's version and time. */
function rowStore<Entity extends object, Row>(codec: Codec<Entity, Row>, { changes, madeAt, ...queries }: StoreSpec<Entity, Row>): RowStore<Row> {
  return {
    ...queries,
    toEntity: codec.toEntity,
    columnsOf: (entity: Partial<Entity>) => codec.toColumns(Object.fromEntries(changes.flatMap((field) => (field in entity ? [[field, entity[field]]] : []))) as Partial<Entity>),
    ...(queries.insert && { newRow: (entity: Entity, version: number, at: string) => codec.toRow({ ...entity, ...(madeAt && { [madeAt]: at }), version, updatedAt: at }) }),
  };
}

const sessions = rowStore(sessionRows, {
  read: (db, id) => coalescedRow(db, 'sessions', id),
  write: (db, id, set) => updateCoalescedRow(db, 'sessions', id, set),
  insert: (db, row) => insertCoalescedRow(db, 'sessions', row),
  changes: sessionRuleFields,
  madeAt: 'createdAt',
});

const scheduleEntries = rowStore(scheduleEntryRows, {
  read: (db, id) => coalescedRow(db, 'schedule_entries', id),
  write: (db, id, set) => updateCoalescedRow(db, 'schedule_entries', id, set),
  insert: (db, row) => insertCoalescedRow(db, 'schedule_entries', row),
  changes: ['groupName', 'sessionId', 'startTime', 'durationMinutes'],
  lookups: { sessionId: entryRowsOfSession },
});

type ClubRow = { organization_id: string | null };

const coachGroups = rowStore(coachGroupRows, {
  read: (db, id) => coalescedRow(db, 'coach_groups', id),
  write: (db, id, set) => updateCoalescedRow(db, 'coach_groups', id, set),
  changes: ['name', 'coachIds', 'profile', 'seasonPlan'],
});

const players = rowStore(playerRows, { read: playerRow, write: updatePlayerRow, insert: insertPlayerRow, changes: ['name', 'shirtNumber', 'position'], madeAt: 'createdAt' });

const attendance = rowStore(attendanceRows, { read: attendanceRow, write: updateAttendanceRow, insert: insertAttendance, changes: ['groupId', 'presentPlayerIds'], madeAt: 'takenAt' });

const matches = rowStore(matchRows, {
  read: matchRow,
  write: updateMatchRow,
  insert: insertMatchRow,
  changes: ['opponent', 'date', 'kickOff', 'homeAway', 'venue', 'format', 'periods', 'periodMinutes', 'rulePack', 'availability', 'plan'],
  madeAt: 'createdAt',
});

const matchEvents = rowStore(matchEventRows, { read: matchEventRow, write: updateMatchEventRow, insert: insertMatchEventRow, changes: ['event'], lookups: { matchId: eventsOfMatch } });

const stores: Partial<Record<SyncedTableName, RowStore<ClubRow>>> = {
  sessions: sessions as RowStore<never>,
  scheduleEntries: scheduleEntries as RowStore<never>,
  coachGroups: coachGroups as RowStore<never>,
  players: players as RowStore<never>,
  attendance: attendance as RowStore<never>,
  matches: matches as RowStore<never>,
  matchEvents: matchEvents as RowStore<never>,
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

/**
 * The mutator transaction of one change over the stored rows of `actor`'s club, at the
 * server's time, and the rows it wrote. A class, not closures: one is made per change.
 */
export class ServerMutatorTx implements MutatorTx {
  private readonly at: string;
  /**
   * The rows read (null: read and absent) and the entities handed out, by table and id: a put
   * then neither reads the row again nor writes back the fields the mutator left alone (they
   * keep their references).
   */
  private readonly seen = new Map<string, { row: ClubRow; entity: Record<string, unknown> } | null>();
  private readonly rowsWritten = new Map<string, ClubRow>();

  constructor(
    private readonly db: Db,
    private readonly actor: AuthedUser,
    private readonly now: Date,
  ) {
    this.at = now.toISOString();
  }

  async get<T extends SyncedTableName>(table: T, id: string): Promise<SyncedRow<T> | undefined> {
    const key = `${table}/${id}`;
    const known = this.seen.get(key);
    const row = known === undefined ? await this.read(table, id) : known?.row;
    if (row === undefined) {
      this.seen.set(key, null);
      return undefined;
    }
    const entity = storeOf(table).toEntity(row) as SyncedRow<T>;
    this.seen.set(key, { row, entity: { ...entity } });
    return entity;
  }

  async put<T extends SyncedTableName>(table: T, entity: SyncedRow<T>): Promise<void> {
    const key = `${table}/${entity.id}`;
    const known = this.seen.get(key);
    if (!known) return this.insert(table, entity);
    const store = storeOf(table);
    const set = changedColumns(known.row, store.columnsOf(changedFields(entity, known.entity) as never));
    if (Object.keys(set).length === 0) return;
    const change = { ...set, version: await nextVersion(this.db, this.actor.organizationId), updated_at: this.at };
    await store.write(this.db, entity.id, change);
    const row = { ...known.row, ...change };
    this.seen.set(key, { row, entity: { ...entity } });
    this.rowsWritten.set(key, row);
  }

  /** Deletes the club's row, leaving a tombstone for the devices; a row already gone is no change. */
  async delete(table: SyncedTableName, id: string): Promise<void> {
    const key = `${table}/${id}`;
    const known = this.seen.get(key);
    const row = known === undefined ? await this.read(table, id) : known?.row;
    if (!row) return;
    await deleteSyncedRows(this.db, table, withId(id), this.now);
    this.seen.set(key, null);
    this.rowsWritten.delete(key);
  }

  async where<T extends SyncedTableName>(table: T, column: string, value: string): Promise<SyncedRow<T>[]> {
    const store = storeOf(table);
    const lookup = store.lookups?.[column];
    if (!lookup) throw new Error(`The server does not look up ${table} rows by ${column} for mutators yet`);
    const rows = (await lookup(this.db, value)).filter((row) => row.organization_id === this.actor.organizationId);
    return rows.map((row) => {
      const entity = store.toEntity(row) as SyncedRow<T>;
      this.seen.set(`${table}/${entity.id}`, { row, entity: { ...entity } });
      return entity;
    });
  }

  /** The row as stored after the mutator ran, when it wrote one of that table and id. */
  written<Row>(table: SyncedTableName, id: string): Row | undefined {
    return this.rowsWritten.get(`${table}/${id}`) as Row | undefined;
  }

  private async read(table: SyncedTableName, id: string): Promise<ClubRow | undefined> {
    const row = await storeOf(table).read(this.db, id);
    return row?.organization_id === this.actor.organizationId ? row : undefined;
  }

  private async insert(table: SyncedTableName, entity: { id: string; organizationId?: string | null }): Promise<void> {
    const store = storeOf(table);
    if (!store.newRow || !store.insert) throw new Error(`The server makes new ${table} rows in their domain functions, not through a mutator`);
    if (entity.organizationId !== this.actor.organizationId) throw new Error(`A mutator made a ${table} row for another club`);
    const row = store.newRow(entity as never, await nextVersion(this.db, this.actor.organizationId), this.at);
    if (!(await store.insert(this.db, row))) throw new RowIdTaken(table, entity.id);
    this.rowsWritten.set(`${table}/${entity.id}`, row);
  }
}

/**
 * Runs mutation `name`'s shared mutator over `actor`'s club rows: the effect the device
 * applied, written once. Answers the transaction, to read back the rows it wrote.
 */
export async function applyMutator<N extends MutationName>(db: Db, actor: AuthedUser, name: N, args: MutationArgs<N>, now: Date): Promise<ServerMutatorTx> {
  const context: MutatorContext = { user: { id: actor.id, organizationId: actor.organizationId, role: actor.role }, now: now.toISOString() };
  const tx = new ServerMutatorTx(db, actor, now);
  await runMutator(tx, name, args, context);
  return tx;
}
