import type { DeleteName } from './pending-deletes';

/**
 * A delete with an undo window, as a screen asks for it: pending-deletes.ts (Dexie's outbox and
 * its timers) loads with the first delete or undo, never with the screen that offers them.
 */
export function deferredDeletes(name: DeleteName) {
  return {
    /** Hides the row now; the delete is queued once the undo window closes. */
    async remove(id: string, onFailed: () => void): Promise<void> {
      const { deferDelete } = await import('./pending-deletes');
      await deferDelete(name, id, onFailed);
    },
    /** Takes the delete back; false when it was already sent (too late to undo). */
    async undo(id: string): Promise<boolean> {
      const { undoDelete } = await import('./pending-deletes');
      return undoDelete(name, id);
    },
  };
}
