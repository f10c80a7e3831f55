import { describe, expect, it } from 'vitest';
import { describeClock, formatClock, isFinished, isRunning, newCountdown, pause, remainingSeconds, reset, start } from './countdown';

describe('run-through countdown', () => {
  it('starts at the planned minutes, 15 when none are planned', () => {
    expect(remainingSeconds(newCountdown(20), 0)).toBe(1200);
    expect(remainingSeconds(newCountdown(0), 0)).toBe(900);
    expect(remainingSeconds(newCountdown(Number.NaN), 0)).toBe(900);
  });

  it('counts down from wall-clock time while running, whatever the tick timing', () => {
    const c = start(newCountdown(1), 10_000);
    expect(isRunning(c)).toBe(true);
    expect(remainingSeconds(c, 10_000)).toBe(60);
    expect(remainingSeconds(c, 10_996)).toBe(59);
    expect(remainingSeconds(c, 11_004)).toBe(59);
    // A tab asleep for 45 s shows the true time when it wakes.
    expect(remainingSeconds(c, 55_000)).toBe(15);
  });

  it('pauses and resumes without losing or gaining time', () => {
    let c = start(newCountdown(1), 0);
    c = pause(c, 20_000);
    expect(isRunning(c)).toBe(false);
    expect(remainingSeconds(c, 500_000)).toBe(40);
    c = start(c, 500_000);
    expect(remainingSeconds(c, 510_000)).toBe(30);
    expect(pause(pause(c, 510_000), 999_999)).toEqual(pause(c, 510_000));
  });

  it('stops at zero, does not restart when finished, and resets to the planned time', () => {
    let c = start(newCountdown(1), 0);
    expect(remainingSeconds(c, 75_000)).toBe(0);
    expect(isFinished(c, 75_000)).toBe(true);
    c = pause(c, 75_000);
    expect(start(c, 80_000)).toEqual(c);
    c = reset(c);
    expect(remainingSeconds(c, 90_000)).toBe(60);
    expect(isRunning(c)).toBe(false);
  });

  it('formats mm:ss and a spoken form', () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(3600)).toBe('60:00');
    expect(describeClock(61)).toBe('1 minute 1 second');
    expect(describeClock(900)).toBe('15 minutes');
    expect(describeClock(0)).toBe('0 seconds');
  });
});
