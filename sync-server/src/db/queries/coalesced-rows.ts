import type { Db } from '../database';
import { pushOf, type CoalescedTable, type InsertedTable } from '../push-transaction';
import type { Tables } from '../tables';
import { insertRowUnlessTaken, rowById, updateRowById } from './rows-by-id';

/**
 * A row of a table whose reads and writes coalesce inside a push (db/push-transaction.ts): the
 * row the push keeps when it has read it already, else the stored one.
 */
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
