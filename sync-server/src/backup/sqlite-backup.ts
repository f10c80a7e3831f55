import BetterSqlite3 from 'better-sqlite3';
import { renameSync, rmSync } from 'node:fs';

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API, on a
 * connection of its own. The whole copy is one backup step: a step reads inside one read
 * transaction (a snapshot under WAL, so writers carry on), while a copy in several steps
 * starts again whenever another connection writes between them, and under a steady push
 * load would never end. The copy is written beside `dest` and renamed onto it, so a file
 * named like a backup is always a whole one.
 */
export async function backupSqlite(source: string, dest: string): Promise<{ pages: number }> {
  const handle = new BetterSqlite3(source, { fileMustExist: true });
  const partial = `${dest}.partial`;
  rmSync(partial, { force: true });
  try {
    const done = await handle.backup(partial, { progress: () => ALL_PAGES });
    renameSync(partial, dest);
    return { pages: done.totalPages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    handle.close();
  }
}

/** The most pages better-sqlite3 takes for one step: more than any database of ours holds. */
const ALL_PAGES = 0x7fffffff;

/** Refuses a file that is not a whole Pitchside SQLite database before it replaces one. */
export function checkSqliteBackup(file: string): void {
  const handle = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = handle.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    const migrations = handle.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'schema_migrations'").pluck().get();
    if (migrations !== 1) throw new Error(`${file} is not a Pitchside database (no schema_migrations table)`);
  } finally {
    handle.close();
  }
}
