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
    // A refused write is answered after a sync too (it may have written a rejection or a throttle count).
    expect((await send(t.app, 'POST', '/api/coach-groups', { token, body: { name: '' } })).status).toBe(400);
    expect(walSyncCount(t.db)).toBe(before + 2);
    expect((await send(t.app, 'GET', '/api/coach-groups', { token })).status).toBe(200);
    expect(walSyncCount(t.db)).toBe(before + 2);
  });

  it('shares one fsync among writes waiting at the same time, but never one that began before them', async () => {
    const before = walSyncCount(t.db);
    await Promise.all(Array.from({ length: 10 }, () => syncWal(t.db)));
    // The first starts at once; the other nine share the one after it.
    expect(walSyncCount(t.db) - before).toBe(2);
  });
});
