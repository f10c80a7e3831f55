import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase, sqliteHandleOf } from '../db/database';
import { checkpointElsewhere } from './checkpoints';
import { syncWal } from '../db/wal-sync';
import { adoptWriteClaims } from '../db/write-claims';
import { PUSH_THREAD_SLOT } from './protocol';
import { DomainError } from '../domain/errors';
import { applyPush, PushGate, pushOfBody, TemporaryPushError } from '../sync/mutations';
import type { PushFailure, PushJob, PushThreadMessage, PushThreadStart, PushThreadStop } from './protocol';

/**
 * The push thread (push-thread.ts): its own connection to the server's SQLite file, on which
 * it applies pushes with the same applyPush as an in-process push, and answers each once
 * the WAL is on disk.
 */

const port = parentPort;
if (!port) throw new Error('push-thread/worker.ts runs only as a worker thread');
const { file, writeClaims } = workerData as PushThreadStart;
adoptWriteClaims(file, writeClaims, PUSH_THREAD_SLOT);
const db = await openDatabase(file, { migrate: false });
const gate = new PushGate();
const checkpoints = await checkpointElsewhere(sqliteHandleOf(db)!, file);

function failureOf(error: unknown): PushFailure {
  if (error instanceof DomainError) {
    return { type: 'refused', kind: error.kind, code: error.code, message: error.message, fields: error.fields, headers: error.headers };
  }
  const detail = (cause: unknown) => (cause instanceof Error ? (cause.stack ?? cause.message) : String(cause));
  if (error instanceof TemporaryPushError) return { type: 'temporary', mutationId: error.mutationId, detail: detail(error.causeError) };
  return { type: 'failed', detail: detail(error) };
}

async function run(job: PushJob): Promise<PushThreadMessage> {
  const clock = () => new Date(Date.now() + job.clockOffsetMs);
  try {
    const response = await applyPush(db, job.actor, pushOfBody(job.body), clock, gate, job.origin);
    await syncWal(db);
    return { type: 'done', id: job.id, response };
  } catch (error) {
    // What committed before a failure is answered for too: it must be on disk first.
    await syncWal(db).catch(() => undefined);
    return { type: 'failed', id: job.id, failure: failureOf(error) };
  }
}

const running = new Set<Promise<void>>();

port.on('message', (message: PushJob | PushThreadStop) => {
  if (message.type === 'stop') {
    void Promise.allSettled(running)
      .then(() => checkpoints?.stop())
      .then(() => db.destroy())
      .finally(() => port.close());
    return;
  }
  const job = run(message).then((answer) => port.postMessage(answer));
  running.add(job);
  void job.finally(() => running.delete(job));
});
port.postMessage({ type: 'ready' } satisfies PushThreadMessage);
