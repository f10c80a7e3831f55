import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { uuidv7 } from '@pitchside/shared';
import { allFlags, createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';
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
