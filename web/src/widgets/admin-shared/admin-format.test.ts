import { describe, expect, it } from 'vitest';
import { formatDate, fullName, parseDisplayOrder } from './admin-format';

describe('parseDisplayOrder', () => {
  it('reads a whole number and defaults anything else to 0', () => {
    expect(parseDisplayOrder('3')).toBe(3);
    expect(parseDisplayOrder(' 12 ')).toBe(12);
    expect(parseDisplayOrder('4.7')).toBe(4);
    expect(parseDisplayOrder('-2')).toBe(-2);
    expect(parseDisplayOrder('')).toBe(0);
    expect(parseDisplayOrder('abc')).toBe(0);
  });
});

describe('names and dates', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Alex', lastName: 'Morgan' })).toBe('Alex Morgan');
  });
  it('keeps an unreadable timestamp as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2025-07-28T10:00:00.000Z')).toMatch(/2025/);
  });
});
