import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { mutationArgs, uuidv7, type PullResponse, type Session } from '@pitchside/shared';
import { openDatabase, type Db } from '../database';
import type { AuthedUser } from '../../http/env';
import { createSession } from '../../domain/sessions';
import { allFlags, createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';
import { testEngine } from '../../test-support/test-database';
import { currentVersion, holdCounter, nextVersion, releaseCounter } from './versions';

/**
 * A push chunk holds the change counter and hands its numbers out in memory
 * (holdCounter/releaseCounter). These run a writer on a second connection to the same
 * database, as another request or another server process would, and pull meanwhile.
 */
describe('a push transaction holding the change counter', () => {
  let t: TestApp;
  let writer: Db;
  let token: string;
  let actor: AuthedUser;

  beforeEach(async () => {
    t = await makeTestApp();
    writer = await openDatabase(t.target);
    const org = await createOrg(t.db);
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

  const pullFrom = async (cursor: number) => {
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
    const before = await currentVersion(t.db);
    const taken = await writer.transaction().execute(async (trx) => {
      await holdCounter(trx);
      const numbers = [await nextVersion(trx), await nextVersion(trx), await nextVersion(trx)];
      await releaseCounter(trx);
      return numbers;
    });
    expect(taken).toEqual([before + 1, before + 2, before + 3]);
    expect(await currentVersion(t.db)).toBe(before + 3);
    // The next writer starts above them.
    expect(await nextVersion(t.db)).toBe(before + 4);
  });

  it('a pull while the holder has not committed does not step past its rows, and the next pull gets them', async () => {
    const first = await pullFrom(0);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let written: Session | undefined;
    const writing = writer.transaction().execute(async (trx) => {
      await holdCounter(trx);
      written = await newSession(trx);
      held();
      await released;
      await releaseCounter(trx);
    });
    let later: Promise<Session> | undefined;
    let during: PullResponse;
    try {
      await holding;
      expect(written!.version).toBe(first.cursor + 1);

      // On PostgreSQL another writer meanwhile waits for the counter, then numbers above the holder's.
      let laterDone = false;
      if (testEngine() === 'postgres') {
        later = writer.transaction().execute((trx) => newSession(trx)).finally(() => (laterDone = true));
        await untilWaitingOrDone(() => laterDone);
      }

      during = await pullFrom(first.cursor);
      expect(during.cursor).toBeLessThan(written!.version);
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
    const before = await currentVersion(t.db);
    const attempt = writer.transaction().execute(async (trx) => {
      await holdCounter(trx);
      await nextVersion(trx);
      // A number taken through the counter row itself, as a Db object other than the holder would.
      await trx.updateTable('change_counter').set((eb) => ({ value: eb('value', '+', 1) })).where('id', '=', 1).execute();
      await releaseCounter(trx);
    });
    await expect(attempt).rejects.toThrow(/counter moved/);
    expect(await currentVersion(t.db)).toBe(before);
  });
});
