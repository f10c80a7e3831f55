import { setPriority } from 'node:os';

/**
 * How much lower than the server's thread the push and checkpoint threads run (a nice value,
 * 0 to 19). On a small machine every thread wants the few cores at once while devices push:
 * a pull the coach waits on then queued for a core behind a push the device sends in the
 * background. At 5 the scheduler weighs the server's thread about three times a push thread
 * when both want a core. Not more: at 10 a push thread beside a few busy processes of the
 * same priority got so little that pushes timed out.
 */
export const BACKGROUND_NICE = 5;

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
