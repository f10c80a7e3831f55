import { describe, expect, it } from 'vitest';
import { formatClock, idleCountdown, pauseCountdown, remainingSeconds, settleCountdown, startCountdown, timerMinuteChoices } from './countdown';

describe('activity countdown', () => {
  it('counts down from the end time, pauses and resumes where it stopped', () => {
    const t0 = 1_000_000;
    let state = idleCountdown(15);
    expect(remainingSeconds(state, t0)).toBe(900);
    state = startCountdown(state, t0);
    expect(remainingSeconds(state, t0 + 1000)).toBe(899);
    expect(remainingSeconds(state, t0 + 1500)).toBe(899);
    state = pauseCountdown(state, t0 + 60_000);
    expect(state).toEqual({ status: 'paused', totalSeconds: 900, remainingSeconds: 840 });
    expect(remainingSeconds(state, t0 + 999_999)).toBe(840);
    state = startCountdown(state, t0 + 100_000);
    expect(remainingSeconds(state, t0 + 100_000 + 840_000)).toBe(0);
  });

  it('finishes at zero and starts again from the full time', () => {
    const t0 = 0;
    let state = startCountdown(idleCountdown(1), t0);
    expect(settleCountdown(state, 59_000).status).toBe('running');
    state = settleCountdown(state, 60_000);
    expect(state).toEqual({ status: 'finished', totalSeconds: 60 });
    expect(remainingSeconds(state, 60_000)).toBe(0);
    expect(remainingSeconds(startCountdown(state, 70_000), 70_000)).toBe(60);
    expect(startCountdown(idleCountdown(0), 0).status).toBe('finished');
  });

  it('formats minutes and seconds', () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('00:00');
    expect(timerMinuteChoices).toContain(15);
    expect(timerMinuteChoices.at(-1)).toBe(60);
  });
});
