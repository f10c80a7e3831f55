import type { Page } from '@playwright/test';

/** The run-through's synced position as the device's own store (IndexedDB) holds it. */
export function storedActivityIndex(page: Page, sessionId: string): Promise<number | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<number | undefined>((resolve, reject) => {
        const open = indexedDB.open('pitchside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('sessions').objectStore('sessions').get(id);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as { currentActivityIndex?: number } | undefined)?.currentActivityIndex);
          };
        };
      }),
    sessionId,
  );
}
