import { describe, expect, it } from 'vitest';
import { emptyTeamProfile, type CoachGroup } from '@pitchside/shared';
import { groupsForBand, pickableWeeks, toggleWeek } from './holiday-weeks';

const group = (name: string, ageBand: CoachGroup['profile']['ageBand']) => ({ id: name, name, profile: { ...emptyTeamProfile, ageBand } }) as CoachGroup;

describe('holiday weeks and the groups of a template', () => {
  it("offers the season's weeks from the start's Monday, by month, with room for holidays", () => {
    const months = pickableWeeks('2026-10-28', 2);
    const weeks = months.flatMap((m) => m.weeks);
    expect(weeks).toHaveLength(14);
    expect(weeks[0]).toEqual({ monday: '2026-10-26', label: '26 Oct', fullLabel: 'Week of 26 October 2026' });
    expect(months.map((m) => m.month).slice(0, 3)).toEqual(['October 2026', 'November 2026', 'December 2026']);
    expect(pickableWeeks('', 5)).toEqual([]);
    expect(pickableWeeks('2026-02-30', 5)).toEqual([]);
  });

  it('ticks and unticks a week, keeping date order', () => {
    expect(toggleWeek(['2026-12-21'], '2026-10-26')).toEqual(['2026-10-26', '2026-12-21']);
    expect(toggleWeek(['2026-10-26', '2026-12-21'], '2026-10-26')).toEqual(['2026-12-21']);
  });

  it("lists the template's age band first, each part by name", () => {
    const { matching, others } = groupsForBand([group('Zebras', 'U9-U10'), group('Ants', 'U11-U12'), group('Bees', 'U9-U10'), group('Cats', null)], 'U9-U10');
    expect(matching.map((g) => g.name)).toEqual(['Bees', 'Zebras']);
    expect(others.map((g) => g.name)).toEqual(['Ants', 'Cats']);
  });
});
