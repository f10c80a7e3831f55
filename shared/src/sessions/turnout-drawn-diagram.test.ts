import { describe, expect, it } from 'vitest';
import { diagramSchema } from '../diagram/schema';
import { adaptToTurnout, drillShapeOf } from './turnout';

/** A drill drawn in the designer (diagram version 2, no profile) scales to turnout like a built-in one. */
describe('drillShapeOf a drawn diagram', () => {
  const drawn = diagramSchema.parse({
    area: { width: 30, length: 20, markings: 'thirds' },
    players: [
      { id: 'r1', x: 5, y: 5, team: 'red' },
      { id: 'r2', x: 10, y: 5, team: 'red' },
      { id: 'r3', x: 15, y: 5, team: 'red' },
      { id: 'b1', x: 5, y: 15, team: 'blue' },
      { id: 'b2', x: 10, y: 15, team: 'blue' },
      { id: 'c', x: 29, y: 10, team: 'yellow', role: 'coach' },
    ],
    poles: [{ x: 1, y: 1 }],
    gates: [{ from: { x: 12, y: 0 }, to: { x: 18, y: 0 } }],
    texts: [{ x: 15, y: 10, text: 'Play' }],
    goals: [{ x: 15, y: 20, facing: 'north', size: 'pop-up' }, { x: 15, y: 0, facing: 'south', size: 'full' }],
    phases: ['Build', 'Score'],
    positions: [{ piece: 'r1', phase: 2, x: 8, y: 8 }],
  });

  it('counts the players but not the coach, the drawn teams, the full goals and the area', () => {
    expect(drillShapeOf({ profile: null, diagram: drawn })).toEqual({
      players: 5,
      groups: 1,
      keeperGoals: 1,
      teams: [3, 2],
      area: { width: 30, length: 20 },
    });
  });

  it('scales the grid and re-splits the teams for the turnout', () => {
    const shape = drillShapeOf({ profile: null, diagram: drawn })!;
    const plan = adaptToTurnout(shape, { players: 7, goalkeepers: 0 });
    expect(plan.grid.width).toBeGreaterThan(30);
    expect(plan.groups.reduce((n, g) => n + g.players, 0)).toBe(7);
  });
});
