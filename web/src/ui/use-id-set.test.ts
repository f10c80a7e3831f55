import { describe, expect, it } from 'vitest';
import { withId } from './use-id-set';

describe('withId', () => {
  it('flips an id in or out when not told which', () => {
    expect([...withId(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...withId(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('puts the id in or takes it out as told, whatever it was', () => {
    expect([...withId(new Set(['a']), 'a', true)]).toEqual(['a']);
    expect([...withId(new Set(['a']), 'b', false)]).toEqual(['a']);
    expect([...withId(new Set(['a']), 'a', false)]).toEqual([]);
  });

  it('leaves the set it was given as it was', () => {
    const ids = new Set(['a']);
    withId(ids, 'b');
    expect([...ids]).toEqual(['a']);
  });
});
