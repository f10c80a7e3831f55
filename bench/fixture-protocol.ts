/**
 * Messages between the bench (its process runs the devices) and the server it measures,
 * which runs in a process of its own as in the field: the devices' own work (building and
 * sending pushes, reading answers) shares neither the server's event loop nor its process
 * (its heap, its garbage collector's threads, its thread pool). On a small machine they still
 * share the cores.
 */

/** Activities in the seeded library: the budgets speak of 2,000. */
export const LIBRARY_SIZE = 2000;

export type ClubInfo = { organizationId: string; groupId: string };

export type FixtureCalls = {
  /** A new subscriber organization with the library and one coach group. */
  newClub: { args: null; result: ClubInfo };
  /** A coach with every flag in that organization, signed in (a bearer token). */
  newCoach: { args: { organizationId: string }; result: { token: string } };
  /** A pull cursor of that organization's devices that is up to date now. */
  head: { args: { organizationId: string }; result: string };
  /** CPU time the server's process has used so far (µs, user and system). */
  cpu: { args: null; result: number };
  /** The engine's own insert rate (rows/s) on the server's database (bench/engine-limits.ts). */
  rawInserts: { args: { clubs: number; perClub: number; batch: number }; result: number };
  /** The engine's own indexed read latency (ms), optionally while raw inserts run. */
  rawReads: {
    args: { readers: number; perReader: number; thinkMs: number; deadlineMs: number; whileInserting: { clubs: number; perClub: number; batch: number } | null };
    result: { p50: number; p99: number };
  };
};


export type CallName = keyof FixtureCalls;

export type CallMessage = { [N in CallName]: { id: number; call: N; args: FixtureCalls[N]['args'] } }[CallName];

export type WorkerMessage =
  | { type: 'ready'; baseUrl: string; activityIds: string[] }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number | null; message: string };
