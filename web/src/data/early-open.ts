/** The name of the device's database (data/db.ts opens it with Dexie). */
export const DB_NAME = 'pitchside';

/**
 * Opens the device's database at once, while the data layer (Dexie, the stores) still
 * downloads and starts: the browser's storage then starts up beside that work instead of
 * after it, and Dexie's own open, later, finds it running. Nothing is read or written here.
 * A device without the database leaves creating it to Dexie (the creation is aborted).
 * Answers a function that closes this connection; it also closes itself when Dexie needs to
 * upgrade the database.
 */
export function openStorageEarly(): () => void {
  let connection: IDBDatabase | null = null;
  let done = false;
  try {
    const request = indexedDB.open(DB_NAME);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      connection = request.result;
      connection.onversionchange = () => connection?.close();
      if (done) connection.close();
    };
  } catch {
    // No IndexedDB here: Dexie says so when it opens.
  }
  return () => {
    done = true;
    connection?.close();
  };
}
