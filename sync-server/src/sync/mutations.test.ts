import { describe, expect, it } from 'vitest';
import { PUSH_TRANSACTIONS_AT_ONCE, PushGate } from './mutations';

/** A push transaction that runs until the test lets it end. */
function heldWork(log: { running: number; most: number; started: string[] }, name: string) {
  let end: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const work = async () => {
    log.running += 1;
    log.most = Math.max(log.most, log.running);
    log.started.push(name);
    await ended;
    log.running -= 1;
  };
  return { work, end };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the push gate', () => {
  it('runs two push transactions at once on either engine, whatever the number of clubs pushing', async () => {
    expect(PUSH_TRANSACTIONS_AT_ONCE).toBe(2);
    const gate = new PushGate();
    const log = { running: 0, most: 0, started: [] as string[] };
    const pushes = ['club a', 'club b', 'club c', 'club d', 'club e'].map((club) => ({ club, ...heldWork(log, club) }));
    const done = pushes.map(({ club, work }) => gate.through(club, work));
    await settle();
    expect(log.started).toEqual(['club a', 'club b']);

    pushes[0]!.end();
    await settle();
    expect(log.started).toEqual(['club a', 'club b', 'club c']);
    expect(log.running).toBe(2);

    for (const push of pushes) push.end();
    await Promise.all(done);
    expect(log.started).toEqual(['club a', 'club b', 'club c', 'club d', 'club e']);
    expect(log.most).toBe(2);
  });

  it("runs a club's pushes one after the other, letting another club's go meanwhile", async () => {
    const gate = new PushGate();
    const log = { running: 0, most: 0, started: [] as string[] };
    const first = heldWork(log, 'a first');
    const second = heldWork(log, 'a second');
    const other = heldWork(log, 'b');
    const done = [gate.through('a', first.work), gate.through('a', second.work), gate.through('b', other.work)];
    await settle();
    // A slot is free, but the club's first push still holds its counter.
    expect(log.started).toEqual(['a first', 'b']);

    other.end();
    await settle();
    expect(log.started).toEqual(['a first', 'b']);

    first.end();
    await settle();
    expect(log.started).toEqual(['a first', 'b', 'a second']);
    second.end();
    await Promise.all(done);
  });
});
