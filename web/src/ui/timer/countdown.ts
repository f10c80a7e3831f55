import { DEFAULT_ACTIVITY_MINUTES } from '@pitchside/shared';

/**
 * The run-through's per-activity countdown as pure maths over wall-clock times, so a
 * throttled or suspended tab (phone locked at the pitch) still shows the right time when
 * it wakes: the remaining time is computed from when the timer started, never counted
 * down tick by tick.
 */
export type Countdown = {
  totalMs: number;
  /** Time already run before the current start (pauses keep it). */
  elapsedMs: number;
  /** When the current run started (ms since epoch), or null while stopped. */
  startedAt: number | null;
};

export function newCountdown(minutes: number): Countdown {
  const safe = Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_ACTIVITY_MINUTES;
  return { totalMs: Math.round(safe * 60_000), elapsedMs: 0, startedAt: null };
}

export function elapsed(c: Countdown, now: number): number {
  const running = c.startedAt === null ? 0 : Math.max(0, now - c.startedAt);
  return Math.min(c.totalMs, c.elapsedMs + running);
}

/**
 * Whole seconds left as the display shows them. Rounded (not floored) so a tick that
 * lands a few ms early or late shows the same second as one exactly on time.
 */
export function remainingSeconds(c: Countdown, now: number): number {
  return Math.max(0, Math.round((c.totalMs - elapsed(c, now)) / 1000));
}

export function isRunning(c: Countdown): boolean {
  return c.startedAt !== null;
}

export function isFinished(c: Countdown, now: number): boolean {
  return remainingSeconds(c, now) === 0;
}

export function start(c: Countdown, now: number): Countdown {
  if (c.startedAt !== null || isFinished(c, now)) return c;
  return { ...c, startedAt: now };
}

export function pause(c: Countdown, now: number): Countdown {
  if (c.startedAt === null) return c;
  return { ...c, elapsedMs: elapsed(c, now), startedAt: null };
}

export function reset(c: Countdown): Countdown {
  return { totalMs: c.totalMs, elapsedMs: 0, startedAt: null };
}

/** mm:ss; an hour or more still shows minutes (90:00), as coaches count drills in minutes. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Spoken form for screen readers: "14 minutes 5 seconds". */
export function describeClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  const parts = [];
  if (minutes) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest || !minutes) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}
