import type { Worker } from 'node:worker_threads';
import type { PushResponse } from '@pitchside/shared';
import { writeClaimsOf } from '../db/write-claims';
import { DomainError } from '../domain/errors';
import { TemporaryPushError } from '../sync/mutations';
import type { AuthedUser } from '../domain/actor';
import { noOrigin, type RequestOrigin } from '../domain/audit';
import type { PushFailure, PushJob, PushThreadMessage, PushThreadStart, PushThreadStop } from './protocol';
import type { PushRunner } from './push-runner';
import { typescriptWorker } from './typescript-worker';

/**
 * Why a thread: better-sqlite3 runs every query on the calling thread, so on one thread a
 * pull waited for whatever push work was queued ahead of it, and with many devices pushing
 * the server's thread was busy all the time, so small pulls missed their budget. The push
 * thread runs pushes on its own connection to the same file (WAL: readers never wait for
 * the writer), on another core, so the server's thread is left to pulls and REST. Both
 * connections take the write lock at BEGIN (db/database.ts) and wait for each other.
 * If the thread dies, the pushes in flight fail temporarily (503: the device retries) and
 * the next push starts a new thread.
 */
export class PushThread implements PushRunner {
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, { resolve(response: PushResponse): void; reject(error: unknown): void }>();
  private nextId = 1;
  private closed = false;

  /** `workerModule`: the thread's code; tests give one that fails. */
  constructor(
    private readonly file: string,
    private readonly workerModule = new URL('./worker.ts', import.meta.url),
  ) {}

  /** Starts the thread and waits until its connection is open. */
  static async start(file: string): Promise<PushThread> {
    const thread = new PushThread(file);
    await thread.running();
    return thread;
  }

  async apply(actor: AuthedUser, body: string, clock: () => Date, origin: RequestOrigin = noOrigin): Promise<PushResponse> {
    if (this.closed) throw new Error('The push thread is closed');
    const worker = await this.running();
    const id = this.nextId++;
    const job: PushJob = { type: 'push', id, actor, body, clockOffsetMs: clock().getTime() - Date.now(), origin };
    return new Promise<PushResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = await this.worker?.catch(() => null);
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'stop' } satisfies PushThreadStop);
    await exited;
  }

  private running(): Promise<Worker> {
    this.worker ??= this.spawn();
    return this.worker;
  }

  private spawn(): Promise<Worker> {
    const worker = typescriptWorker(this.workerModule, {
      workerData: { file: this.file, writeClaims: writeClaimsOf(this.file).counts.buffer as SharedArrayBuffer } satisfies PushThreadStart,
    });
    const gone = (error: Error) => {
      this.worker = null;
      for (const { reject } of this.pending.values()) reject(new TemporaryPushError(0, error));
      this.pending.clear();
    };
    return new Promise<Worker>((resolve, reject) => {
      worker.on('message', (message: PushThreadMessage) => {
        if (message.type === 'ready') return resolve(worker);
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.type === 'done') waiting?.resolve(message.response);
        else waiting?.reject(errorOf(message.failure));
      });
      worker.once('error', (error) => {
        gone(error);
        reject(error);
      });
      worker.once('exit', (code) => {
        const error = new Error(`The push thread exited (code ${code})`);
        gone(error);
        reject(error);
      });
    });
  }
}

function errorOf(failure: PushFailure): Error {
  switch (failure.type) {
    case 'refused':
      return new DomainError(failure.kind, failure.code, failure.message, failure.fields, failure.headers);
    case 'temporary':
      return new TemporaryPushError(failure.mutationId, new Error(failure.detail));
    case 'failed':
      return new Error(failure.detail);
  }
}
