import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { mutationArgs, uuidv7, type PullResponse, type Session } from '@pitchside/shared';
import { openDatabase, type Db } from '../database';
import type { AuthedUser } from '../../domain/actor';
import { createSession } from '../../domain/sessions';
import { allFlags, createOrg, createUser, makeTestApp, send, type TestApp } from '../../../test-support/index';
import { testEngine } from '../../../test-support/test-database';
import { decodeCursor } from '../../sync/pull';
import { PushTransaction } from '../push-transaction';
import { currentVersion, holdCounter, nextVersion, releaseCounters, writeTombstone } from './versions';

/**
 * A push holds its club's version counter and hands its numbers out in memory
 * (holdCounter/releaseCounters). These run a writer on a second connection to the same
 * database, as another request or another server process would, and pull meanwhile.
 */
describe('a push transaction holding its club version counter', () => {
  let t: TestApp;
  let writer: Db;
  let token: string;
  let actor: AuthedUser;
  let club: string;

  beforeEach(async () => {
    t = await makeTestApp();
    writer = await openDatabase(t.target);
    const org = await createOrg(t.db);
    club = org.id;
    const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags, now: t.clock() });
    token = coach.token;
    actor = {
      id: coach.user.id,
      role: 'coach',
      organizationId: org.id,
      ...allFlags,
      email: coach.user.email,
      firstName: coach.user.firstName,
      lastName: coach.user.lastName,
      status: 'active',
      organizationName: org.name,
      hasUnitedFcLibraryAccess: org.hasUnitedFcLibraryAccess,
      scopeVersion: 0,
      tokenHash: 'unused',
    };
  });

  afterEach(async () => {
    await writer.destroy();
    await t.close();
  });

  const pullFrom = async (cursor: string) => {
    const page = await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=${cursor}&clientId=device-1`, { token });
    expect(page.status).toBe(200);
    return page.body;
  };
  /** Until a PostgreSQL lock wait shows (or `done`, when nothing made the writer wait). */
  const untilWaitingOrDone = async (done: () => boolean) => {
    for (let i = 0; i < 250 && !done(); i += 1) {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`.execute(t.db);
      if (Number(rows[0]!.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const newSession = (db: Db) =>
    createSession(db, actor, mutationArgs['session.create'].parse({ id: uuidv7(), activityIds: [], activityDurations: [] }), t.clock());

  it('hands out consecutive numbers and writes the last back to the counter', async () => {
    const before = await currentVersion(t.db, club);
    const library = await currentVersion(t.db, null);
    const taken = await writer.transaction().execute(async (open) => {
      const trx = new PushTransaction(open, club);
      await holdCounter(trx, club);
      const numbers = [await nextVersion(trx, club), await nextVersion(trx, club), await nextVersion(trx, club)];
      await releaseCounters(trx);
      return numbers;
    });
    expect(taken).toEqual([before + 1, before + 2, before + 3]);
    expect(await currentVersion(t.db, club)).toBe(before + 3);
    // The next writer starts above them; the library's counter did not move.
    expect(await nextVersion(t.db, club)).toBe(before + 4);
    expect(await currentVersion(t.db, null)).toBe(library);
  });

  it('a pull while the holder has not committed does not step past its rows, and the next pull gets them', async () => {
    const first = await pullFrom('0');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let written: Session | undefined;
    const writing = writer.transaction().execute(async (open) => {
      const trx = new PushTransaction(open, club);
      await holdCounter(trx, club);
      written = await newSession(trx);
      held();
      await released;
      await releaseCounters(trx);
    });
    let later: Promise<Session> | undefined;
    let during: PullResponse;
    try {
      await holding;
      expect(written!.version).toBe(decodeCursor(first.cursor)!.club + 1);

      // On PostgreSQL another writer meanwhile waits for the counter, then numbers above the holder's.
      let laterDone = false;
      if (testEngine() === 'postgres') {
        later = writer.transaction().execute((trx) => newSession(trx)).finally(() => (laterDone = true));
        await untilWaitingOrDone(() => laterDone);
      }

      during = await pullFrom(first.cursor);
      expect(decodeCursor(during.cursor)!.club).toBeLessThan(written!.version);
      expect(during.changes.sessions ?? []).toEqual([]);
    } finally {
      release();
    }
    await writing;
    const laterSession = await later;
    if (laterSession) expect(laterSession.version).toBe(written!.version + 1);

    const after = await pullFrom(during.cursor);
    const ids = (after.changes.sessions ?? []).map((s) => s.id);
    expect(ids).toContain(written!.id);
    if (laterSession) expect(ids).toEqual([written!.id, laterSession.id]);
  });

  it('fails the transaction when a number was taken past the held counter', async () => {
    const before = await currentVersion(t.db, club);
    const attempt = writer.transaction().execute(async (open) => {
      const trx = new PushTransaction(open, club);
      await holdCounter(trx, club);
      await nextVersion(trx, club);
      // A number taken through the counter row itself, as a Db object other than the holder would.
      await trx.updateTable('version_counters').set((eb) => ({ value: eb('value', '+', 1) })).where('scope', '=', club).execute();
      await releaseCounters(trx);
    });
    await expect(attempt).rejects.toThrow(/counter moved/);
    expect(await currentVersion(t.db, club)).toBe(before);
  });

  const lastMutationIdOf = async (clientId: string) =>
    Number((await t.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', clientId).executeTakeFirstOrThrow()).last_mutation_id);
  const registerDevice = (clientId: string) =>
    t.db.insertInto('sync_clients').values({ client_id: clientId, user_id: actor.id, last_mutation_id: 0, scope: null, updated_at: t.clock().toISOString() }).execute();

  it("writes the device's lastMutationId back with the counter, and neither when the counter moved", async () => {
    await registerDevice('device-move');
    const before = await currentVersion(t.db, club);
    await writer.transaction().execute(async (open) => {
      const trx = new PushTransaction(open, club);
      await holdCounter(trx, club);
      await nextVersion(trx, club);
      await nextVersion(trx, club);
      await releaseCounters(trx, { clientId: 'device-move', lastMutationId: 7, now: t.clock() });
    });
    expect(await currentVersion(t.db, club)).toBe(before + 2);
    expect(await lastMutationIdOf('device-move')).toBe(7);

    // With no number taken, only the device's row moves.
    await writer.transaction().execute(async (open) => {
      const trx = new PushTransaction(open, club);
      await holdCounter(trx, club);
      await releaseCounters(trx, { clientId: 'device-move', lastMutationId: 8, now: t.clock() });
    });
    expect(await currentVersion(t.db, club)).toBe(before + 2);
    expect(await lastMutationIdOf('device-move')).toBe(8);

    const attempt = writer.transaction().execute(async (open) => {
      const trx = new PushTransaction(open, club);
      await holdCounter(trx, club);
      await nextVersion(trx, club);
      await trx.updateTable('version_counters').set((eb) => ({ value: eb('value', '+', 1) })).where('scope', '=', club).execute();
      await releaseCounters(trx, { clientId: 'device-move', lastMutationId: 9, now: t.clock() });
    });
    await expect(attempt).rejects.toThrow(/counter moved/);
    expect(await currentVersion(t.db, club)).toBe(before + 2);
    expect(await lastMutationIdOf('device-move')).toBe(8);
  });

  it.runIf(testEngine() === 'postgres')('lets another club write and be pulled while a push holds this club', async () => {
    const other = await createOrg(t.db, { name: 'Other FC' });
    const otherCoach = await createUser(t.db, { organizationId: other.id, role: 'coach', flags: allFlags, now: t.clock() });
    const otherActor: AuthedUser = { ...actor, id: otherCoach.user.id, organizationId: other.id, organizationName: other.name };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const writing = writer.transaction().execute(async (open) => {
      const trx = new PushTransaction(open, club);
      await holdCounter(trx, club);
      await newSession(trx);
      held();
      await released;
      await releaseCounters(trx);
    });
    try {
      await holding;
      // Not waiting on the held club: this commits while the holder is still open.
      const theirs = await createSession(t.db, otherActor, mutationArgs['session.create'].parse({ id: uuidv7(), activityIds: [], activityDurations: [] }), t.clock());
      const page = await send<PullResponse>(t.app, 'GET', `/api/sync/pull?cursor=0&clientId=device-other`, { token: otherCoach.token });
      expect((page.body.changes.sessions ?? []).map((s) => s.id)).toEqual([theirs.id]);
    } finally {
      release();
    }
    await writing;
  });

  it('keeps the tombstones of two clubs that share a version number', async () => {
    const other = await createOrg(t.db, { name: 'Tombstone FC' });
    const fresh = await createOrg(t.db, { name: 'Fresh FC' });
    const at = t.clock().toISOString();
    await writeTombstone(t.db, 'sessions', 'gone-1', other.id, at);
    await writeTombstone(t.db, 'sessions', 'gone-2', fresh.id, at);
    const rows = await t.db.selectFrom('tombstones').select(['row_id', 'version']).where('organization_id', 'in', [other.id, fresh.id]).orderBy('row_id').execute();
    expect(rows).toEqual([
      { row_id: 'gone-1', version: 1 },
      { row_id: 'gone-2', version: 1 },
    ]);
  });

  it('numbers each club from its own counter, and the shared rows from theirs', async () => {
    const other = await createOrg(t.db, { name: 'Other FC' });
    const library = await currentVersion(t.db, null);
    const [a1, b1, a2] = [await nextVersion(t.db, club), await nextVersion(t.db, other.id), await nextVersion(t.db, club)];
    expect(a2).toBe(a1 + 1);
    expect(await currentVersion(t.db, other.id)).toBe(b1);
    expect(await currentVersion(t.db, null)).toBe(library);
  });
});
