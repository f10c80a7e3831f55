import { describe, expect, it } from 'vitest';
import { diagramSchema } from '../diagram/schema';
import { drillProfileFixture } from '../testing/profile-fixture';
import { adaptToTurnout, drillShapeOf, turnoutSchema, type DrillShape, type TurnoutPlan } from './turnout';

/** Shapes like the library's drills: a rondo, an overload, grids side by side, games with keepers. */
const shapes: Record<string, DrillShape> = {
  'rondo 5v2': { players: 7, groups: 1, keeperGoals: 0, teams: [5, 2], area: { width: 15, length: 15 } },
  '4v4 small-sided game': { players: 8, groups: 1, keeperGoals: 0, teams: [4, 4], area: { width: 30, length: 20 } },
  '2 grids of 2v2': { players: 8, groups: 2, keeperGoals: 0, teams: [2, 2], area: { width: 10, length: 20 } },
  '4 lanes unopposed': { players: 8, groups: 4, keeperGoals: 0, teams: [], area: { width: 5, length: 30 } },
  '3 teams of 3': { players: 9, groups: 1, keeperGoals: 0, teams: [3, 3, 3], area: { width: 30, length: 25 } },
  '6v6 + keepers': { players: 14, groups: 1, keeperGoals: 2, teams: [6, 6], area: { width: 40, length: 50 } },
  'finishing, 1 goal': { players: 10, groups: 1, keeperGoals: 1, teams: [], area: { width: 30, length: 25 } },
  '8v8 + keepers': { players: 18, groups: 1, keeperGoals: 2, teams: [7, 7], area: { width: 55, length: 65 } },
};

const counts = Array.from({ length: 21 }, (_, i) => i + 4);
const keeperCounts = [0, 1, 2];

function placed(plan: TurnoutPlan): number {
  return plan.groups.reduce((sum, g) => sum + g.parts.reduce((s, p) => s + p.count, 0), 0);
}

function areaPerPlayer(width: number, length: number, groups: number, players: number): number {
  return (width * length * groups) / players;
}

describe('adaptToTurnout over every count from 4 to 24 with 0, 1 and 2 keepers', () => {
  for (const [name, shape] of Object.entries(shapes)) {
    it(`${name}: everyone placed once, even groups, jokers named, space per player kept`, () => {
      const drillArea = areaPerPlayer(shape.area.width, shape.area.length, shape.groups, shape.players);
      for (const players of counts) {
        for (const goalkeepers of keeperCounts) {
          const plan = adaptToTurnout(shape, { players, goalkeepers });
          const where = `${players} players, ${goalkeepers} keepers`;
          expect(placed(plan), where).toBe(players);
          for (const g of plan.groups) {
            expect(g.parts.every((p) => p.count > 0), where).toBe(true);
            expect(g.parts.reduce((s, p) => s + p.count, 0), where).toBe(g.players);
            expect(g.players, where).toBeGreaterThanOrEqual(2);
          }
          const sizes = plan.groups.map((g) => g.players);
          expect(Math.max(...sizes) - Math.min(...sizes), where).toBeLessThanOrEqual(1);

          // Equal teams stay equal; whoever is left over is a joker the changes name.
          const jokers = plan.groups.flatMap((g) => g.parts.filter((p) => p.label === 'Neutral joker'));
          if (jokers.length > 0) expect(plan.changes.join('\n'), where).toMatch(/neutral joker/);
          if (shape.teams.length > 1 && new Set(shape.teams).size === 1) {
            for (const g of plan.groups) {
              const teamSizes = g.parts.filter((p) => p.label.startsWith('Team ')).map((p) => p.count);
              if (teamSizes.length > 0) expect(new Set(teamSizes).size, where).toBe(1);
            }
          }

          // A keeper stands in goal only where the drill has one; the rest play outfield.
          const inGoal = plan.groups.reduce((s, g) => s + (g.parts.find((p) => p.label === 'Goalkeeper')?.count ?? 0), 0);
          expect(inGoal, where).toBeLessThanOrEqual(Math.min(goalkeepers, shape.keeperGoals * plan.groups.length));
          if (goalkeepers > inGoal) expect(plan.changes.join('\n'), where).toMatch(/play(s)? outfield/);

          const area = areaPerPlayer(plan.grid.width, plan.grid.length, plan.groups.length, players);
          expect(Math.abs(area - drillArea) / drillArea, `${where}: ${plan.grid.width} x ${plan.grid.length}`).toBeLessThan(0.15);
          expect(Number.isInteger(plan.grid.width) && Number.isInteger(plan.grid.length)).toBe(true);
          expect(plan.gameCreatorPlayers).toBe(players);
        }
      }
    });
  }
});

