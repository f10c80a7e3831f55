import { setPriority } from 'node:os';

/**
 * How much lower than the server's thread the push and checkpoint threads run (a nice value,
 * 0 to 19). On a small machine every thread wants the few cores at once while devices push:
 * a pull the coach waits on then queued for a core behind a push the device sends in the
 * background and retries if need be. At this value the scheduler gives the server's thread
 * most of a core whenever it has work, and the pushes still get every cycle it leaves.
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's priority. Only on Linux, where a nice value belongs to one
 * thread; elsewhere it is the whole process's, and the server's thread must keep its own.
 */
export function runInBackground(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, BACKGROUND_NICE);
  } catch {
    // A sandbox may refuse it; the thread then runs at the server's priority, as before.
  }
}
