import { describe, expect, it } from 'vitest';
import {
  activityMinuteChoices,
  byFrequency,
  copyTitle,
  defaultMinutesFor,
  groupByPhase,
  listsToPlan,
  mostCommon,
  movePlanItem,
  movePlanItemTo,
  phaseForActivity,
  phaseSummary,
  phasesFor,
  planListsProblem,
  planToLists,
  setPlanItemPhase,
  type PlanItem,
} from './session-plan';
import { activityMinutesSchema } from './session-plan-schema';

const item = (key: string, phase: PlanItem['phase'], duration = 15): PlanItem => ({ key, activityId: key, duration, phase });

describe('session plan rules', () => {
  it('places drills by category: warm-ups, game formats, the rest in Main', () => {
    expect(phaseForActivity({ category: 'Warm-up', subCategoryName: 'Warm-up' })).toBe('Warm-up');
    expect(phaseForActivity({ category: 'category:Warm-up', subCategoryName: null })).toBe('Warm-up');
    expect(phaseForActivity({ category: 'Small Sided Games', subCategoryName: 'Small Sided Games' })).toBe('Game');
    expect(phaseForActivity({ category: 'Games With Conditions', subCategoryName: null })).toBe('Game');
    expect(phaseForActivity({ category: 'category:Games', subCategoryName: null })).toBe('Game');
    expect(phaseForActivity({ category: 'Penetration', subCategoryName: 'Penetration' })).toBe('Main');
  });

  it('pads missing phases with Main, parallel to the activities', () => {
    expect(phasesFor(['a', 'b', 'c'], ['Game'])).toEqual(['Game', 'Main', 'Main']);
    expect(phasesFor(['a'], undefined)).toEqual(['Main']);
  });

  it('moves an item within its phase only, and keeps phase order when its phase changes', () => {
    const plan = [item('w', 'Warm-up'), item('m1', 'Main'), item('m2', 'Main'), item('g', 'Game')];
    expect(movePlanItem(plan, 'm2', -1).map((i) => i.key)).toEqual(['w', 'm2', 'm1', 'g']);
    expect(movePlanItem(plan, 'm1', -1).map((i) => i.key)).toEqual(['w', 'm1', 'm2', 'g']);
    expect(movePlanItem(plan, 'g', 1).map((i) => i.key)).toEqual(['w', 'm1', 'm2', 'g']);
    expect(movePlanItemTo(plan, 'm1', 1).map((i) => i.key)).toEqual(['w', 'm2', 'm1', 'g']);
    expect(movePlanItemTo(plan, 'm2', 0).map((i) => i.key)).toEqual(['w', 'm2', 'm1', 'g']);
    const moved = setPlanItemPhase(plan, 'g', 'Warm-up');
    expect(moved.map((i) => `${i.key}:${i.phase}`)).toEqual(['w:Warm-up', 'g:Warm-up', 'm1:Main', 'm2:Main']);
  });

  it('turns a plan into the stored lists and back', () => {
    const lists = planToLists([item('m', 'Main', 20), item('w', 'Warm-up', 10)]);
    expect(lists).toEqual({ activityIds: ['w', 'm'], activityDurations: [10, 20], activityPhases: ['Warm-up', 'Main'] });
    expect(listsToPlan({ activityIds: ['x', 'x'], activityDurations: [5] }).map((i) => [i.key, i.duration, i.phase])).toEqual([
      ['0-x', 5, 'Main'],
      ['1-x', 15, 'Main'],
    ]);
  });

  it('groups consecutive runs of a phase and sums minutes per phase', () => {
    const groups = groupByPhase(['Warm-up', 'Main', 'Main', 'Game', 'Main'] as const, (p) => p);
    expect(groups.map((g) => [g.phase, g.items.map((i) => i.index)])).toEqual([
      ['Warm-up', [0]],
      ['Main', [1, 2]],
      ['Game', [3]],
      ['Main', [4]],
    ]);
    expect(phaseSummary({ activityIds: ['a', 'b', 'c'], activityDurations: [10, 20, 15], activityPhases: ['Warm-up', 'Main', 'Main'] })).toEqual([
      { phase: 'Warm-up', minutes: 10, count: 1 },
      { phase: 'Main', minutes: 35, count: 2 },
    ]);
  });

  it('accepts 5 to 60 minutes in steps of 5 only', () => {
    expect(activityMinuteChoices).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
    for (const ok of activityMinuteChoices) expect(activityMinutesSchema.safeParse(ok).success).toBe(true);
    for (const bad of [0, 3, 12, 65, 15.5]) expect(activityMinutesSchema.safeParse(bad).success).toBe(false);
  });

  it('names the problem with lists that are not parallel', () => {
    expect(planListsProblem({ activityIds: ['a'], activityDurations: [5] })).toBeNull();
    expect(planListsProblem({ activityIds: ['a'], activityDurations: [] })?.field).toBe('activityDurations');
    expect(planListsProblem({ activityIds: ['a'], activityDurations: [5], activityPhases: ['Main', 'Game'] })?.field).toBe('activityPhases');
  });

  it('finds the most common value, the first seen winning a tie', () => {
    expect(mostCommon(['A', 'B', 'B', 'A'])).toBe('A');
    expect(mostCommon(['A', 'B', 'B'])).toBe('B');
    expect(mostCommon([])).toBeUndefined();
    expect(byFrequency(['x', 'y', 'y', 'z'])).toEqual(['y', 'x', 'z']);
    expect(copyTitle('Tuesday')).toBe('Tuesday (copy)');
  });
});

describe('defaultMinutesFor', () => {
  const withMinutes = (minutes: number) => ({ profile: { duration: { minutes } } });
  it("gives a drill its own duration, rounded to 5-minute steps within 5 to 60", () => {
    expect(defaultMinutesFor(withMinutes(20))).toBe(20);
    expect(defaultMinutesFor(withMinutes(12))).toBe(10);
    expect(defaultMinutesFor(withMinutes(13))).toBe(15);
    expect(defaultMinutesFor(withMinutes(28))).toBe(30);
    expect(defaultMinutesFor(withMinutes(2))).toBe(5);
    expect(defaultMinutesFor(withMinutes(70))).toBe(60);
  });
  it('gives 15 (or the fallback) to an activity without a duration', () => {
    expect(defaultMinutesFor({ profile: null })).toBe(15);
    expect(defaultMinutesFor(undefined)).toBe(15);
    expect(defaultMinutesFor({ profile: null }, 10)).toBe(10);
  });
});
