import { DomainError } from './errors';

/**
 * Slow work (password hashing: scrypt at OWASP cost, ~0.5 s and 128 MiB each) in lanes, each
 * with a bounded number running at once and a bounded wait list. A burst in one lane (anyone
 * may register) then neither starves another (sign-in), nor fills libuv's four threads, nor
 * the memory; past the wait list the request is refused at once with 503 rather than queued.
 */
export type LanePolicy = { concurrency: number; maxWaiting: number };

export class ServerBusy extends DomainError {
  constructor(readonly retryAfterSeconds = 5) {
    super('busy', 'busy', 'The server is busy. Please try again in a moment.', undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}

type Job = () => void;

export class WorkQueue<Lane extends string> {
  private readonly running = new Map<Lane, number>();
  private readonly waiting = new Map<Lane, Job[]>();
  private readonly startedCount = new Map<Lane, number>();

  constructor(private readonly policies: Record<Lane, LanePolicy>) {}

  run<T>(lane: Lane, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start: Job = () => {
        this.running.set(lane, this.runningIn(lane) + 1);
        this.startedCount.set(lane, this.started(lane) + 1);
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running.set(lane, this.runningIn(lane) - 1);
            this.waiting.get(lane)?.shift()?.();
          });
      };
      const policy = this.policies[lane];
      if (this.runningIn(lane) < policy.concurrency) return start();
      const list = this.waiting.get(lane) ?? [];
      if (list.length >= policy.maxWaiting) return reject(new ServerBusy());
      list.push(start);
      this.waiting.set(lane, list);
    });
  }

  runningIn(lane: Lane): number {
    return this.running.get(lane) ?? 0;
  }

  waitingIn(lane: Lane): number {
    return this.waiting.get(lane)?.length ?? 0;
  }

  /** How many tasks of the lane have started, ever (tests count the slow work done). */
  started(lane: Lane): number {
    return this.startedCount.get(lane) ?? 0;
  }
}
