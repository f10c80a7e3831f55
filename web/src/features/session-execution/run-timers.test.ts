import { describe, expect, it } from 'vitest';
import { deviceKeys, type KeyValueStorage } from '../../data/device-store';
import { newCountdown, pause, remainingSeconds, start } from '../../ui/timer/countdown';
import {
  clearRunTimers,
  loadRun,
  loadRunTimers,
  openingPosition,
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

  describe('the activity the run is on, kept with its timers', () => {
    const synced = (currentActivityIndex: number, at: number) => ({ currentActivityIndex, updatedAt: new Date(at).toISOString() });

    it('is written in the same record as the timers, and read back with them', () => {
      const storage = memoryStorage();
      // Next on a running drill: activity 1 paused, activity 2 counting down, the run on activity 2.
      const timers = { [timerKey(0, A)]: pause(start(newCountdown(5), 0), 60_000), [timerKey(1, B)]: start(newCountdown(10), 60_000) };
      saveRunTimers(storage, 'u1', 's1', timers, 60_000, { index: 1, at: 60_000 });
      const stored = JSON.parse(storage.data.get(deviceKeys.runTimers('u1')) ?? '{}') as Record<string, unknown>;
      expect(stored.s1).toMatchObject({ position: { index: 1, at: 60_000 }, timers: { [timerKey(1, B)]: { startedAt: 60_000 } } });
      const kept = loadRun(storage, 'u1', 's1');
      expect(kept.position).toEqual({ index: 1, at: 60_000 });
      expect(runningKey(kept.timers)).toBe(timerKey(1, B));
      // The synced index still says activity 1: its write was lost with the tab.
      expect(openingPosition(kept.position, synced(0, 30_000)).index).toBe(1);
      // A position with no timer yet (reading ahead before starting) is kept too.
      saveRunTimers(storage, 'u1', 's2', {}, 60_000, { index: 2, at: 60_000 });
      expect(loadRun(storage, 'u1', 's2')).toEqual({ timers: {}, position: { index: 2, at: 60_000 } });
    });

    it('opens on the synced index when the session changed after this device last moved', () => {
      const kept = { index: 1, at: 60_000 };
      // Another device moved the run on later.
      expect(openingPosition(kept, synced(2, 90_000))).toEqual({ index: 2, at: 90_000 });
      // Equally recent: this device's own write, the same move.
      expect(openingPosition(kept, synced(1, 60_000)).index).toBe(1);
      expect(openingPosition(kept, synced(0, 60_000)).index).toBe(1);
      // Never moved on this device.
      expect(openingPosition(undefined, synced(2, 0)).index).toBe(2);
      expect(openingPosition(kept, { currentActivityIndex: 0, updatedAt: 'not a time' }).index).toBe(1);
    });

    it('is cleared with the timers when the run ends', () => {
      const storage = memoryStorage();
      saveRunTimers(storage, 'u1', 's1', { [timerKey(1, B)]: start(newCountdown(10), 0) }, 1_000, { index: 1, at: 1_000 });
      saveRunTimers(storage, 'u1', 's2', {}, 1_000, { index: 2, at: 1_000 });
      clearRunTimers(storage, 'u1', 's1', 2_000);
      expect(loadRun(storage, 'u1', 's1')).toEqual({ timers: {}, position: undefined });
      expect(storage.data.get(deviceKeys.runTimers('u1'))).not.toContain('s1');
      // Another run on the device keeps its place.
      expect(loadRun(storage, 'u1', 's2').position).toEqual({ index: 2, at: 1_000 });
    });
  });
});
