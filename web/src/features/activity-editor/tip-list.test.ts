import { describe, expect, it } from 'vitest';
import { addItem, MAX_ITEM_LENGTH, MAX_LIST_ITEMS, removeItem } from './tip-list';

describe('tip list items', () => {
  it('adds the trimmed text at the end', () => {
    expect(addItem(['a'], '  Keep the ball low  ')).toEqual(['a', 'Keep the ball low']);
  });

  it('ignores empty and blank text, returning the same list', () => {
    const items = ['a'];
    expect(addItem(items, '')).toBe(items);
    expect(addItem(items, '   \n\t')).toBe(items);
  });

  it('keeps duplicates a coach typed on purpose and never changes the given list', () => {
    const items = ['a'];
    expect(addItem(items, 'a')).toEqual(['a', 'a']);
    expect(items).toEqual(['a']);
  });

  it('stops at the server limits', () => {
    const full = Array.from({ length: MAX_LIST_ITEMS }, (_, i) => `tip ${i}`);
    expect(addItem(full, 'one more')).toBe(full);
    expect(addItem([], 'x'.repeat(MAX_ITEM_LENGTH + 10))[0]).toHaveLength(MAX_ITEM_LENGTH);
  });

  it('removes the item at an index; an index out of range changes nothing', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    const items = ['a'];
    expect(removeItem(items, 3)).toBe(items);
    expect(removeItem(items, -1)).toBe(items);
  });
});
