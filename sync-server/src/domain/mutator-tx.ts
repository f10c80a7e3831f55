import { runMutator, type MutationArgs, type MutationName, type MutatorContext, type MutatorTx, type SyncedRow, type SyncedTableName } from '@pitchside/shared';
import type { Db } from '../db/database';
import { insertSessionRow, sessionRow, updateSessionRow } from '../db/queries/sessions';
import { entryRow, entryRowsOfSession, insertEntryRow, updateEntryRow } from '../db/queries/schedule-entries';
import { deleteSyncedRows } from '../db/queries/synced-rows';
import { withId } from '../db/queries/row-conditions';
import { groupRow, updateGroupRow } from '../db/queries/coach-groups';
import { insertPlayerRow, playerRow, updatePlayerRow } from '../db/queries/players';
import { attendanceRow, insertAttendance, updateAttendanceRow } from '../db/queries/attendance';
import { eventsOfMatch, insertMatchEventRow, insertMatchRow, matchEventRow, matchRow, updateMatchEventRow, updateMatchRow } from '../db/queries/matches';
import { nextVersion } from '../db/queries/versions';
import type { AttendanceTable, CoachGroupsTable, MatchEventsTable, MatchesTable, PlayersTable, SessionsTable, ScheduleEntriesTable } from '../db/tables';
import type { AuthedUser } from './actor';
import { newSessionRow, sessionColumnOf, toAttendance, toCoachGroup, toMatch, toMatchEvent, toPlayer, toScheduleEntry, toSession, toSessionColumns } from './rows';

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

/**
 * How an entity's changeable fields are stored: the column, and the encoding where the column
 * holds JSON. Fields left out are the ones no mutator changes.
 */
type ColumnsOf<Entity, Row> = { [F in keyof Entity]?: keyof Row | [keyof Row, (value: Entity[F]) => unknown] };

function columnsFrom<Entity extends object, Row>(spec: ColumnsOf<Entity, Row>): (entity: Partial<Entity>) => Partial<Row> {
  const fields = Object.entries(spec) as [string, keyof Row | [keyof Row, (value: unknown) => unknown]][];
  return (entity) => {
    const columns: Record<string, unknown> = {};
    for (const [field, stored] of fields) {
      if (!(field in entity)) continue;
      const value = (entity as Record<string, unknown>)[field];
      if (Array.isArray(stored)) columns[stored[0] as string] = stored[1](value);
      else columns[stored as string] = value;
    }
    return columns as Partial<Row>;
  };
}

const json = (value: unknown) => JSON.stringify(value);

const sessionFields = Object.keys(sessionColumnOf) as (keyof typeof sessionColumnOf)[];

const sessions: RowStore<SessionsTable> = {
  read: sessionRow,
  columnsOf: (session: Partial<SyncedRow<'sessions'>>) => toSessionColumns(Object.fromEntries(sessionFields.flatMap((field) => (field in session ? [[field, session[field]]] : [])))),
  write: updateSessionRow,
  toEntity: toSession,
  newRow: (session: SyncedRow<'sessions'>, version: number, at: string) => {
    const { title, description, focus, abilityLevel, playerCount, duration, spaceAvailable, activityIds, activityDurations, activityPhases, notes, isActive, currentActivityIndex, savedToLibrary, groupId } = session;
    const content = { title, description, focus, abilityLevel, playerCount, duration, spaceAvailable, activityIds, activityDurations, activityPhases, notes, isActive, currentActivityIndex, savedToLibrary, groupId };
    const runOf = session.scheduleEntryId === null ? undefined : { scheduleEntryId: session.scheduleEntryId, groupName: session.groupName ?? '' };
    return newSessionRow(content, { id: session.id, organizationId: session.organizationId, createdBy: session.createdBy, at, version, runOf });
  },
  insert: insertSessionRow,
};

