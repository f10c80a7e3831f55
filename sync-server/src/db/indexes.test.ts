import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engineOf } from './database';
import { makeTestApp, queryRows, type TestApp } from '../../test-support/index';

/**
 * An index whose columns lead another index of the same table answers nothing the longer one
 * does not, costs every write, and gives the planner a worse road: PostgreSQL read a pull's
 * library branch through activities (organization_id), every library row fetched and filtered
 * by version, instead of (organization_id, version).
 */
type IndexRow = { name: string; table_name: string; columns: string; is_unique: number | boolean };

const indexesSql = {
  sqlite: `SELECT m.name AS name, m.tbl_name AS table_name, (SELECT group_concat(c.name, ',') FROM (SELECT name FROM pragma_index_info(m.name) ORDER BY seqno) AS c) AS columns,
             (SELECT l."unique" FROM pragma_index_list(m.tbl_name) AS l WHERE l.name = m.name) AS is_unique
           FROM sqlite_master AS m WHERE m.type = 'index' AND m.sql IS NOT NULL AND m.sql NOT LIKE '% WHERE %'`,
  postgres: `SELECT i.relname AS name, t.relname AS table_name, string_agg(a.attname, ',' ORDER BY k.ord) AS columns, x.indisunique AS is_unique
             FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
             JOIN unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
             LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
             WHERE t.relnamespace = current_schema()::regnamespace AND x.indpred IS NULL AND x.indexprs IS NULL
             GROUP BY i.relname, t.relname, x.indisunique`,
};

describe('indexes', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await makeTestApp();
  });
  afterEach(async () => {
    await server.close();
  });

  it('has no plain index that only repeats the leading columns of another', async () => {
    const indexes = await queryRows<IndexRow>(server.db, indexesSql[engineOf(server.db)]);
    const leading = indexes.filter(
      (short) =>
        !short.is_unique &&
        indexes.some((long) => long !== short && long.table_name === short.table_name && `${long.columns},`.startsWith(`${short.columns},`)),
    );
    expect(indexes.map((index) => index.name)).toContain('activities_org_version');
    expect(leading.map((index) => index.name)).toEqual([]);
  });
});
