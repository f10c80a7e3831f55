import { sql, type QueryCreator } from 'kysely';
import { engineOf, type Db } from '../database';
import type { Tables } from '../tables';

/** The tables whose rows are keyed by a text `id`. */
export type IdTable = { [T in keyof Tables]: Tables[T] extends { id: string } ? T : never }[keyof Tables];

/*
 * Kysely types a query over a union of tables as all their columns at once, so each query
 * below names the table as the union and the row (or the columns set) is T's.
 */

export async function rowById<T extends IdTable>(db: Db, table: T, id: string): Promise<Tables[T] | undefined> {
  const from: IdTable = table;
  return (await db.selectFrom(from).selectAll().where('id', '=', id).executeTakeFirst()) as Tables[T] | undefined;
}

/** Inserts the rows unless one already has their id; answers how many were written (a row whose id was taken is not). */
export async function insertRowsUnlessTaken<T extends IdTable>(db: Db, table: T, rows: readonly Tables[T][]): Promise<number> {
  const into: IdTable = table;
  const result = await db
    .insertInto(into)
    .values(rows as never)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * insertRowsUnlessTaken for the rows of several tables, in the order given (a row may name
 * one of an earlier table): answers how many of each were written. On PostgreSQL it is one
 * statement, each table's insert a data-modifying WITH query: a round trip fewer for each
 * table after the first. Foreign keys are checked at the end of that statement, once every
 * row is in.
 */
export async function insertTablesUnlessTaken(db: Db, parts: readonly { table: IdTable; rows: readonly object[] }[]): Promise<number[]> {
  if (engineOf(db) !== 'postgres' || parts.length < 2) {
    const written: number[] = [];
    for (const { table, rows } of parts) written.push(await insertRowsUnlessTaken(db, table, rows as never));
    return written;
  }
  const name = (i: number) => `inserted_${i}`;
  // Kysely types each WITH query into the next query's tables; these are only counted, so the creator stays typed as Tables.
  let creator: QueryCreator<Tables> = db;
  parts.forEach(({ table, rows }, i) => {
    const into: IdTable = table;
    creator = creator.with(name(i), (q) =>
      q
        .insertInto(into)
        .values(rows as never)
        .onConflict((oc) => oc.column('id').doNothing())
        .returning(sql<number>`1`.as('one')),
    ) as unknown as QueryCreator<Tables>;
  });
  const counts = await creator.selectNoFrom(parts.map((_, i) => sql<number>`(SELECT count(*) FROM ${sql.id(name(i))})`.as(`n${i}`))).executeTakeFirstOrThrow();
  return parts.map((_, i) => Number((counts as Record<string, unknown>)[`n${i}`]));
}

/** Inserts the row unless one already has its id; false when one had (nothing written). */
export async function insertRowUnlessTaken<T extends IdTable>(db: Db, table: T, row: Tables[T]): Promise<boolean> {
  return (await insertRowsUnlessTaken(db, table, [row])) === 1;
}

/** Changes the columns in `set` of the row with that id. */
export async function updateRowById<T extends IdTable>(db: Db, table: T, id: string, set: Partial<Tables[T]>): Promise<void> {
  const target: IdTable = table;
  await db
    .updateTable(target)
    .set(set as never)
    .where('id', '=', id)
    .execute();
}

export async function deleteRowById(db: Db, table: IdTable, id: string): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).execute();
}
