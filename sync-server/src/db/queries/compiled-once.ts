import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import { engineOf, type Db } from '../database';

/** A value a statement compiled once takes from its caller: one parameter of the SQL. */
export type StatementValue = string | number | boolean | null;

type Statement = { sql: string; parameters: readonly unknown[]; slots: readonly { index: number; value: number }[] };

/** Distinct statements kept, as the SQLite connection keeps its prepared ones (db/database.ts). */
const KEPT_STATEMENTS = 500;
const statements = new Map<string, Statement>();

/** No real value looks like these: each stands for the caller's value at that index while the statement compiles. */
const STAND_IN = '\u0000compiled-once ';
const standIn = (index: number) => `${STAND_IN}${index}`;

/**
 * Runs the statement `build` makes from `values`, built and compiled by Kysely only the first
 * time `shape` is asked for on the engine, then run with each call's values in their places.
 * A push runs the same few statements thousands of times, and building a query's tree and
 * compiling it took more CPU than SQLite took to run it, as db/queries/pull.ts found for the
 * pull's statement.
 *
 * `shape` names everything the SQL text depends on apart from the values (a table, the
 * columns, a count of rows): `build` is handed stand-ins for the values, and each must reach
 * the statement as a parameter of its own, unchanged (a value written into the SQL text, or
 * changed on the way, throws when the statement is compiled).
 */
export async function runCompiledOnce<Row>(
  db: Db,
  shape: string,
  values: readonly StatementValue[],
  build: (values: readonly StatementValue[]) => Compilable<Row>,
): Promise<QueryResult<Row>> {
  const key = `${engineOf(db)} ${shape}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = compileWithStandIns(values.length, build);
    if (statements.size >= KEPT_STATEMENTS) statements.clear();
    statements.set(key, statement);
  }
  const parameters = statement.parameters.slice();
  for (const { index, value } of statement.slots) parameters[index] = values[value];
  return db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
}

function compileWithStandIns<Row>(count: number, build: (values: readonly StatementValue[]) => Compilable<Row>): Statement {
  const compiled = build(Array.from({ length: count }, (_, i) => standIn(i))).compile();
  const reached = new Set<number>();
  const slots = compiled.parameters.flatMap((parameter, index) => {
    if (typeof parameter !== 'string' || !parameter.includes(STAND_IN)) return [];
    const value = Number(parameter.slice(STAND_IN.length));
    if (!parameter.startsWith(STAND_IN) || parameter !== standIn(value)) throw new Error(`A value reached the statement changed: ${compiled.sql}`);
    reached.add(value);
    return [{ index, value }];
  });
  if (reached.size !== count || compiled.sql.includes(STAND_IN)) throw new Error(`A value did not reach the statement as a parameter: ${compiled.sql}`);
  return { sql: compiled.sql, parameters: compiled.parameters, slots };
}
