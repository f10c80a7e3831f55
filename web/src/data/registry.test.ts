import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { syncedEntities, syncedTableNames } from '@pitchside/shared';
import { db as deviceDb, PitchsideDb } from './db';

/**
 * The device's copy holds exactly the tables of the synced-entity registry
 * (shared/src/sync/registry.ts), each with the indexes the registry lists; the rest of its
 * Dexie tables are the device's own (its queue, refusals, settings, drafts).
 */
const deviceOnly = ['outbox', 'rejected', 'meta', 'pendingDeletes', 'draftFiles'];

describe('the device copy and the synced-entity registry', () => {
  const db = new PitchsideDb('registry-test');
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('declares every registered table, with its indexes, and no synced table the registry does not know', async () => {
    await db.open();
    const tables = db.tables.map((table) => table.name);
    expect(tables.filter((name) => !deviceOnly.includes(name)).sort()).toEqual([...syncedTableNames].sort());
    for (const name of syncedTableNames) {
      const { primKey, indexes } = db.table(name).schema;
      expect([primKey.src, ...indexes.map((index) => index.src)].join(', '), name).toBe(syncedEntities[name].dexieIndexes);
    }
    expect(db.syncedTables.map((table) => table.name)).toEqual(syncedTableNames);
  });

  it('opens a change\'s transaction over every registered table, so a mutator may write any of them', async () => {
    // Dexie refuses a write to a table left out of the transaction: each write here would throw.
    await deviceDb.transaction('rw', deviceDb.syncedTables, async () => {
      for (const name of syncedTableNames) {
        await deviceDb.syncedTable(name).put({ id: `registry-${name}` });
        await deviceDb.syncedTable(name).delete(`registry-${name}`);
      }
    });
    deviceDb.close();
  });
});
