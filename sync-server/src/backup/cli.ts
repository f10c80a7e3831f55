import { join, resolve } from 'node:path';
import { backupFileName, parseKeep, pruneBackups, restoreBackup, takeBackup } from './backups';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE` (docs/backups.md), with the
 * server's own environment: DATABASE_URL, or the SQLite file in DATA_DIR; a backup without
 * FILE goes into BACKUP_DIR (DATA_DIR/backups) and keeps the newest BACKUP_KEEP there.
 */
const [command, file] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const target = process.env.DATABASE_URL || join(dataDir, 'pitchside.db');
const backupDir = resolve(process.env.BACKUP_DIR ?? join(dataDir, 'backups'));

try {
  if (command === 'backup') {
    const dest = file ? resolve(file) : join(backupDir, backupFileName(target, new Date()));
    await takeBackup(target, dest);
    if (!file && process.env.BACKUP_KEEP) pruneBackups(backupDir, parseKeep(process.env.BACKUP_KEEP));
    console.log(`Backup written to ${dest}`);
  } else if (command === 'restore' && file) {
    await restoreBackup(resolve(file), target);
    console.log(`Restored ${resolve(file)}; start the server`);
  } else {
    console.error('Usage: npm run backup [-- FILE] | npm run restore -- FILE');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
