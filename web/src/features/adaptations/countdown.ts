/**
 * The activity timer's arithmetic. The time left is worked out from when the timer should
 * end, not by counting ticks, so a phone that throttles background timers still shows the
 * right time when the coach looks again.
 */

export type CountdownState =
  | { status: 'idle'; totalSeconds: number }
  | { status: 'running'; totalSeconds: number; endsAt: number }
  | { status: 'paused'; totalSeconds: number; remainingSeconds: number }
  | { status: 'finished'; totalSeconds: number };

export function idleCountdown(minutes: number): CountdownState {
  return { status: 'idle', totalSeconds: Math.max(0, Math.round(minutes * 60)) };
}

export function remainingSeconds(state: CountdownState, now: number): number {
  switch (state.status) {
    case 'idle':
      return state.totalSeconds;
    case 'paused':
      return state.remainingSeconds;
    case 'finished':
      return 0;
    case 'running':
      return Math.max(0, Math.ceil((state.endsAt - now) / 1000));
  }
}

export function startCountdown(state: CountdownState, now: number): CountdownState {
  const left = state.status === 'finished' ? state.totalSeconds : remainingSeconds(state, now);
  if (left <= 0) return { status: 'finished', totalSeconds: state.totalSeconds };
  return { status: 'running', totalSeconds: state.totalSeconds, endsAt: now + left * 1000 };
}

export function pauseCountdown(state: CountdownState, now: number): CountdownState {
  if (state.status !== 'running') return state;
  return { status: 'paused', totalSeconds: state.totalSeconds, remainingSeconds: remainingSeconds(state, now) };
}

/** A running timer whose time is up becomes finished; anything else stays as it is. */
export function settleCountdown(state: CountdownState, now: number): CountdownState {
  if (state.status === 'running' && remainingSeconds(state, now) <= 0) {
    return { status: 'finished', totalSeconds: state.totalSeconds };
  }
  return state;
}

/** 'mm:ss', or 'h:mm:ss' past an hour. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Timer lengths offered: 1 to 5 minutes, then 5 to 60 in steps of 5 (the plan's duration choices). */
export const timerMinuteChoices = [1, 2, 3, 4, ...Array.from({ length: 12 }, (_, i) => (i + 1) * 5)];
