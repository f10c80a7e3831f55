import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { uuidv7 } from '@pitchside/shared';
import { allFlags, createOrg, createUser, makeTestApp, queryRows, type TestApp } from '../../../test-support/index';
import { mutation, pushAs } from '../../../test-support/sync';
import { testEngine } from '../../../test-support/test-database';
import { NOTHING_HELD, pullHeadAndChanges, rowsAt, type PullSource } from './pull';

/**
 * On PostgreSQL the first statement of a pull brings a changed row's JSON only above the
 * versions the caller says it holds (HeldVersions), and rowsAt reads the rest by id (RowKey).
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
    expect(all.changed[0]!.map((row) => row.key)).toEqual(ids);
    expect(all.changed[0]!.map((row) => JSON.parse(row.json!).title)).toEqual(['Plan 0', 'Plan 1', 'Plan 2']);

    const second = all.changed[0]![1]!.version;
    const held = await pullHeadAndChanges(t.db, 'device-one', clubId, sources, start, 256, true, undefined, { ...NOTHING_HELD, club: second });
    expect(held.changed[0]!.map((row) => row.key)).toEqual(ids);
    expect(held.changed[0]!.map((row) => (row.json === null ? null : JSON.parse(row.json).title))).toEqual([null, null, 'Plan 2']);
  });

  it('reads rows by id planned for their ids on each run, so a table that grew since a connection first read it is not scanned whole', async () => {
    const { ids } = await clubWithSessions(2);
    await t.db.connection().execute(async (one) => {
      const rows = await rowsAt(one, [{ table: 'sessions', keys: ids }]);
      expect(rows.map((row) => [row.key, JSON.parse(row.json).title])).toEqual([
        [ids[0], 'Plan 0'],
        [ids[1], 'Plan 1'],
      ]);
      expect(await queryRows(one, "SELECT name FROM pg_prepared_statements WHERE statement LIKE '%ANY($1)%'")).toEqual([]);
    });
  });
});

/**
 * A small pull lists each changed row by its key (RowKey: the id on PostgreSQL, the rowid on
 * SQLite), and rowsAt reads the rows by those keys: a key rowsAt did not find its row by would
 * send every such pull down the slow path.
 */
describe('the keys a small pull lists', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('find the rows listed, each at the version listed', async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags });
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    const made = ids.map((id, i) => mutation(i + 1, 'session.create', { id, title: `Plan ${i}`, activityIds: [], activityDurations: [] }));
    expect((await pushAs(t.app, coach.token, made, 'device-one')).status).toBe(200);
    const renamed = mutation(4, 'session.update', { id: ids[1], patch: { title: 'Plan 1, renamed' } });
    expect((await pushAs(t.app, coach.token, [renamed], 'device-one')).status).toBe(200);

    const sources: readonly PullSource[] = [{ table: 'sessions', visible: sql<boolean>`TRUE`, scope: 'club' }];
    const listed = (await pullHeadAndChanges(t.db, 'device-one', org.id, sources, { library: 0, club: 0 }, 256, true)).changed[0]!;
    expect(listed).toHaveLength(3);
    const rows = await rowsAt(t.db, [{ table: 'sessions', keys: listed.map((row) => row.key!) }]);
    const byKey = new Map(rows.map((row) => [String(row.key), row]));
    const found = listed.map((row) => {
      const at = byKey.get(String(row.key));
      const json = at ? (JSON.parse(at.json) as { id: string; title: string }) : null;
      return { id: json?.id, title: json?.title, sameVersion: at?.version === row.version };
    });
    // Listed smallest version first: the renamed plan last.
    expect(found).toEqual([
      { id: ids[0], title: 'Plan 0', sameVersion: true },
      { id: ids[2], title: 'Plan 2', sameVersion: true },
      { id: ids[1], title: 'Plan 1, renamed', sameVersion: true },
    ]);
  });
});
