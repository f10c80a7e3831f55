import { describe, expect, it } from 'vitest';
import { loadAutoStartNext, saveAutoStartNext, startsNextCountdown } from './run-settings';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('auto-start setting', () => {
  it('is on until turned off, and the choice is kept on the device', () => {
    const storage = memoryStorage();
    expect(loadAutoStartNext(storage)).toBe(true);
    saveAutoStartNext(storage, false);
    expect(loadAutoStartNext(storage)).toBe(false);
    saveAutoStartNext(storage, true);
    expect(loadAutoStartNext(storage)).toBe(true);
  });

  it('is on where storage is blocked', () => {
    expect(loadAutoStartNext(null)).toBe(true);
  });
});

describe('startsNextCountdown', () => {
  const base = { autoStart: true, fromIndex: 0, toIndex: 1, wasRunning: true, nextUntouched: true };

  it('starts the next drill when the last one was running', () => {
    expect(startsNextCountdown(base)).toBe(true);
  });

  it('does not when the last one was stopped, the setting is off, or the next was already timed', () => {
    expect(startsNextCountdown({ ...base, wasRunning: false })).toBe(false);
    expect(startsNextCountdown({ ...base, autoStart: false })).toBe(false);
    expect(startsNextCountdown({ ...base, nextUntouched: false })).toBe(false);
  });

  it('only going forward one drill, never back or by a jump in the plan', () => {
    expect(startsNextCountdown({ ...base, fromIndex: 1, toIndex: 0 })).toBe(false);
    expect(startsNextCountdown({ ...base, toIndex: 3 })).toBe(false);
  });
});
