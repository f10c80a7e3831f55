import type { Db } from './database';
import type { Tables } from './tables';

/**
 * New rows a push transaction holds back and then writes many to a statement: on PostgreSQL
 * each statement is a round trip, and a device's queue is mostly new sessions and schedule
 * entries. An insert held back answers "inserted" at once; `flushDeferredInserts` then
 * writes them, parents first, and reports whether every one was new. When one was not (its
 * id was taken) or a write failed, the caller rolls the run back and applies it again with
 * inserts written one by one, which decide each mutation's outcome as before.
 */
export type DeferrableTable = 'sessions' | 'schedule_entries';

/** Written in this order: an entry may name a session made in the same push. */
const FLUSH_ORDER: readonly DeferrableTable[] = ['sessions', 'schedule_entries'];

/** Rows per statement: enough to save the round trips, few enough to keep statement texts few. */
const ROWS_PER_STATEMENT = 100;

type Deferred = { active: boolean; rows: { [T in DeferrableTable]: Tables[T][] } };

const deferredOf = new WeakMap<Db, Deferred>();

/** Starts (or, with `active` false, pauses) holding back inserts on `trx`. */
export function deferInserts(trx: Db, active: boolean): void {
  const deferred = deferredOf.get(trx);
  if (deferred) deferred.active = active;
  else if (active) deferredOf.set(trx, { active, rows: { sessions: [], schedule_entries: [] } });
}

/** Holds `row` back when `db` defers inserts; answers whether it did. */
export function deferInsert<T extends DeferrableTable>(db: Db, table: T, row: Tables[T]): boolean {
  const deferred = deferredOf.get(db);
  if (!deferred?.active) return false;
  deferred.rows[table].push(row);
  return true;
}

/** Forgets the rows held back (their run was rolled back) and stops deferring. */
export function dropDeferredInserts(trx: Db): void {
  deferredOf.delete(trx);
}

/** Writes the rows held back; false when some id was taken already (then nothing is certain: roll back). */
export async function flushDeferredInserts(trx: Db): Promise<boolean> {
  const deferred = deferredOf.get(trx);
  if (!deferred) return true;
  for (const table of FLUSH_ORDER) {
    const rows = deferred.rows[table] as Tables[DeferrableTable][];
    deferred.rows[table] = [];
    for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
      const some = rows.slice(from, from + ROWS_PER_STATEMENT);
      const inserted = await trx
        .insertInto(table)
        .values(some as Tables[typeof table][])
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute();
      if (inserted.length !== some.length) return false;
    }
  }
  return true;
}
