import { sql, Transaction, type Dialect, type Driver, type KyselyConfig } from 'kysely';
import { engineOf, type Db } from './database';
import type { Tables } from './tables';
import { runCompiledOnce } from './queries/compiled-once';
import { insertRowUnlessTaken, insertTablesUnlessTaken, rowById, updateRowById } from './queries/rows-by-id';

/**
 * One push transaction and everything it keeps while it applies a device's mutations: the
 * version counter it holds, the rows it has read or written, the writes it holds back and
 * the savepoint it is in. It is made once per push transaction (sync/mutations.ts) and is
 * itself the Db the domain functions are handed, so they run unchanged, and unaware, inside
 * a push: only the row functions at the end of this file (which the query functions of
 * db/queries/ go through) look at what it keeps.
 *
 * Reusing a row is sound because, while a push applies mutations, nobody else changes its
 * club's rows: every write of a club row takes a number from the club's version counter,
 * which the push holds locked until it commits (db/queries/versions.ts). Only the push's own
 * mutations could, so rows are kept and writes held back only while the push runs
 * mutations that read and write those rows through the query functions alone (`coalescing`);
 * before any other mutation the held writes are written and the kept rows forgotten, and a
 * rollback forgets everything (the rows kept may have been undone).
 *
 * Within a run of coalescing mutations each row is read at most once and written at most
 * once: an update of a row merges into the row kept (and into its insert, when the insert
 * is still held back), and `flush` writes new rows many to a statement, parents first, and
 * each changed row once.
 */
export type CoalescedTable = 'sessions' | 'schedule_entries' | 'coach_groups';

/** Tables whose new rows are held back; written in this order (an entry may name a session made in the same push). */
const INSERT_ORDER = ['sessions', 'schedule_entries'] as const;
export type InsertedTable = (typeof INSERT_ORDER)[number];

/** Rows per insert statement: enough to save the round trips, few enough to keep statement texts few. */
const ROWS_PER_STATEMENT = 100;

/** A counter a push holds: the value it locked, and the last number it handed out. */
export type HeldCounter = { locked: number; last: number };

type Kept = { [T in CoalescedTable]: Map<string, Tables[T]> };
type HeldUpdates = { [T in CoalescedTable]: Map<string, Partial<Tables[T]>> };

// A transaction's dialect and driver serve only schema introspection, which a push never does.
const unusedProps = { config: {} as KyselyConfig, driver: {} as Driver, dialect: {} as Dialect };

export class PushTransaction extends Transaction<Tables> {
  /** The club's counter (and any other scope's) held for the whole transaction, by counter key. */
  readonly counters = new Map<string, HeldCounter>();
  /** Activities found visible to the push's actor (the only visibility its reads ask about). */
  private readonly visibleActivities = new Set<string>();
  /** Whether the mutation running may use kept rows and held writes. */
  private coalescing = false;
  /** Whether the savepoint of the current mutation is open (careful runs). */
  private mutationSavepointOpen = false;
  private readonly kept: Kept = { sessions: new Map(), schedule_entries: new Map(), coach_groups: new Map() };
  private readonly heldInserts: { [T in InsertedTable]: Set<string> } = { sessions: new Set(), schedule_entries: new Set() };
  private readonly heldUpdates: HeldUpdates = { sessions: new Map(), schedule_entries: new Map(), coach_groups: new Map() };

  constructor(
    trx: Db,
    /** The club whose device pushes: kept rows of another club are not its rows. */
    readonly organizationId: string,
  ) {
    super({ ...unusedProps, executor: trx.getExecutor() });
  }

  /**
   * Before each mutation: whether it may coalesce. One that may not first gets every held
   * write written and the kept rows forgotten, so it reads the database as it is. Answers
   * false when a held insert's id was taken (nothing is certain then: roll back).
   */
  async enterMutation(coalesce: boolean): Promise<boolean> {
    if (!coalesce) {
      const written = await this.flush();
      this.forget();
      this.coalescing = false;
      return written;
    }
    this.coalescing = true;
    return true;
  }

  /**
   * The savepoint each mutation of a careful run is in (sync/mutations.ts), so a refused one
   * rolls back alone. On PostgreSQL the previous one is released in the same round trip as the
   * next is opened (a query without parameters may hold two statements), and the last one is
   * left to the commit; SQLite releases each as it goes.
   */
  async openMutationSavepoint(): Promise<void> {
    if (this.mutationSavepointOpen && engineOf(this) === 'postgres') await sql.raw('RELEASE SAVEPOINT mutation; SAVEPOINT mutation').execute(this);
    else await sql`SAVEPOINT mutation`.execute(this);
    this.mutationSavepointOpen = true;
  }

  /** Ends a mutation that went through. */
  async closeMutationSavepoint(): Promise<void> {
    if (engineOf(this) === 'postgres') return;
    await sql`RELEASE SAVEPOINT mutation`.execute(this);
    this.mutationSavepointOpen = false;
  }

  async rollBackMutation(): Promise<void> {
    await sql`ROLLBACK TO SAVEPOINT mutation`.execute(this);
    this.forget();
  }

  /** Forgets every row kept and every write held (after a rollback, or before a mutation that does not coalesce). */
  forget(): void {
    for (const rows of Object.values(this.kept)) rows.clear();
    for (const ids of Object.values(this.heldInserts)) ids.clear();
    for (const sets of Object.values(this.heldUpdates)) sets.clear();
    this.visibleActivities.clear();
  }

  /** The row kept for `id`, while the mutation coalesces. */
  keptRow<T extends CoalescedTable>(table: T, id: string): Tables[T] | undefined {
    return this.coalescing ? (this.kept[table].get(id) as Tables[T] | undefined) : undefined;
  }

