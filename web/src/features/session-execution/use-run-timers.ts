import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '@pitchside/shared';
import { deviceStorage } from '../../data/device-store';
import { useSession } from '../../data/session';
import { isRunning, pause, remainingSeconds, reset, start, type Countdown } from '../../ui/timer/countdown';
import { primeAlarm, soundAlarm } from './alarm';
import { clearRunTimers, loadRun, openingPosition, runningKey, saveRunTimers, timerFor, type RunPosition, type SessionTimers } from './run-timers';
import { useWakeLock } from './use-wake-lock';

/** An alarm for a drill that ended longer ago than this (the app was closed) would only startle. */
const LATE_ALARM_MS = 60_000;

export type RunTimersApi = {
  now: number;
  /** The activity the run is on (openingPosition, then every move on this device). */
  index: number;
  /** The running timer (at most one), wherever it is in the plan. */
  runningKey: string | undefined;
  timer: (key: string, minutes: number) => Countdown;
  start: (key: string, minutes: number) => void;
  pause: (key: string, minutes: number) => void;
  reset: (key: string, minutes: number) => void;
  /** Moves to another activity, also starting its countdown when `andStart` is given: one change, one write. */
  moveTo: (index: number, andStart?: { key: string; minutes: number }) => void;
  /** After Finish Session: nothing left to resume. */
  clear: () => void;
};

type Run = { timers: SessionTimers; position: RunPosition };

/** Starts `key`'s timer with `next`, pausing the one that was running: one drill runs at a time. */
function changeTimer(timers: SessionTimers, key: string, minutes: number, next: (c: Countdown, at: number) => Countdown, at: number): SessionTimers {
  const updated = next(timerFor(timers, key, minutes), at);
  const out: SessionTimers = {};
  for (const [k, c] of Object.entries(timers)) out[k] = isRunning(updated) && isRunning(c) ? pause(c, at) : c;
  out[key] = updated;
  return out;
}

/**
 * Every activity's countdown in a run-through, and the activity the coach is on, kept on the
 * device. Moving to another activity never resets a timer: a running one keeps running (the
 * drill on the pitch has not stopped) and each activity shows its own time when the coach comes
 * back. Every change is written to storage in the tap that made it, not after the next render,
 * so a tab killed at once still reopens where the coach was.
 */
export function useRunTimers(session: Pick<Session, 'id' | 'currentActivityIndex' | 'updatedAt'>): RunTimersApi {
  const sessionId = session.id;
  // The run-through is behind sign-in; the empty id only covers the instant of signing out.
  const userId = useSession((s) => s.user?.id ?? '');
  const [run, setRun] = useState<Run>(() => {
    const kept = loadRun(deviceStorage('local'), userId, sessionId);
    return { timers: kept.timers, position: openingPosition(kept.position, session) };
  });
  // The latest run for changes made in one tap (a move that also starts a countdown).
  const latest = useRef(run);
  const [now, setNow] = useState(() => Date.now());
  const { timers } = run;
  const running = runningKey(timers);
  const current = running ? timers[running] : undefined;

  const update = useCallback(
    (change: (r: Run, at: number) => Run) => {
      const at = Date.now();
      const next = change(latest.current, at);
      latest.current = next;
      saveRunTimers(deviceStorage('local'), userId, sessionId, next.timers, at, next.position);
      setNow(at);
      setRun(next);
    },
    [userId, sessionId],
  );

  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);

  // Time up: stop at zero and alert, also when the coach is looking at another activity.
  useEffect(() => {
    if (!running || !current || remainingSeconds(current, now) > 0) return;
    const endedAt = (current.startedAt ?? now) + current.totalMs - current.elapsedMs;
    update((r) => ({ ...r, timers: { ...r.timers, [running]: pause(current, endedAt) } }));
    if (now - endedAt < LATE_ALARM_MS) soundAlarm();
  }, [running, current, now, update]);

  useWakeLock(running !== undefined);

  const change = (key: string, minutes: number, next: (c: Countdown, at: number) => Countdown) =>
    update((r, at) => ({ ...r, timers: changeTimer(r.timers, key, minutes, next, at) }));

  return {
    now,
    index: run.position.index,
    runningKey: running,
    timer: (key, minutes) => timerFor(timers, key, minutes),
    start: (key, minutes) => {
      primeAlarm();
      change(key, minutes, start);
    },
    pause: (key, minutes) => change(key, minutes, pause),
    reset: (key, minutes) => change(key, minutes, (c) => reset(c)),
    moveTo: (index, andStart) => {
      if (andStart) primeAlarm();
      update((r, at) => ({
        position: { index, at },
        timers: andStart ? changeTimer(r.timers, andStart.key, andStart.minutes, start, at) : r.timers,
      }));
    },
    clear: () => {
      clearRunTimers(deviceStorage('local'), userId, sessionId, Date.now());
      latest.current = { ...latest.current, timers: {} };
      setRun(latest.current);
    },
  };
}
