import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { uuidv7, type CoachGroup, type PullResponse } from '@pitchside/shared';
import { allFlags, createOrg, createUser, insertActivity, makeTestApp, send, type TestApp } from '../../test-support/index';
import { mutation, pullAs, pushAs } from '../../test-support/sync';
import { testEngine } from '../../test-support/test-database';

/**
 * Pulls read through connections of their own (db/database.ts readsOf): on PostgreSQL a push
 * holds one of the server's pool for its whole transaction, and a pull must not queue
 * behind them.
 */
describe.skipIf(testEngine() !== 'postgres')('a pull while pushes hold the server pool', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('is answered while transactions hold every connection of the pool, as pushes in flight do', async () => {
    t = await makeTestApp();
    const app = t.app;
    const org = await createOrg(t.db);
    const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags });
    const id = uuidv7();
    const pushed = await pushAs(app, coach.token, [mutation(1, 'session.create', { id, title: 'Rondo night', activityIds: [], activityDurations: [] })]);
    expect(pushed.status).toBe(200);
    // The device is registered and its token known: what a device's later pulls are.
    expect((await pullAs(app, coach.token)).status).toBe(200);

    const size = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    let allHeld!: () => void;
    const held = new Promise<void>((resolve) => (allHeld = resolve));
    const db = t.db;
    const holders = Array.from({ length: size }, () =>
      db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        holding += 1;
        if (holding === size) allHeld();
        await released;
      }),
    );
    try {
      await held;
      const page = await pullAs(app, coach.token);
      expect(page.status).toBe(200);
      expect(page.body.lastMutationId).toBe(1);
      expect(page.body.changes.sessions?.map((s) => s.id)).toContain(id);
    } finally {
      release();
      await Promise.all(holders);
    }
    // The pool serves the rest as before.
    const after = await send(app, 'GET', '/api/sync/pull?cursor=0&clientId=device-second', { token: coach.token });
    expect(after.status).toBe(200);
  });
});

/**
 * A small pull lists the changed rows by id and version and takes each row's content from
 * what an earlier pull read (pull.ts): these pin that a row written again is never served at
 * an older version, and that what one device read never reaches a device that may not see it.
 */
