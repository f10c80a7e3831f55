import { describe, expect, it } from 'vitest';
import { dropEarly, earlyAnswer, readEarly } from './early-reads';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early reads', () => {
  it('answers what the early read found until the screen drops it', async () => {
    readEarly('week', () => Promise.resolve(['Monday']));
    expect(earlyAnswer('week')).toBeUndefined();
    await settle();
    expect(earlyAnswer('week')).toEqual(['Monday']);
    dropEarly('week');
    expect(earlyAnswer('week')).toBeUndefined();
  });

  it('null is an answer ("no training coming")', async () => {
    readEarly('next', () => Promise.resolve(null));
    await settle();
    expect(earlyAnswer('next')).toBeNull();
    dropEarly('next');
  });

  it('never keeps an answer that comes after the live query took over: a later visit would show data older than a change made since', async () => {
    const read = deferred<string[]>();
    readEarly('week', () => read.promise);
    // The screen's live query answered first and dropped the early read.
    dropEarly('week');
    read.resolve(['before the change']);
    await settle();
    expect(earlyAnswer('week')).toBeUndefined();
  });

  it('a newer early read wins over an older one still running', async () => {
    const older = deferred<string>();
    readEarly('run', () => older.promise);
    readEarly('run', () => Promise.resolve('newer'));
    await settle();
    older.resolve('older');
    await settle();
    expect(earlyAnswer('run')).toBe('newer');
    dropEarly('run');
  });

  it('a failed early read leaves nothing to show', async () => {
    readEarly('broken', () => Promise.reject(new Error('storage refused')));
    await settle();
    expect(earlyAnswer('broken')).toBeUndefined();
  });
});
