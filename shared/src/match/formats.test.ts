import { describe, expect, it } from 'vitest';
import { defaultFormation, formationOf, formationsFor, formatSides, gameFormats } from './formats';

describe('game formats and formations', () => {
  it('every formation of a format places exactly its players, each at its own position, the keeper in goal', () => {
    for (const format of gameFormats) {
      const shapes = formationsFor(format);
      expect(shapes.length).toBeGreaterThanOrEqual(2);
      for (const formation of shapes) {
        expect(formation.positions).toHaveLength(formatSides[format].onField);
        expect(new Set(formation.positions.map((p) => p.code)).size).toBe(formation.positions.length);
        expect(formation.positions.filter((p) => p.line === 'goal')).toHaveLength(formatSides[format].keeper ? 1 : 0);
        for (const p of formation.positions) {
          expect(p.x).toBeGreaterThan(0);
          expect(p.x).toBeLessThan(100);
          expect(p.y).toBeGreaterThan(0);
          expect(p.y).toBeLessThan(100);
        }
      }
    }
  });

  it('names the lines from the back: 2-3-1 has two defenders, three midfielders and a forward', () => {
    const shape = formationOf('7v7', '2-3-1')!;
    expect(shape.positions.map((p) => p.line)).toEqual(['goal', 'defence', 'defence', 'midfield', 'midfield', 'midfield', 'attack']);
    expect(formationOf('7v7', '4-4-2')).toBeUndefined();
    expect(defaultFormation('9v9').name).toBe('3-2-3');
  });
});
