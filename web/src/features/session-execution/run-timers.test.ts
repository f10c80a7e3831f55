import { describe, expect, it } from 'vitest';
import { deviceKeys, type KeyValueStorage } from '../../data/device-store';
import { newCountdown, pause, remainingSeconds, start } from '../../ui/timer/countdown';
import {
  clearRunTimers,
  loadRunTimers,
  RUN_TIMERS_KEEP_MS,
  runningKey,
  saveRunTimers,
  timerFor,
  timerKey,
} from './run-timers';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const A = '01890000-0000-7000-8000-000000000001';
const B = '01890000-0000-7000-8000-000000000002';

describe('run-through timers on the device', () => {
  it('a running timer read back after a restart shows the true time left', () => {
    const storage = memoryStorage();
    const running = start(newCountdown(5), 1_000);
    saveRunTimers(storage, 'u1', 's1', { [timerKey(0, A)]: running }, 1_000);
    // The app is closed for 70 s and opened again.
    const restored = loadRunTimers(storage, 'u1', 's1');
    expect(runningKey(restored)).toBe(timerKey(0, A));
    expect(remainingSeconds(timerFor(restored, timerKey(0, A), 5), 71_000)).toBe(230);
  });

  it('keeps each activity its own timer, and sessions apart', () => {
    const storage = memoryStorage();
    const paused = pause(start(newCountdown(10), 0), 30_000);
    saveRunTimers(storage, 'u1', 's1', { [timerKey(1, B)]: paused }, 30_000);
    saveRunTimers(storage, 'u1', 's2', { [timerKey(0, A)]: start(newCountdown(5), 0) }, 30_000);
    const s1 = loadRunTimers(storage, 'u1', 's1');
    expect(remainingSeconds(timerFor(s1, timerKey(1, B), 10), 999_000)).toBe(570);
    // Another activity, or the same activity at another position, starts fresh.
    expect(remainingSeconds(timerFor(s1, timerKey(0, A), 5), 999_000)).toBe(300);
    expect(remainingSeconds(timerFor(s1, timerKey(2, B), 10), 999_000)).toBe(600);
    expect(runningKey(s1)).toBeUndefined();
    expect(runningKey(loadRunTimers(storage, 'u1', 's2'))).toBe(timerKey(0, A));
  });

  it('a changed planned time starts a fresh timer', () => {
    const timers = { [timerKey(0, A)]: pause(start(newCountdown(10), 0), 60_000) };
    expect(remainingSeconds(timerFor(timers, timerKey(0, A), 15), 0)).toBe(900);
  });

  it('clears a finished session and drops sessions untouched for a week', () => {
    const storage = memoryStorage();
    saveRunTimers(storage, 'u1', 'old', { [timerKey(0, A)]: newCountdown(5) }, 0);
    saveRunTimers(storage, 'u1', 's1', { [timerKey(0, A)]: newCountdown(5) }, 1_000);
    saveRunTimers(storage, 'u1', 's2', { [timerKey(0, A)]: newCountdown(5) }, RUN_TIMERS_KEEP_MS + 1);
    expect(loadRunTimers(storage, 'u1', 'old')).toEqual({});
    expect(Object.keys(loadRunTimers(storage, 'u1', 's1'))).toHaveLength(1);
    clearRunTimers(storage, 'u1', 's1', RUN_TIMERS_KEEP_MS + 2);
    expect(loadRunTimers(storage, 'u1', 's1')).toEqual({});
    expect(Object.keys(loadRunTimers(storage, 'u1', 's2'))).toHaveLength(1);
  });

  it('reads unreadable storage as no timers, and survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.data.set(deviceKeys.runTimers('u1'), '{not json');
    expect(loadRunTimers(storage, 'u1', 's1')).toEqual({});
    storage.data.set(deviceKeys.runTimers('u1'), JSON.stringify({ s1: { savedAt: 0, timers: { x: { totalMs: -1 } } } }));
    expect(loadRunTimers(storage, 'u1', 's1')).toEqual({});
    const full: KeyValueStorage = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => saveRunTimers(full, 'u1', 's1', { a: newCountdown(5) }, 0)).not.toThrow();
  });
});