describe('what changed, in a coach\'s words', () => {
  it('re-splits groups and scales the grids', () => {
    const plan = adaptToTurnout(
      { players: 12, groups: 2, keeperGoals: 0, teams: [3, 3], area: { width: 30, length: 20 } },
      { players: 12, goalkeepers: 0 },
    );
    expect(plan.changes).toEqual([]);
    const fewer = adaptToTurnout(
      { players: 12, groups: 2, keeperGoals: 0, teams: [], area: { width: 30, length: 20 } },
      { players: 9, goalkeepers: 0 },
    );
    expect(fewer.changes).toContain('2 groups of 5 and 4 instead of 2 groups of 6');
    const more = adaptToTurnout(
      { players: 12, groups: 2, keeperGoals: 0, teams: [], area: { width: 30, length: 20 } },
      { players: 17, goalkeepers: 0 },
    );
    expect(more.changes).toContain('3 groups of 6, 6 and 5 instead of 2 groups of 6');
  });

  it('gives an odd player a joker role and shrinks the grid', () => {
    const plan = adaptToTurnout(shapes['4v4 small-sided game'] as DrillShape, { players: 7, goalkeepers: 0 });
    expect(plan.groups[0]?.format).toBe('3v3 + 1 joker');
    expect(plan.changes).toEqual([
      '7 players instead of 8',
      'Play 3v3 + 1 joker instead of 4v4',
      '1 neutral joker plays for the team with the ball; swap the joker every 3 minutes',
      'Grid 28 x 19 m instead of 30 x 20 m',
    ]);
  });

  it('puts keepers in goal, sends a spare keeper outfield and names an empty goal', () => {
    const game = shapes['6v6 + keepers'] as DrillShape;
    expect(adaptToTurnout(game, { players: 14, goalkeepers: 2 }).changes).toEqual([]);
    const three = adaptToTurnout(game, { players: 14, goalkeepers: 3 });
    expect(three.groups[0]?.parts).toContainEqual({ label: 'Goalkeeper', count: 2 });
    expect(three.changes).toContain('1 goalkeeper plays outfield: only 2 goals to keep');
    const none = adaptToTurnout(game, { players: 12, goalkeepers: 0 });
    expect(none.changes).toContain('No goalkeeper for 2 goals: outfield players take turns in goal, swap every 3 minutes');
    expect(none.groups[0]?.format).toBe('6v6');
  });

  it('plays fewer, bigger teams rather than teams of one', () => {
    const plan = adaptToTurnout(shapes['3 teams of 3'] as DrillShape, { players: 5, goalkeepers: 0 });
    expect(plan.groups[0]?.format).toBe('2v2 + 1 joker');
  });

  it('keeps an overload in proportion instead of evening it out', () => {
    const plan = adaptToTurnout(shapes['rondo 5v2'] as DrillShape, { players: 14, goalkeepers: 0 });
    expect(plan.groups.map((g) => g.format)).toEqual(['5v2', '5v2']);
  });
});

