import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CallMessage, CallName, ClubInfo, FixtureCalls, WorkerMessage } from './fixture-protocol';

/**
 * The bench's handle on the measured server (fixture-server.ts, in a process of its own):
 * its loopback address, the seeded library, and calls to add clubs and coaches.
 * Ending the process closes the server; its temp dir is under the OS temp dir.
 */

export { LIBRARY_SIZE } from './fixture-protocol';

export type Club = ClubInfo & { coach(): Promise<{ token: string }> };

export type Fixture = {
  baseUrl: string;
  /** Ids of the global activities (the whole seeded library), oldest first. */
  activityIds: string[];
  newClub(): Promise<Club>;
  /** A new club and one of its coaches, signed in: the single device most modules measure. */
  newCoach(): Promise<{ club: Club; token: string }>;
  /** A pull cursor that is up to date now for the devices of `club`. */
  head(club: Club): Promise<string>;
  rawInserts(load: FixtureCalls['rawInserts']['args']): Promise<number>;
  rawReads(load: FixtureCalls['rawReads']['args']): Promise<{ p50: number; p99: number }>;
  /** CPU time the server's process has used so far (µs). */
  cpu(): Promise<number>;
  close(): Promise<void>;
};

const START_TIMEOUT_MS = 60_000;
const CALL_TIMEOUT_MS = 180_000;

export async function startFixture(): Promise<Fixture> {
  // It inherits the environment (the engine to open) and runs TypeScript as the bench does.
  const worker = fork(fileURLToPath(new URL('./fixture-server.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;

  const ready = new Promise<{ baseUrl: string; activityIds: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The bench server did not start in time')), START_TIMEOUT_MS);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message);
      } else if (message.id === null) {
        reject(new Error(`The bench server failed: ${'message' in message ? message.message : ''}`));
      } else {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === 'result') call?.resolve(message.result);
        else call?.reject(new Error(message.message));
      }
    });
    worker.on('error', reject);
    worker.once('exit', (code) => reject(new Error(`The bench server exited (code ${code})`)));
  });

  function call<N extends CallName>(name: N, args: FixtureCalls[N]['args']): Promise<FixtureCalls[N]['result']> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Bench server call ${name} timed out`)), CALL_TIMEOUT_MS);
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as FixtureCalls[N]['result']);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.send({ id, call: name, args } as CallMessage);
    });
  }

  async function newClub(): Promise<Club> {
    const info = await call('newClub', null);
    return { ...info, coach: () => call('newCoach', { organizationId: info.organizationId }) };
  }

  const { baseUrl, activityIds } = await ready;
  return {
    baseUrl,
    activityIds,
    newClub,
    async newCoach() {
      const club = await newClub();
      return { club, token: (await club.coach()).token };
    },
    head: (club) => call('head', { organizationId: club.organizationId }),
    rawInserts: (load) => call('rawInserts', load),
    rawReads: (load) => call('rawReads', load),
    cpu: () => call('cpu', null),
    async close() {
      if (worker.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.kill();
      await exited;
    },
  };
}
