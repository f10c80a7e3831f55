import { db, type DraftFileEntry } from './db';

/**
 * Files chosen in a form that is not saved yet (a drill's diagram image), kept in IndexedDB
 * beside the form's text draft so a reload or a lost connection never makes the user pick
 * them again. Kept under the draft's per-user key; signing out removes the user's files.
 * Where IndexedDB is refused, the form goes on without: only the reload would lose the file.
 */

export async function saveDraftFile(entry: { key: string; userId: string; baseVersion: number | null; file: File }): Promise<void> {
  const { key, userId, baseVersion, file } = entry;
  try {
    const bytes = await file.arrayBuffer();
    await db.draftFiles.put({ key, userId, baseVersion, name: file.name, type: file.type, bytes, savedAt: new Date().toISOString() });
  } catch {
    // Unreadable file or refused storage: the form keeps the file until the page goes.
  }
}

/** The file of this draft, unless it was chosen for another version of what is edited. */
export async function loadDraftFile(key: string, baseVersion: number | null): Promise<File | null> {
  const entry: DraftFileEntry | undefined = await db.draftFiles.get(key).catch(() => undefined);
  if (!entry) return null;
  if (entry.baseVersion !== baseVersion) {
    await removeDraftFile(key);
    return null;
  }
  return new File([entry.bytes], entry.name, { type: entry.type });
}

export async function removeDraftFile(key: string): Promise<void> {
  await db.draftFiles.delete(key).catch(() => undefined);
}

export async function clearUserDraftFiles(userId: string): Promise<void> {
  await db.draftFiles
    .where('userId')
    .equals(userId)
    .delete()
    .catch(() => undefined);
}