describe('drillShapeOf', () => {
  it('reads players, grids and goals from the profile and the diagram', () => {
    const diagram = diagramSchema.parse({
      area: { width: 40, length: 50 },
      players: [
        { x: 1, y: 1, team: 'red' },
        { x: 2, y: 1, team: 'red' },
        { x: 3, y: 1, team: 'blue' },
        { x: 4, y: 1, team: 'blue' },
        { x: 5, y: 1, team: 'blue', role: 'keeper' },
      ],
      goals: [
        { x: 20, y: 0, facing: 'south', size: 'full' },
        { x: 20, y: 50, facing: 'north', size: 'mini' },
      ],
    });
    const profile = drillProfileFixture({ players: { min: 4, ideal: 5, max: 8, goalkeepers: 1 }, area: { width: 40, length: 50, grids: 1 } });
    expect(drillShapeOf({ profile, diagram })).toEqual({ players: 5, groups: 1, keeperGoals: 1, teams: [2, 2], area: { width: 40, length: 50 } });
    expect(drillShapeOf({ profile: drillProfileFixture({ practiceType: 'unopposed' }), diagram: null })?.teams).toEqual([]);
    expect(drillShapeOf({ profile: null, diagram: null })).toBeNull();
  });

  it('uses partial details only with the player numbers and a space from the profile or the diagram', () => {
    const players = { min: 4, ideal: 6, max: 8, goalkeepers: 0 };
    expect(drillShapeOf({ profile: { ageBands: ['U9-U10'] }, diagram: null })).toBeNull();
    expect(drillShapeOf({ profile: { players }, diagram: null })).toBeNull();
    expect(drillShapeOf({ profile: { players, area: { width: 20, length: 30, grids: 2 } }, diagram: null })).toEqual({
      players: 6,
      groups: 2,
      keeperGoals: 0,
      teams: [1, 1],
      area: { width: 20, length: 30 },
    });
    const diagram = diagramSchema.parse({ area: { width: 25, length: 35 }, players: [{ x: 1, y: 1, team: 'red' }], goals: [] });
    expect(drillShapeOf({ profile: { players }, diagram })?.area).toEqual({ width: 25, length: 35 });
    expect(drillShapeOf({ profile: { intensity: 'high' }, diagram })?.players).toBe(1);
  });

  it('words a drill of three grids of 3v1 per grid, not as one 9v3', () => {
    const diagram = diagramSchema.parse({
      area: { width: 28, length: 10 },
      players: [
        ...Array.from({ length: 9 }, (_, i) => ({ x: 1 + i * 3, y: 2, team: 'red' })),
        ...Array.from({ length: 3 }, (_, i) => ({ x: 4 + i * 9, y: 5, team: 'blue' })),
        { x: 14, y: 9, team: 'yellow', role: 'server', label: 'C' },
      ],
      goals: [],
    });
    const profile = drillProfileFixture({ players: { min: 9, ideal: 12, max: 15, goalkeepers: 0 }, area: { width: 28, length: 10, grids: 1 } });
    const shape = drillShapeOf({ title: '3v1 Touch-Limit Grids Warm-up', profile, diagram })!;
    expect(shape).toMatchObject({ groups: 3, teams: [3, 1], area: { width: 9, length: 10 } });
    expect(adaptToTurnout(shape, { players: 12, goalkeepers: 0 }).changes).toEqual([]);
    const nine = adaptToTurnout(shape, { players: 9, goalkeepers: 0 });
    expect(nine.groups.map((g) => g.format)).toEqual(['4v1', '3v1']);
    expect(nine.changes[0]).toBe('2 groups of 5 and 4 instead of 3 groups of 4');
    expect(nine.changes.join(' ')).not.toContain('9v3');
  });

  it("starts from the drill's real teams: 5v5 with two neutrals is not 6v6", () => {
    const diagram = diagramSchema.parse({
      area: { width: 35, length: 40 },
      players: [
        ...Array.from({ length: 5 }, (_, i) => ({ x: 5 + i * 5, y: 10, team: 'red' })),
        ...Array.from({ length: 5 }, (_, i) => ({ x: 5 + i * 5, y: 25, team: 'blue' })),
        { x: 0.5, y: 20, team: 'yellow', role: 'neutral' },
        { x: 34.5, y: 20, team: 'yellow', role: 'neutral' },
      ],
      goals: [],
    });
    const profile = drillProfileFixture({ players: { min: 10, ideal: 12, max: 14, goalkeepers: 0 }, area: { width: 35, length: 40, grids: 1 } });
    const shape = drillShapeOf({ title: 'Third-Man Support 5v5 + 2 End Zones', profile, diagram })!;
    expect(adaptToTurnout(shape, { players: 12, goalkeepers: 0 }).changes).toEqual([]);
    const nine = adaptToTurnout(shape, { players: 9, goalkeepers: 0 });
    expect(nine.groups[0]!.format).toBe('3v3 + 3 jokers');
    expect(nine.changes).toContain('Play 3v3 + 3 jokers instead of 5v5 + 2 jokers');
    expect(nine.changes.join(' ')).not.toContain('6v6');
  });

  it('refuses keepers that are not among the players', () => {
    expect(turnoutSchema.safeParse({ players: 4, goalkeepers: 5 }).success).toBe(false);
    expect(turnoutSchema.safeParse({ players: 0, goalkeepers: 0 }).success).toBe(false);
  });
});
