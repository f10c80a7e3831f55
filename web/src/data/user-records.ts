import { db } from './db';

/** The service worker's cache of uploaded diagrams (vite.config.ts): club drawings. */
const UPLOADS_CACHE = 'pitchside-uploads';

/**
 * Signing out on purpose: everything this user left in IndexedDB goes, their unsent changes
 * included (the sign-out dialog has already sent them or had the discard confirmed), so a
 * club's shared tablet keeps nothing of them for the next coach. The install id stays: it
 * names the browser, not the person.
 */
export async function removeUserRecords(userId: string): Promise<void> {
  await db
    .transaction('rw', [db.outbox, db.pendingDeletes, db.rejected, db.draftFiles, db.meta], async () => {
      const clientId = (await db.meta.get(`clientId:${userId}`))?.value;
      await db.outbox.where('userId').equals(userId).delete();
      await db.pendingDeletes.where('userId').equals(userId).delete();
      await db.rejected.where('userId').equals(userId).delete();
      await db.draftFiles.where('userId').equals(userId).delete();
      const keys = [`cursor:${userId}`, `clientId:${userId}`];
      if (typeof clientId === 'string') keys.push(`nextMutationId:${clientId}`);
      await db.meta.bulkDelete(keys);
    })
    .catch(() => undefined);
  // Cached diagrams are the club's drawings; a page with no Cache API has none.
  if (typeof caches !== 'undefined') await caches.delete(UPLOADS_CACHE).catch(() => false);
}