  /** The activities known visible to the push's actor, to read and add to, while the mutation coalesces. */
  keptVisibleActivities(): Set<string> | undefined {
    return this.coalescing ? this.visibleActivities : undefined;
  }

  /** Keeps a row just read, while the mutation coalesces. */
  keep<T extends CoalescedTable>(table: T, row: Tables[T]): void {
    if (this.coalescing) (this.kept[table] as Map<string, Tables[T]>).set(row.id, row);
  }

  /** Holds a new row back (answers true) while the mutation coalesces; the flush reports whether its id was free. */
  holdInsert<T extends InsertedTable>(table: T, row: Tables[T]): boolean {
    if (!this.coalescing) return false;
    (this.kept[table] as Map<string, Tables[T]>).set(row.id, row);
    this.heldInserts[table].add(row.id);
    return true;
  }

  /** Merges an update into the kept row (answers true) when the mutation coalesces and the row is kept. */
  holdUpdate<T extends CoalescedTable>(table: T, id: string, set: Partial<Tables[T]>): boolean {
    const row = this.keptRow(table, id);
    if (!row) return false;
    (this.kept[table] as Map<string, Tables[T]>).set(id, { ...row, ...set });
    if (table === 'coach_groups' || !this.heldInserts[table as InsertedTable].has(id)) {
      const updates = this.heldUpdates[table] as Map<string, Partial<Tables[T]>>;
      updates.set(id, { ...updates.get(id), ...set });
    }
    return true;
  }

  /**
   * Writes every held write: new rows many to a statement, parents first (the tables together
   * when each fits in one), then each updated row once. False when a new row's id was taken.
   */
  async flush(): Promise<boolean> {
    const inserts = INSERT_ORDER.map((table) => {
      const rows = [...this.heldInserts[table]].map((id) => this.kept[table].get(id)!);
      this.heldInserts[table].clear();
      return { table, rows };
    }).filter(({ rows }) => rows.length > 0);
    const statements = inserts.every(({ rows }) => rows.length <= ROWS_PER_STATEMENT)
      ? [inserts]
      : inserts.flatMap(({ table, rows }) =>
          Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, i) => [{ table, rows: rows.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT) }]),
        );
    for (const parts of statements) {
      if (parts.length === 0) continue;
      const written = await insertTablesUnlessTaken(this, parts);
      if (written.some((count, i) => count !== parts[i]!.rows.length)) return false;
    }
    for (const table of Object.keys(this.heldUpdates) as CoalescedTable[]) {
      const updates = this.heldUpdates[table];
      for (const [id, set] of updates) {
        const from: CoalescedTable = table;
        await this.updateTable(from).set(set as Partial<Tables[CoalescedTable]>).where('id', '=', id).execute();
      }
      updates.clear();
    }
    return true;
  }
}

/** The push `db` is, when it is one. */
export function pushOf(db: Db): PushTransaction | undefined {
  return db instanceof PushTransaction ? db : undefined;
}

/*
 * The reads and writes of the tables whose rows a push keeps and whose writes it holds: the
 * query functions of sessions, schedule entries and coach groups go through these, so in a
 * push they use what it keeps and elsewhere they read and write the database.
 */

/** The tables whose every row belongs to one club (organization_id never null). */
type ClubTable = 'coach_groups' | 'sessions' | 'schedule_entries' | 'curriculum_templates';

const isCoalesced = (table: ClubTable): table is ClubTable & CoalescedTable => table !== 'curriculum_templates';

/**
 * The club's row of that id: another club's row is not there for it, whoever asks. In a
 * push the row read is kept for its next mutations.
 */
export async function ownRow<T extends ClubTable>(db: Db, table: T, organizationId: string, id: string): Promise<Tables[T] | undefined> {
  const push = pushOf(db);
  if (push && isCoalesced(table)) {
    const kept = push.keptRow(table, id);
    if (kept) return kept.organization_id === organizationId ? (kept as Tables[T]) : undefined;
  }
  const from: ClubTable = table;
  // Kysely types a query over a union of tables as all their columns at once; the row is T's.
  const { rows } = await runCompiledOnce(db, `ownRow ${table}`, [id, organizationId], ([id, organizationId]) =>
    db.selectFrom(from).selectAll().where('id', '=', id as string).where('organization_id', '=', organizationId as string),
  );
  const row = rows[0] as Tables[T] | undefined;
  if (row && push && isCoalesced(table)) push.keep(table, row as Tables[typeof table]);
  return row;
}

/** The row of that id: in a push, the row it keeps when it has read it already, else the stored one. */
export async function coalescedRow<T extends CoalescedTable>(db: Db, table: T, id: string): Promise<Tables[T] | undefined> {
  return pushOf(db)?.keptRow(table, id) ?? rowById(db, table, id);
}

/**
 * Inserts the row unless one already has its id; false when one had (nothing written). In a
 * push that holds new rows back it answers true, and the push checks when it writes them.
 */
export async function insertCoalescedRow<T extends InsertedTable>(db: Db, table: T, row: Tables[T]): Promise<boolean> {
  if (pushOf(db)?.holdInsert(table, row)) return true;
  return insertRowUnlessTaken(db, table, row);
}

/** Changes the row's columns in `set`; in a push the change merges into the row it keeps. */
export async function updateCoalescedRow<T extends CoalescedTable>(db: Db, table: T, id: string, set: Partial<Tables[T]> & { version: number; updated_at: string }): Promise<void> {
  if (pushOf(db)?.holdUpdate(table, id, set)) return;
  await updateRowById(db, table, id, set);
}
