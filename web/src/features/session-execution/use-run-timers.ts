import { useCallback, useEffect, useState } from 'react';
import { deviceStorage } from '../../data/device-store';
import { useSession } from '../../data/session';
import { isRunning, pause, remainingSeconds, reset, start, type Countdown } from '../../ui/timer/countdown';
import { primeAlarm, soundAlarm } from './alarm';
import { clearRunTimers, loadRunTimers, runningKey, saveRunTimers, timerFor, type SessionTimers } from './run-timers';
import { useWakeLock } from './use-wake-lock';

/** An alarm for a drill that ended longer ago than this (the app was closed) would only startle. */
const LATE_ALARM_MS = 60_000;

export type RunTimersApi = {
  now: number;
  /** The running timer (at most one), wherever it is in the plan. */
  runningKey: string | undefined;
  timer: (key: string, minutes: number) => Countdown;
  start: (key: string, minutes: number) => void;
  pause: (key: string, minutes: number) => void;
  reset: (key: string, minutes: number) => void;
  /** After Finish Session: nothing left to resume. */
  clear: () => void;
};

/**
 * Every activity's countdown in a run-through, kept on the device. Moving to another activity
 * never resets a timer: a running one keeps running (the drill on the pitch has not stopped)
 * and each activity shows its own time when the coach comes back. Starting a timer pauses
 * the one that was running, as only one drill runs at a time.
 */
export function useRunTimers(sessionId: string): RunTimersApi {
  // The run-through is behind sign-in; the empty id only covers the instant of signing out.
  const userId = useSession((s) => s.user?.id ?? '');
  const [timers, setTimers] = useState<SessionTimers>(() => loadRunTimers(deviceStorage('local'), userId, sessionId));
  const [now, setNow] = useState(() => Date.now());
  const running = runningKey(timers);
  const current = running ? timers[running] : undefined;

  useEffect(() => {
    saveRunTimers(deviceStorage('local'), userId, sessionId, timers, Date.now());
  }, [userId, sessionId, timers]);

  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);

  // Time up: stop at zero and alert, also when the coach is looking at another activity.
  useEffect(() => {
    if (!running || !current || remainingSeconds(current, now) > 0) return;
    const endedAt = (current.startedAt ?? now) + current.totalMs - current.elapsedMs;
    setTimers((t) => ({ ...t, [running]: pause(current, endedAt) }));
    if (now - endedAt < LATE_ALARM_MS) soundAlarm();
  }, [running, current, now]);

  useWakeLock(running !== undefined);

  const change = useCallback((key: string, minutes: number, next: (c: Countdown, at: number) => Countdown) => {
    const at = Date.now();
    setNow(at);
    setTimers((t) => {
      const updated = next(timerFor(t, key, minutes), at);
      const out: SessionTimers = {};
      for (const [k, c] of Object.entries(t)) out[k] = isRunning(updated) && isRunning(c) ? pause(c, at) : c;
      out[key] = updated;
      return out;
    });
  }, []);

  return {
    now,
    runningKey: running,
    timer: (key, minutes) => timerFor(timers, key, minutes),
    start: (key, minutes) => {
      primeAlarm();
      change(key, minutes, start);
    },
    pause: (key, minutes) => change(key, minutes, pause),
    reset: (key, minutes) => change(key, minutes, (c) => reset(c)),
    clear: () => {
      clearRunTimers(deviceStorage('local'), userId, sessionId, Date.now());
      setTimers({});
    },
  };
}
