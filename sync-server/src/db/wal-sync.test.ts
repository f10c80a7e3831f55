import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrg, createUser, makeTestApp, send, type TestApp } from '../../test-support/index';
import { sqliteHandleOf } from './database';
import { syncWal, walSyncCount } from './wal-sync';

/** Commits do not fsync on the event loop; write answers wait for an off-loop fsync. */
describe('WAL sync', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await makeTestApp();
    token = (await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'org_admin' })).token;
  });
  afterEach(() => t.close());

  it('runs SQLite with synchronous=NORMAL in WAL mode', () => {
    const handle = sqliteHandleOf(t.db)!;
    expect(handle.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(handle.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('answers a write only after an fsync of the WAL; reads never wait for one', async () => {
    const before = walSyncCount(t.db);
    const created = await send(t.app, 'POST', '/api/coach-groups', { token, body: { name: 'Academy' } });
    expect(created.status).toBe(201);
    expect(walSyncCount(t.db)).toBe(before + 1);
    // A refused write that wrote nothing needs no fsync of its own; one that wrote (a throttle count) does.
    expect((await send(t.app, 'POST', '/api/coach-groups', { token, body: { name: '' } })).status).toBe(400);
    expect(walSyncCount(t.db)).toBe(before + 1);
    const wrong = await send(t.app, 'POST', '/api/auth/login', { body: { email: 'nobody@example.test', password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(walSyncCount(t.db)).toBe(before + 2);
    expect((await send(t.app, 'GET', '/api/coach-groups', { token })).status).toBe(200);
    expect(walSyncCount(t.db)).toBe(before + 2);
  });

  it('shares one fsync among writes waiting at the same time, but never one that began before their commit', async () => {
    await createOrg(t.db);
    const before = walSyncCount(t.db);
    const first = syncWal(t.db);
    // Nothing committed since it began: these wait for it.
    const sharing = Array.from({ length: 5 }, () => syncWal(t.db));
    await createOrg(t.db);
    // Committed after it began: these share the next one.
    const after = Array.from({ length: 5 }, () => syncWal(t.db));
    await Promise.all([first, ...sharing, ...after]);
    expect(walSyncCount(t.db) - before).toBe(2);
    // Nothing since: no fsync.
    await syncWal(t.db);
    expect(walSyncCount(t.db) - before).toBe(2);
  });

  it('does not count an fsync begun inside a transaction for the writes that transaction commits', async () => {
    await syncWal(t.db);
    const before = walSyncCount(t.db);
    await t.db.transaction().execute(async (trx) => {
      await createOrg(trx);
      // The same connection, inside the transaction (the write is not committed yet).
      await syncWal(t.db);
    });
    expect(walSyncCount(t.db) - before).toBe(1);
    // The count of changes has not moved since that fsync began, but the commit came after it.
    await syncWal(t.db);
    expect(walSyncCount(t.db) - before).toBe(2);
  });
});
