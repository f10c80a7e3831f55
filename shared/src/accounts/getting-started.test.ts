import { describe, expect, it } from 'vitest';
import { gettingStartedDone, gettingStartedSteps } from './getting-started';

const none = { coaches: 0, groups: 0, groupsWithProfile: 0, groupsWithPlan: 0, scheduledTrainings: 0 };

describe('gettingStartedSteps', () => {
  it('starts with nothing ticked for a new club', () => {
    const steps = gettingStartedSteps(none);
    expect(steps.map((s) => [s.id, s.done])).toEqual([['coaches', false], ['groups', false], ['profiles', false], ['curriculum', false], ['training', false]]);
    expect(gettingStartedDone(steps)).toBe(false);
  });
  it('ticks profiles only when every group has one, and says how many are left', () => {
    const steps = gettingStartedSteps({ ...none, groups: 3, groupsWithProfile: 2 });
    expect(steps.find((s) => s.id === 'profiles')).toMatchObject({ done: false, detail: '1 of 3 groups still need an age band.' });
    expect(gettingStartedSteps({ ...none, groups: 3, groupsWithProfile: 3 }).find((s) => s.id === 'profiles')!.done).toBe(true);
  });
  it('is done when the club has each thing', () => {
    expect(gettingStartedDone(gettingStartedSteps({ coaches: 1, groups: 1, groupsWithProfile: 1, groupsWithPlan: 1, scheduledTrainings: 1 }))).toBe(true);
  });
});
