import { describe, expect, it } from 'vitest';
import { formatKit, sessionKitList } from './kit-list';

describe('sessionKitList', () => {
  it('needs each item once, at the largest quantity any activity asks for, in order of first use', () => {
    const kit = sessionKitList([
      { equipment: [{ item: 'cones', quantity: 12 }, { item: 'balls', quantity: 6 }] },
      { equipment: [{ item: 'Balls', quantity: 10 }, { item: 'mini  goals', quantity: 2 }] },
      { equipment: [{ item: 'cones', quantity: 8 }, { item: 'mini goals', quantity: 4 }, { item: 'bibs', quantity: 8 }] },
    ]);
    expect(kit).toEqual([
      { item: 'cones', quantity: 12 },
      { item: 'balls', quantity: 10 },
      { item: 'mini  goals', quantity: 4 },
      { item: 'bibs', quantity: 8 },
    ]);
  });

  it("counts '1 goal' and '2 goals' as one item, named in the plural when more than one is needed", () => {
    expect(sessionKitList([{ equipment: [{ item: 'goal', quantity: 1 }] }, { equipment: [{ item: 'goals', quantity: 2 }] }])).toEqual([{ item: 'goals', quantity: 2 }]);
    expect(sessionKitList([{ equipment: [{ item: 'goals', quantity: 2 }] }, { equipment: [{ item: 'goal', quantity: 1 }] }])).toEqual([{ item: 'goals', quantity: 2 }]);
  });

  it('skips activities without drill details and is empty when none has any', () => {
    expect(sessionKitList([null, undefined])).toEqual([]);
    expect(sessionKitList([null, { equipment: [{ item: 'poles', quantity: 4 }] }])).toEqual([{ item: 'poles', quantity: 4 }]);
  });

  it('reads the kit of partial details and skips those that list none', () => {
    expect(sessionKitList([{}, { equipment: [{ item: 'cones', quantity: 4 }] }])).toEqual([{ item: 'cones', quantity: 4 }]);
  });

  it('does not change the profiles it reads', () => {
    const profile = { equipment: [{ item: 'cones', quantity: 4 }] };
    sessionKitList([profile, { equipment: [{ item: 'cones', quantity: 9 }] }]);
    expect(profile.equipment[0]!.quantity).toBe(4);
  });
});

describe('formatKit', () => {
  it("names the goals and ball of the group's match format, and nothing without one", () => {
    expect(formatKit('7v7')).toEqual({ format: '7v7', goals: '12 x 6 ft goals', ball: 'Size 4' });
    expect(formatKit('11v11')).toEqual({ format: '11v11', goals: 'Full-size goals (24 x 8 ft)', ball: 'Size 5' });
    expect(formatKit(null)).toBeNull();
  });
});
