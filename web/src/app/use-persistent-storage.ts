import { useEffect } from 'react';

let asked = false;

/**
 * Once a user is signed in, ask the browser not to evict IndexedDB under storage pressure:
 * the outbox may hold changes made offline that exist nowhere else yet.
 */
export function usePersistentStorage(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || asked || !navigator.storage?.persist) return;
    asked = true;
    void navigator.storage
      .persisted()
      .then((already) => (already ? true : navigator.storage.persist()))
      .catch(() => false);
  }, [signedIn]);
}
