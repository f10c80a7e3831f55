import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * domain/ holds the rules; every query lives in db/queries/ as a named function, so one
 * query is written once and the SQL for both engines is reviewed in one place.
 */
const queryBuilder = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql\s*[`<]|\bsql\.(raw|ref|table|id|lit|join)\(/;

/**
 * The push loop's savepoints are transaction control, not a query, and the loop is owned
 * by the push/pull performance work: only its SAVEPOINT statements may stay.
 */
const savepoint = /sql`(SAVEPOINT|ROLLBACK TO SAVEPOINT|RELEASE SAVEPOINT) mutation`/g;

describe('domain modules', () => {
  it('call no query builder; their queries live in db/queries', () => {
    const dir = import.meta.dirname;
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((name) => {
        const source = readFileSync(join(dir, name), 'utf8');
        return queryBuilder.test(name === 'mutations.ts' ? source.replace(savepoint, '') : source);
      });
    expect(offenders).toEqual([]);
  });

  it('the check catches an inline query', () => {
    expect(queryBuilder.test("await db.selectFrom('users').selectAll().execute();")).toBe(true);
    expect(queryBuilder.test('const where = sql<boolean>`organization_id = ${id}`;')).toBe(true);
    expect(queryBuilder.test("await db.deleteFrom('sessions').where('id', '=', id).execute();")).toBe(true);
    expect(queryBuilder.test("await deleteSessionRow(db, id);")).toBe(false);
  });
});
