import { parentPort, workerData } from 'node:worker_threads';
import { backupSqlite } from './sqlite-backup';

/**
 * The server's scheduled SQLite backup runs here: the copy is one synchronous backup step
 * (sqlite-backup.ts), which on the server's thread would hold up every request meanwhile.
 */
const port = parentPort;
if (!port) throw new Error('backup/backup-worker.ts runs only as a worker thread');
const { source, dest } = workerData as { source: string; dest: string };
backupSqlite(source, dest).then(
  (done) => port.postMessage({ ok: true, pages: done.pages }),
  (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
);