describe('a small pull after other devices pulled the same rows', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const pullFrom = (token: string, clientId: string, cursor: string, limit?: number) =>
    send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${cursor}&clientId=${clientId}${limit ? `&limit=${limit}` : ''}`, { token });

  /** A registered device's cursor, up to date now. */
  async function registered(token: string, clientId: string): Promise<string> {
    const page = await pullFrom(token, clientId, '0');
    expect(page.status).toBe(200);
    return page.body.cursor;
  }

  it('serves a row written again at its new version, to a device that pulled the old one and to one that did not', async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags });
    const start = await registered(coach.token, 'device-one');
    expect(await registered(coach.token, 'device-two')).toBe(start);
    const id = uuidv7();
    expect((await pushAs(t.app, coach.token, [mutation(1, 'session.create', { id, title: 'Rondo night', activityIds: [], activityDurations: [] })], 'device-one')).status).toBe(200);

    const first = await pullFrom(coach.token, 'device-one', start);
    expect(first.body.changes.sessions).toEqual([expect.objectContaining({ id, title: 'Rondo night', notes: '' })]);
    const before = first.body.changes.sessions![0]!.version;

    expect((await pushAs(t.app, coach.token, [mutation(2, 'session.appendNote', { id, note: 'Shorter rests' })], 'device-one')).status).toBe(200);
    // A device that never saw the row, from the same cursor: the row as it is now, once.
    const other = await pullFrom(coach.token, 'device-two', start);
    expect(other.body.changes.sessions).toEqual([expect.objectContaining({ id, notes: 'Shorter rests' })]);
    expect(other.body.changes.sessions![0]!.version).toBeGreaterThan(before);
    // The device that pulled the old version: the new one.
    const again = await pullFrom(coach.token, 'device-one', first.body.cursor);
    expect(again.body.changes.sessions).toEqual([expect.objectContaining({ id, notes: 'Shorter rests', version: other.body.changes.sessions![0]!.version })]);
    // And the same again to a device asking from the start of the change.
    const third = await pullFrom(coach.token, 'device-two', start);
    expect(third.body.changes.sessions).toEqual(other.body.changes.sessions);
  });

  it("never shows a row one device pulled to a device whose scope may not see it: another club's, the library without access, the schedule without the flag", async () => {
    t = await makeTestApp();
    const club = await createOrg(t.db, { hasUnitedFcLibraryAccess: true });
    const noLibrary = await createOrg(t.db, { hasUnitedFcLibraryAccess: false });
    const admin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
    const coach = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: allFlags });
    const noSchedule = await createUser(t.db, { organizationId: club.id, role: 'coach', flags: { ...allFlags, canViewWeeklySchedule: false } });
    const outsider = await createUser(t.db, { organizationId: noLibrary.id, role: 'coach', flags: allFlags });
    const cursors = {
      coach: await registered(coach.token, 'device-coach'),
      noSchedule: await registered(noSchedule.token, 'device-no-schedule'),
      outsider: await registered(outsider.token, 'device-outsider'),
    };

    const drill = await insertActivity(t, { title: 'Library rondo' });
    const sessionId = uuidv7();
    expect((await pushAs(t.app, coach.token, [mutation(1, 'session.create', { id: sessionId, title: 'Club plan', activityIds: [], activityDurations: [] })], 'device-coach')).status).toBe(200);
    const group = await send<CoachGroup>(t.app, 'POST', '/api/coach-groups', { token: admin.token, body: { name: 'U12' } });
    expect(group.status).toBe(201);
    const entry = await send<{ id: string }>(t.app, 'POST', '/api/schedule/date', { token: coach.token, body: { sessionId, date: '2025-03-06', groupId: group.body.id } });
    expect(entry.status).toBe(201);

    // The coach sees all of it, and their pull reads every row's content.
    const seen = await pullFrom(coach.token, 'device-coach', cursors.coach);
    expect(seen.body.changes.activities?.map((a) => a.id)).toContain(drill.id);
    expect(seen.body.changes.sessions?.map((s) => s.id)).toEqual([sessionId]);
    expect(seen.body.changes.scheduleEntries?.map((e) => e.id)).toEqual([entry.body.id]);

    // A colleague without the schedule: the session and the library, not the schedule entry.
    const colleague = await pullFrom(noSchedule.token, 'device-no-schedule', cursors.noSchedule);
    expect(colleague.body.changes.sessions?.map((s) => s.id)).toEqual([sessionId]);
    expect(colleague.body.changes.activities?.map((a) => a.id)).toContain(drill.id);
    expect(colleague.body.changes.scheduleEntries ?? []).toEqual([]);

    // Another club without the library: none of the club's rows, nor the library's.
    const other = await pullFrom(outsider.token, 'device-outsider', cursors.outsider);
    expect(other.status).toBe(200);
    const ids = Object.values(other.body.changes).flatMap((rows) => (rows ?? []).map((row) => row.id));
    expect(ids).not.toContain(drill.id);
    expect(ids).not.toContain(sessionId);
    expect(ids).not.toContain(entry.body.id);
  });

  it('pages through rows other devices pulled, landing on each once, and answers a delete as a tombstone', async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags });
    const start = await registered(coach.token, 'device-reader');
    await registered(coach.token, 'device-pager');
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    for (const [i, id] of ids.entries()) {
      expect((await pushAs(t.app, coach.token, [mutation(i + 1, 'session.create', { id, title: `Plan ${i}`, activityIds: [], activityDurations: [] })], 'device-reader')).status).toBe(200);
    }
    expect((await pullFrom(coach.token, 'device-reader', start)).body.changes.sessions?.map((s) => s.id)).toEqual(ids);

    const landed: string[] = [];
    let cursor = start;
    for (let page = 0; page < 10; page += 1) {
      const answer = await pullFrom(coach.token, 'device-pager', cursor, 1);
      landed.push(...(answer.body.changes.sessions ?? []).map((s) => `${s.id} ${s.title}`));
      cursor = answer.body.cursor;
      if (!answer.body.more) break;
    }
    expect(landed).toEqual(ids.map((id, i) => `${id} Plan ${i}`));

    expect((await pushAs(t.app, coach.token, [mutation(4, 'session.delete', { id: ids[1] })], 'device-reader')).status).toBe(200);
    const after = await pullFrom(coach.token, 'device-pager', cursor);
    expect(after.body.deletes).toEqual([{ table: 'sessions', id: ids[1] }]);
    expect(after.body.changes.sessions ?? []).toEqual([]);
    // A device that had not pulled them yet: the rows left, and the delete.
    const late = await pullFrom(coach.token, 'device-reader', start);
    expect(late.body.changes.sessions?.map((s) => s.id)).toEqual([ids[0], ids[2]]);
    expect(late.body.deletes).toEqual([{ table: 'sessions', id: ids[1] }]);
  });
});

/**
 * The rows a pull keeps belong to the database they were read from: one process may serve
 * two (the tests do), and each may hold a row with one id at one version but other content.
 */
describe('the rows kept by pulls of two databases in one process', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it("serves each database's own content of a library row with the same id at the same version", async () => {
    const id = uuidv7();
    const pulled: { title: string; version: number }[] = [];
    for (const title of ['Rondo of the first server', 'Rondo of the second server']) {
      const t = await makeTestApp();
      apps.push(t);
      const org = await createOrg(t.db, { hasUnitedFcLibraryAccess: true });
      const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags });
      const start = (await send<PullResponse>(t.app, 'GET', '/api/sync/pull?cursor=0&clientId=device-one', { token: coach.token })).body.cursor;
      await insertActivity(t, { id, title });
      const page = await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${start}&clientId=device-one`, { token: coach.token });
      const row = page.body.changes.activities?.find((activity) => activity.id === id);
      expect(row).toBeDefined();
      pulled.push({ title: row!.title, version: row!.version });
    }
    // Same id, same version: only the database tells the two rows apart.
    expect(pulled[1]!.version).toBe(pulled[0]!.version);
    expect(pulled.map((row) => row.title)).toEqual(['Rondo of the first server', 'Rondo of the second server']);
  });
});
