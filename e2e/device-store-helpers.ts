import type { Page } from '@playwright/test';

/**
 * One record of the app's IndexedDB (`pitchside`) by store and key, as the device holds it;
 * undefined while the database, the store or the record is not there yet (specs poll on it).
 */
export function storedRecord<T>(page: Page, storeName: string, key: string): Promise<T | undefined> {
  return page.evaluate(
    ({ storeName, key }) =>
      new Promise<T | undefined>((resolve) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(storeName)) {
            database.close();
            resolve(undefined);
            return;
          }
          const read = database.transaction(storeName).objectStore(storeName).get(key);
          read.onerror = () => {
            database.close();
            resolve(undefined);
          };
          read.onsuccess = () => {
            database.close();
            resolve(read.result as T | undefined);
          };
        };
      }),
    { storeName, key },
  );
}

/** Where the device's copy of a session's run-through stands (its current activity). */
export async function storedActivityIndex(page: Page, sessionId: string): Promise<number | undefined> {
  const session = await storedRecord<{ currentActivityIndex?: number }>(page, 'sessions', sessionId);
  return session?.currentActivityIndex;
}

/** The user whose copy the device holds (the sync engine's `syncedFor`). */
export async function syncedFor(page: Page): Promise<string | null> {
  const record = await storedRecord<{ value?: string }>(page, 'meta', 'syncedFor');
  return record?.value ?? null;
}