const scheduleEntries: RowStore<ScheduleEntriesTable> = {
  read: entryRow,
  columnsOf: columnsFrom<SyncedRow<'scheduleEntries'>, ScheduleEntriesTable>({ groupName: 'group_name', sessionId: 'session_id', startTime: 'start_time', durationMinutes: 'duration_minutes' }),
  write: updateEntryRow,
  toEntity: toScheduleEntry,
  newRow: (entry: SyncedRow<'scheduleEntries'>, version: number, at: string) => ({
    id: entry.id,
    organization_id: entry.organizationId,
    date: entry.date,
    day_of_week: entry.dayOfWeek,
    group_id: entry.groupId,
    group_name: entry.groupName,
    session_id: entry.sessionId,
    start_time: entry.startTime,
    duration_minutes: entry.durationMinutes,
    version,
    updated_at: at,
  }),
  insert: insertEntryRow,
  lookups: { sessionId: entryRowsOfSession },
};

type ClubRow = { organization_id: string | null };

const coachGroups: RowStore<CoachGroupsTable> = {
  read: groupRow,
  columnsOf: columnsFrom<SyncedRow<'coachGroups'>, CoachGroupsTable>({
    name: 'name',
    coachIds: ['coach_ids', json],
    profile: ['profile', json],
    seasonPlan: ['season_plan', (plan) => (plan === null ? null : json(plan))],
  }),
  write: updateGroupRow,
  toEntity: toCoachGroup,
};

const players: RowStore<PlayersTable> = {
  read: playerRow,
  columnsOf: columnsFrom<SyncedRow<'players'>, PlayersTable>({ name: 'name', shirtNumber: 'shirt_number', position: 'position' }),
  write: updatePlayerRow,
  toEntity: toPlayer,
  newRow: (player: SyncedRow<'players'>, version: number, at: string) => ({
    id: player.id,
    organization_id: player.organizationId,
    group_id: player.groupId,
    name: player.name,
    shirt_number: player.shirtNumber,
    position: player.position,
    created_at: at,
    version,
    updated_at: at,
  }),
  insert: insertPlayerRow,
};

const attendance: RowStore<AttendanceTable> = {
  read: attendanceRow,
  columnsOf: columnsFrom<SyncedRow<'attendance'>, AttendanceTable>({ groupId: 'group_id', presentPlayerIds: ['present_player_ids', json] }),
  write: updateAttendanceRow,
  toEntity: toAttendance,
  newRow: (register: SyncedRow<'attendance'>, version: number, at: string) => ({
    id: register.id,
    organization_id: register.organizationId,
    group_id: register.groupId,
    present_player_ids: JSON.stringify(register.presentPlayerIds),
    taken_at: at,
    version,
    updated_at: at,
  }),
  insert: insertAttendance,
};

const matches: RowStore<MatchesTable> = {
  read: matchRow,
  columnsOf: columnsFrom<SyncedRow<'matches'>, MatchesTable>({
    opponent: 'opponent',
    date: 'date',
    kickOff: 'kick_off',
    homeAway: 'home_away',
    venue: 'venue',
    format: 'format',
    periods: 'periods',
    periodMinutes: 'period_minutes',
    rulePack: 'rule_pack',
    availability: ['availability', json],
    plan: ['plan', (plan) => (plan === null || plan === undefined ? null : json(plan))],
  }),
  write: updateMatchRow,
  toEntity: toMatch,
  newRow: (match: SyncedRow<'matches'>, version: number, at: string) => ({
    id: match.id,
    organization_id: match.organizationId,
    group_id: match.groupId,
    opponent: match.opponent,
    date: match.date,
    kick_off: match.kickOff,
    home_away: match.homeAway,
    venue: match.venue,
    format: match.format,
    periods: match.periods,
    period_minutes: match.periodMinutes,
    rule_pack: match.rulePack,
    availability: JSON.stringify(match.availability),
    plan: match.plan === null ? null : JSON.stringify(match.plan),
    created_at: at,
    version,
    updated_at: at,
  }),
  insert: insertMatchRow,
};

const matchEvents: RowStore<MatchEventsTable> = {
  read: matchEventRow,
  columnsOf: columnsFrom<SyncedRow<'matchEvents'>, MatchEventsTable>({ event: ['event', json] }),
  write: updateMatchEventRow,
  toEntity: toMatchEvent,
  newRow: (logged: SyncedRow<'matchEvents'>, version: number, at: string) => ({
    id: logged.id,
    organization_id: logged.organizationId,
    match_id: logged.matchId,
    event: JSON.stringify(logged.event),
    version,
    updated_at: at,
  }),
  insert: insertMatchEventRow,
  lookups: { matchId: eventsOfMatch },
};

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
