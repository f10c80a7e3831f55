import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlTableOf, syncedEntities, syncedTableNames, syncedTables, type PullResponse } from '@pitchside/shared';
import { engineOf } from '../db/database';
import { visibility } from '../domain/visibility';
import type { AuthedUser } from '../domain/actor';
import { allFlags, createOrg, createUser, makeTestApp, queryRows, send, type TestApp } from '../../test-support/index';

/**
 * The synced-entity registry (shared/src/sync/registry.ts) is the one list of synced tables:
 * a table the database versions per club, a schema, a pull answer or a visibility rule knows
 * that the registry does not (or the other way round) fails here. The device's side is
 * checked in web/src/data/registry.test.ts.
 */
type ColumnRow = { table_name: string; column_name: string };

const columnsSql = {
  sqlite: `SELECT m.name AS table_name, p.name AS column_name FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p WHERE m.type = 'table'`,
  postgres: `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
};

/** Tables versioned per club that devices do not hold: each is here for a reason. */
const versionedButNotSynced = new Set(['tombstones', 'curriculum_templates']);

describe('the synced-entity registry', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('names exactly the tables the database versions for devices, each with the columns a pull reads', async () => {
    const rows = await queryRows<ColumnRow>(t.db, columnsSql[engineOf(t.db)]);
    const columns = new Map<string, Set<string>>();
    for (const row of rows) columns.set(row.table_name, (columns.get(row.table_name) ?? new Set()).add(row.column_name));
    const versioned = [...columns].filter(([, names]) => names.has('version') && names.has('organization_id')).map(([table]) => table);
    const registered = syncedTableNames.map((name) => syncedEntities[name].sqlTable);
    expect(versioned.filter((table) => !versionedButNotSynced.has(table)).sort()).toEqual([...registered].sort());
    for (const table of registered) expect([...(columns.get(table) ?? [])]).toEqual(expect.arrayContaining(['id', 'organization_id', 'version', 'updated_at']));
    expect(Object.values(sqlTableOf).sort()).toEqual([...registered].sort());
  });

  it('has a row schema and a visibility rule for every table, and a pull answers every table', async () => {
    expect(Object.keys(syncedTables)).toEqual(syncedTableNames);
    const org = await createOrg(t.db);
    const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags, now: t.clock() });
    const actor = { id: coach.user.id, organizationId: org.id, role: 'coach' } as AuthedUser;
    for (const name of syncedTableNames) expect(visibility({ ...actor, ...allFlags }, name)).toBeDefined();
    const page = await send<PullResponse>(t.app, 'GET', '/api/sync/pull?cursor=0&clientId=registry-device', { token: coach.token });
    expect(page.status).toBe(200);
    expect(Object.keys(page.body.changes)).toEqual(syncedTableNames);
  });
});
