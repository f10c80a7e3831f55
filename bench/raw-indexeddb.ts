import { uuidv7 } from '@pitchside/shared';
import { since } from './stats';

/** A Dexie table's layout, as `table.schema` describes it. */
export type StoreSchema = {
  primKey: { keyPath: string | string[] | null };
  indexes: { name: string; keyPath: string | string[]; unique?: boolean; multi?: boolean }[];
};

/**
 * The part of the IndexedDB API used here, declared because the server's type check has
 * no DOM library (fake-indexeddb/auto, loaded by device.ts, provides the global).
 */
type Pending = { onsuccess?: () => void; oncomplete?: () => void; onerror: (() => void) | null; error: unknown };
type Store = { put(value: unknown): Pending; createIndex(name: string, keyPath: string | string[], options: { unique: boolean; multiEntry: boolean }): void };
type Database = { transaction(store: string, mode: 'readwrite'): Pending & { objectStore(name: string): Store }; close(): void };
type Factory = {
  open(name: string, version: number): Pending & { result: Database & { createObjectStore(name: string, options: { keyPath: string | string[] | null }): Store }; onupgradeneeded: (() => void) | null };
  deleteDatabase(name: string): Pending;
};

function settled(request: Pending, done: 'onsuccess' | 'oncomplete'): Promise<void> {
  return new Promise((resolve, reject) => {
    request[done] = () => resolve();
    request.onerror = () => reject(request.error instanceof Error ? request.error : new Error('IndexedDB request failed'));
  });
}

/**
 * The storage engine's own floor for a first pull: the same rows written by the raw
 * IndexedDB API (the global one, fake-indexeddb in the bench) into a fresh object store
 * with the same key and indexes, one put each in a single transaction, no Dexie, no sync
 * engine, no HTTP. Answers the milliseconds from the first put to the commit.
 */
export async function rawIndexedDbPut(rows: readonly unknown[], schema: StoreSchema): Promise<number> {
  const indexedDB = (globalThis as unknown as { indexedDB?: Factory }).indexedDB;
  if (!indexedDB) throw new Error('No IndexedDB: load fake-indexeddb first');
  const name = `bench-raw-${uuidv7()}`;
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('rows', { keyPath: schema.primKey.keyPath });
    for (const index of schema.indexes) store.createIndex(index.name, index.keyPath, { unique: index.unique ?? false, multiEntry: index.multi ?? false });
  };
  await settled(open, 'onsuccess');
  const db = open.result;
  try {
    const start = performance.now();
    const transaction = db.transaction('rows', 'readwrite');
    const store = transaction.objectStore('rows');
    for (const row of rows) store.put(row);
    await settled(transaction, 'oncomplete');
    return since(start);
  } finally {
    db.close();
    await settled(indexedDB.deleteDatabase(name), 'onsuccess');
  }
}
