import BetterSqlite3 from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { CheckpointStart } from './checkpoints';

/**
 * The checkpoint thread (checkpoints.ts): a connection of its own to the server's SQLite
 * file that copies the WAL into the database now and then. A PASSIVE checkpoint takes no
 * lock that writers or readers wait on, and does its disk syncs here, on this thread.
 */

const port = parentPort;
if (!port) throw new Error('push-thread/checkpoint-worker.ts runs only as a worker thread');
const { file, everyMs } = workerData as CheckpointStart;
const handle = new BetterSqlite3(file);
// The checkpoint's own syncs (the WAL before the copy, the database after) as the server's
// connections would do them.
handle.pragma('synchronous = NORMAL');
handle.pragma('busy_timeout = 0');

const timer = setInterval(() => {
  try {
    handle.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Tried again at the next tick; meanwhile the server's connection checkpoints as before.
  }
}, everyMs);

port.on('message', () => {
  clearInterval(timer);
  handle.close();
  port.close();
});
port.postMessage('ready');
