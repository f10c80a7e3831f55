import { describe, expect, it } from 'vitest';
import { addMinutesToClock, formatTrainingTime } from './training-time';
import { startTimeSchema, trainingMinutesSchema } from './training-time-schema';

describe('training time', () => {
  it('accepts clock times and refuses impossible ones with a clear message', () => {
    expect(startTimeSchema.safeParse('18:30').success).toBe(true);
    expect(startTimeSchema.safeParse('00:00').success).toBe(true);
    for (const bad of ['25:00', '24:00', '7:30', '18:60', '1830', '']) {
      const parsed = startTimeSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toContain('between 00:00 and 23:59');
    }
  });

  it('accepts whole minutes from 1 to 600', () => {
    expect(trainingMinutesSchema.safeParse(90).success).toBe(true);
    expect(trainingMinutesSchema.safeParse(0).error?.issues[0]?.message).toBe('The duration must be at least 1 minute');
    expect(trainingMinutesSchema.safeParse(-15).success).toBe(false);
    expect(trainingMinutesSchema.safeParse(601).error?.issues[0]?.message).toContain('at most 600 minutes');
    expect(trainingMinutesSchema.safeParse(12.5).success).toBe(false);
  });

  it('adds minutes across midnight', () => {
    expect(addMinutesToClock('18:30', 90)).toEqual({ time: '20:00', dayOffset: 0 });
    expect(addMinutesToClock('22:30', 120)).toEqual({ time: '00:30', dayOffset: 1 });
  });

  it('formats what the schedule shows', () => {
    expect(formatTrainingTime({ startTime: '18:30', durationMinutes: 90 })).toBe('18:30–20:00');
    expect(formatTrainingTime({ startTime: '18:30', durationMinutes: null })).toBe('18:30');
    expect(formatTrainingTime({ startTime: null, durationMinutes: 60 })).toBe('60 min');
    expect(formatTrainingTime({ startTime: null, durationMinutes: null })).toBe('');
  });
});
