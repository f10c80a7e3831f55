import { describe, expect, it } from 'vitest';
import { diagramSchema } from '../diagram/schema';
import { parseGroupCount, parsePlayerCount, playerNumberOptions, playerNumberOptionsSchema } from './player-options';

describe('parsePlayerCount', () => {
  it('keeps whole numbers 6-20, clamps the rest and turns non-numbers into 6', () => {
    expect(parsePlayerCount('12')).toBe(12);
    expect(parsePlayerCount('4')).toBe(6);
    expect(parsePlayerCount('25')).toBe(20);
    expect(parsePlayerCount('abc')).toBe(6);
    expect(parsePlayerCount('')).toBe(6);
    expect(parsePlayerCount(' 9 ')).toBe(9);
    expect(parsePlayerCount(Number.NaN)).toBe(6);
    expect(parsePlayerCount(Number.POSITIVE_INFINITY)).toBe(6);
    expect(parsePlayerCount(10.7)).toBe(10);
  });
  it('takes 1 or 2 groups', () => {
    expect(parseGroupCount('2')).toBe(2);
    expect(parseGroupCount(1)).toBe(1);
    expect(parseGroupCount('7')).toBe(1);
  });
});

describe('playerNumberOptions', () => {
  it('places every player of every group, for 6-20 players in 1 or 2 groups', () => {
    for (let players = 6; players <= 20; players++) {
      for (const groups of [1, 2] as const) {
        const result = playerNumberOptions(players, groups);
        playerNumberOptionsSchema.parse(result);
        expect(result.groupPlans).toHaveLength(groups);
        const sizes = result.groupPlans.map((g) => g.players);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(players);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        for (const plan of result.groupPlans) {
          const where = `${players} players, ${groups} groups, ${plan.title}`;
          expect(plan.split.reduce((sum, part) => sum + part.count, 0), where).toBe(plan.players);
          // The two teams are even; an odd player is the neutral.
          const [a, b] = plan.split;
          expect(a?.count, where).toBe(b?.count);
          // The format names the same numbers as the split.
          const [, home, away] = /^(\d+)v(\d+)/.exec(plan.format) ?? [];
          expect(Number(home) + Number(away) + (plan.format.includes('neutral') ? 1 : 0), where).toBe(plan.players);
          expect(plan.options.some((o) => o.startsWith('Area: about ')), where).toBe(true);
          expect(plan.area.width * plan.area.length / plan.players, where).toBeGreaterThan(40);
          expect(plan.area.width * plan.area.length / plan.players, where).toBeLessThan(120);
        }
      }
    }
  });

  it('heads the panel with the player and group count', () => {
    expect(playerNumberOptions(6, 1).heading).toBe('6 Players, 1 Group');
    expect(playerNumberOptions(13, 2).heading).toBe('13 Players, 2 Groups');
  });

  it('clamps out-of-range input', () => {
    expect(playerNumberOptions(3, 1).players).toBe(6);
    expect(playerNumberOptions(40, 2).players).toBe(20);
  });

  it('gives options that fit the number', () => {
    const nine = playerNumberOptions(9, 1).groupPlans[0]!;
    expect(nine.format).toBe('4v4 + 1 neutral');
    expect(nine.options.join(' ')).toMatch(/three teams of 3/);
    expect(nine.options.join(' ')).toMatch(/keepers/i);
    const six = playerNumberOptions(6, 2).groupPlans;
    expect(six.map((g) => g.format)).toEqual(['1v1 + 1 neutral', '1v1 + 1 neutral']);
    const eleven = playerNumberOptions(11, 2).groupPlans;
    expect(eleven.map((g) => g.players)).toEqual([6, 5]);
    expect(eleven.map((g) => g.format)).toEqual(['3v3', '2v2 + 1 neutral']);
  });

  it('scales the activity own area and carries its player-number tips', () => {
    const diagram = diagramSchema.parse({
      area: { width: 20, length: 30 },
      players: [
        { x: 5, y: 5, team: 'red' },
        { x: 6, y: 5, team: 'red' },
        { x: 7, y: 5, team: 'red' },
        { x: 8, y: 5, team: 'red' },
        { x: 5, y: 25, team: 'blue' },
        { x: 6, y: 25, team: 'blue' },
        { x: 7, y: 25, team: 'blue' },
        { x: 8, y: 25, team: 'blue' },
      ],
    });
    const result = playerNumberOptions(8, 1, { diagram, playerNumberAdaptations: ['With 10, add two bumpers'] });
    expect(result.groupPlans[0]!.area).toEqual({ width: 20, length: 30 });
    expect(result.activityTips).toEqual(['With 10, add two bumpers']);
    const bigger = playerNumberOptions(16, 1, { diagram, playerNumberAdaptations: [] }).groupPlans[0]!.area;
    expect(bigger).toEqual({ width: 28, length: 42 });
  });
});
