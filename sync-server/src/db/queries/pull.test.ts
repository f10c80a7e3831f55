import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { uuidv7 } from '@pitchside/shared';
import { allFlags, createOrg, createUser, makeTestApp, queryRows, type TestApp } from '../../../test-support/index';
import { mutation, pushAs } from '../../../test-support/sync';
import { testEngine } from '../../../test-support/test-database';
import { NOTHING_HELD, pullHeadAndChanges, rowsAt, type PullSource } from './pull';

/**
 * On PostgreSQL the first statement of a pull brings a changed row's JSON only above the
 * versions the caller says it holds (HeldVersions), and rowsAt reads the rest by id.
 */
describe.skipIf(testEngine() !== 'postgres')('the statements of a small pull on PostgreSQL', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const sessions: readonly PullSource[] = [{ table: 'sessions', visible: sql<boolean>`TRUE`, scope: 'club' }];

  async function clubWithSessions(count: number) {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags });
    const ids = Array.from({ length: count }, () => uuidv7());
    const mutations = ids.map((id, i) => mutation(i + 1, 'session.create', { id, title: `Plan ${i}`, activityIds: [], activityDurations: [] }));
    expect((await pushAs(t.app, coach.token, mutations, 'device-one')).status).toBe(200);
    return { clubId: org.id, ids };
  }

  it('lists the rows at or below the held version without their JSON, and those above with it', async () => {
    const { clubId, ids } = await clubWithSessions(3);
    const sources = sessions;
    const start = { library: 0, club: 0 };
    const all = await pullHeadAndChanges(t.db, 'device-one', clubId, sources, start, 256, true);
    expect(all.changed[0]!.map((row) => row.id)).toEqual(ids);
    expect(all.changed[0]!.map((row) => JSON.parse(row.json!).title)).toEqual(['Plan 0', 'Plan 1', 'Plan 2']);

    const second = all.changed[0]![1]!.version;
    const held = await pullHeadAndChanges(t.db, 'device-one', clubId, sources, start, 256, true, undefined, { ...NOTHING_HELD, club: second });
    expect(held.changed[0]!.map((row) => row.id)).toEqual(ids);
    expect(held.changed[0]!.map((row) => (row.json === null ? null : JSON.parse(row.json).title))).toEqual([null, null, 'Plan 2']);
  });

  it('reads rows by id planned for their ids on each run, so a table that grew since a connection first read it is not scanned whole', async () => {
    const { ids } = await clubWithSessions(2);
    await t.db.connection().execute(async (one) => {
      const rows = await rowsAt(one, [{ table: 'sessions', ids }]);
      expect(rows.map((row) => [row.id, JSON.parse(row.json).title])).toEqual([
        [ids[0], 'Plan 0'],
        [ids[1], 'Plan 1'],
      ]);
      expect(await queryRows(one, "SELECT name FROM pg_prepared_statements WHERE statement LIKE '%ANY($1)%'")).toEqual([]);
    });
  });
});
