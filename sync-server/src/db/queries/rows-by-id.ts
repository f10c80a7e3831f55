import { sql, type QueryCreator } from 'kysely';
import { engineOf, type Db } from '../database';
import type { Tables } from '../tables';
import { runCompiledOnce, type StatementValue } from './compiled-once';

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
  const values = valuesOfRows(rows);
  if (!values) {
    const result = await db
      .insertInto(into)
      .values(rows as never)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const { columns, flat } = values;
  const result = await runCompiledOnce(db, `insertRowsUnlessTaken ${table} ${rows.length} ${columns.join(',')}`, flat, (standIns) =>
    db
      .insertInto(into)
      .values(rowsOf(columns, standIns) as never)
      .onConflict((oc) => oc.column('id').doNothing()),
  );
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The rows' values one after the other, when every row has the same columns and only plain
 * values (what a push writes): the insert is then compiled once per table, columns and count.
 * Null otherwise (a column left out of some row), for Kysely to build as it is.
 */
function valuesOfRows(rows: readonly object[]): { columns: string[]; flat: StatementValue[] } | null {
  if (rows.length === 0) return null;
  const columns = Object.keys(rows[0]!);
  const flat: StatementValue[] = [];
  for (const row of rows) {
    if (Object.keys(row).length !== columns.length) return null;
    for (const column of columns) {
      const value = (row as Record<string, unknown>)[column];
      if (!isStatementValue(value)) return null;
      flat.push(value);
    }
  }
  return { columns, flat };
}

function isStatementValue(value: unknown): value is StatementValue {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function rowsOf(columns: readonly string[], flat: readonly StatementValue[]): Record<string, StatementValue>[] {
  const rows: Record<string, StatementValue>[] = [];
  for (let start = 0; start < flat.length; start += columns.length) rows.push(Object.fromEntries(columns.map((column, i) => [column, flat[start + i]!])));
  return rows;
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
  const build = (rowsOfPart: (i: number) => readonly object[]) => {
    // Kysely types each WITH query into the next query's tables; these are only counted, so the creator stays typed as Tables.
    let creator: QueryCreator<Tables> = db;
    parts.forEach(({ table }, i) => {
      const into: IdTable = table;
      creator = creator.with(name(i), (q) =>
        q
          .insertInto(into)
          .values(rowsOfPart(i) as never)
          .onConflict((oc) => oc.column('id').doNothing())
          .returning(sql<number>`1`.as('one')),
      ) as unknown as QueryCreator<Tables>;
    });
    return creator.selectNoFrom(parts.map((_, i) => sql<number>`(SELECT count(*) FROM ${sql.id(name(i))})`.as(`n${i}`)));
  };
  const values = parts.map(({ rows }) => valuesOfRows(rows));
  let counts: Record<string, unknown> | undefined;
  if (values.every((v) => v !== null)) {
    const shape = parts.map(({ table, rows }, i) => `${table} ${rows.length} ${values[i]!.columns.join(',')}`).join(' ');
    const starts = values.reduce<number[]>((at, v, i) => [...at, at[i]! + v.flat.length], [0]);
    const { rows } = await runCompiledOnce(db, `insertTablesUnlessTaken ${shape}`, values.flatMap((v) => v.flat), (standIns) =>
      build((i) => rowsOf(values[i]!.columns, standIns.slice(starts[i], starts[i + 1]))),
    );
    counts = rows[0] as Record<string, unknown> | undefined;
  } else {
    counts = await build((i) => parts[i]!.rows).executeTakeFirst();
  }
  if (!counts) throw new Error('The inserts answered no counts');
  return parts.map((_, i) => Number(counts[`n${i}`]));
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
