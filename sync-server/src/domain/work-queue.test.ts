import { describe, expect, it } from 'vitest';
import { ServerBusy, WorkQueue } from './work-queue';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened.then(() => 'done') };
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks of a lane; the rest wait their turn in order', async () => {
    const queue = new WorkQueue({ slow: { concurrency: 1, maxWaiting: 5 } });
    const gates = [gate(), gate(), gate()];
    const order: number[] = [];
    const runs = gates.map((g, i) => queue.run('slow', () => g.task().then(() => order.push(i))));
    expect(queue.runningIn('slow')).toBe(1);
    expect(queue.waitingIn('slow')).toBe(2);
    gates[2]!.open();
    gates[1]!.open();
    gates[0]!.open();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2]);
    expect(queue.runningIn('slow')).toBe(0);
    expect(queue.started('slow')).toBe(3);
  });

  it('never makes one lane wait for another', async () => {
    const queue = new WorkQueue({ burst: { concurrency: 1, maxWaiting: 8 }, signIn: { concurrency: 2, maxWaiting: 8 } });
    const held = Array.from({ length: 5 }, () => gate());
    const burst = held.map((g) => queue.run('burst', g.task));
    await expect(queue.run('signIn', async () => 'signed in')).resolves.toBe('signed in');
    for (const g of held) g.open();
    await Promise.all(burst);
  });

  it('refuses at once with 503 and Retry-After when the wait list is full', async () => {
    const queue = new WorkQueue({ slow: { concurrency: 1, maxWaiting: 1 } });
    const first = gate();
    const running = queue.run('slow', first.task);
    const waiting = queue.run('slow', async () => 'second');
    const refused = queue.run('slow', async () => 'third');
    await expect(refused).rejects.toBeInstanceOf(ServerBusy);
    await expect(refused).rejects.toMatchObject({ kind: 'busy', code: 'busy', headers: { 'Retry-After': '5' } });
    first.open();
    await expect(Promise.all([running, waiting])).resolves.toEqual(['done', 'second']);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new WorkQueue({ slow: { concurrency: 1, maxWaiting: 1 } });
    await expect(queue.run('slow', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('slow', async () => 'next')).resolves.toBe('next');
  });
});
