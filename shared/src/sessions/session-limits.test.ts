import { describe, expect, it } from 'vitest';
import { sessionInputSchema, sessionUpdateSchema } from '../api';
import { activityMinuteChoices } from './session-plan';
import { SESSION_LIMITS } from './session-plan-schema';

const id = '0190f6c8-7b5e-7cc3-9a2b-1c2d3e4f5a6b';
const create = (extra: Record<string, unknown>) => sessionInputSchema.safeParse({ activityIds: [id], activityDurations: [15], ...extra });
const update = (extra: Record<string, unknown>) => sessionUpdateSchema.safeParse(extra);

/** A new session and an edited one keep the same rules: what one refuses, the other refuses. */
describe('session rules on create and update alike', () => {
  it('takes 5 to 60 minutes in 5-minute steps on both', () => {
    for (const minutes of activityMinuteChoices) {
      expect(create({ activityDurations: [minutes] }).success, String(minutes)).toBe(true);
      expect(update({ activityDurations: [minutes] }).success, String(minutes)).toBe(true);
    }
    for (const minutes of [0, 3, 7, 12, 62, 65, 15.5]) {
      expect(create({ activityDurations: [minutes] }).success, String(minutes)).toBe(false);
      expect(update({ activityDurations: [minutes] }).success, String(minutes)).toBe(false);
    }
  });

  it('gives the same message for a minute off the steps on both', () => {
    const onCreate = create({ activityDurations: [7] });
    const onUpdate = update({ activityDurations: [7] });
    expect(onCreate.error?.issues[0]?.message).toBe('Activity durations must be 5 to 60 minutes in steps of 5');
    expect(onUpdate.error?.issues[0]?.message).toBe(onCreate.error?.issues[0]?.message);
  });

  it('holds the same length limits on both', () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, number][] = [
      ['title', SESSION_LIMITS.titleLength],
      ['description', SESSION_LIMITS.descriptionLength],
      ['spaceAvailable', SESSION_LIMITS.spaceLength],
      ['notes', SESSION_LIMITS.notesLength],
    ];
    for (const [field, max] of cases) {
      expect(create({ [field]: long(max) }).success, field).toBe(true);
      expect(update({ [field]: long(max) }).success, field).toBe(true);
      expect(create({ [field]: long(max + 1) }).success, field).toBe(false);
      expect(update({ [field]: long(max + 1) }).success, field).toBe(false);
    }
    const many = SESSION_LIMITS.activities + 1;
    expect(create({ activityIds: Array(many).fill(id), activityDurations: Array(many).fill(10) }).success).toBe(false);
    expect(update({ activityIds: Array(many).fill(id), activityDurations: Array(many).fill(10) }).success).toBe(false);
  });
});
