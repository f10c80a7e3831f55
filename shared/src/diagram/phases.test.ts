import { describe, expect, it } from 'vitest';
import { playStartPositions } from './animation';
import { ARROW_PICKUP_METRES, MAX_PHASE_NAME, MAX_PLAYER_LABEL, MAX_TEXT_LABEL, MIN_PHASE_NAME } from './limits';
import { arrowsOfPhase, checkPhaseName, phaseCount, phaseOfArrow } from './phases';
import { diagramSchema } from './schema';

const phased = diagramSchema.parse({
  area: { width: 30, length: 30 },
  players: [{ id: 'p1', x: 5, y: 5, team: 'red' }],
  phases: ['Pass into the target', 'Finish'],
  arrows: [
    { id: 'a1', kind: 'run', from: { x: 5, y: 5 }, to: { x: 5, y: 15 } },
    { id: 'a2', kind: 'pass', from: { x: 5, y: 15 }, to: { x: 20, y: 15 }, phase: 2 },
  ],
});

describe('the arrows of a phase', () => {
  it('puts an arrow that names no phase in phase 1 only, not in every phase', () => {
    expect(arrowsOfPhase(phased, 1).map((a) => a.id)).toEqual(['a1']);
    expect(arrowsOfPhase(phased, 2).map((a) => a.id)).toEqual(['a2']);
    expect(phaseOfArrow(phased, phased.arrows[0]!)).toBe(1);
  });

  it('puts every arrow of a one-picture diagram in its one phase', () => {
    const one = { ...phased, phases: [] };
    expect(phaseCount(one)).toBe(1);
    expect(arrowsOfPhase(one, 1)).toHaveLength(2);
    expect(arrowsOfPhase(one, 2)).toHaveLength(0);
  });

  it('plays the unphased run once: phase 2 starts where it ended and does not run it again', () => {
    const starts = playStartPositions(phased);
    expect(starts[1]!.get('p1')).toEqual({ x: 5, y: 15 });
  });
});

describe('pick-up distance', () => {
  it('moves a ball within the pick-up distance of a pass and leaves one just beyond it', () => {
    const near = ARROW_PICKUP_METRES - 0.1;
    const far = ARROW_PICKUP_METRES + 0.5;
    const diagram = diagramSchema.parse({
      area: { width: 30, length: 30 },
      balls: [
        { id: 'near', x: 5 + near, y: 5 },
        { id: 'far', x: 25 + far, y: 25 },
      ],
      phases: ['Two passes', 'After'],
      arrows: [
        { kind: 'pass', from: { x: 5, y: 5 }, to: { x: 5, y: 20 }, phase: 1 },
        { kind: 'pass', from: { x: 25, y: 25 }, to: { x: 10, y: 25 }, phase: 1 },
      ],
    });
    const after = playStartPositions(diagram)[1]!;
    expect(after.get('near')).toEqual({ x: 5, y: 20 });
    expect(after.get('far')).toEqual({ x: 25 + far, y: 25 });
  });
});

describe('limits', () => {
  it('checks a phase name as the schema does', () => {
    for (const length of [MIN_PHASE_NAME - 1, MIN_PHASE_NAME, MAX_PHASE_NAME, MAX_PHASE_NAME + 1]) {
      const name = 'x'.repeat(length);
      const schemaTakes = diagramSchema.safeParse({ area: { width: 10, length: 10 }, phases: [name, 'Second'] }).success;
      expect(checkPhaseName(name).ok, `${length} characters`).toBe(schemaTakes);
    }
  });

  it('are the numbers the schema enforces', () => {
    const area = (width: number) => diagramSchema.safeParse({ area: { width, length: 10 } }).success;
    expect(area(110)).toBe(true);
    expect(area(110.5)).toBe(false);
    const player = (label: string) => diagramSchema.safeParse({ area: { width: 10, length: 10 }, players: [{ x: 1, y: 1, team: 'red', label }] }).success;
    expect(player('x'.repeat(MAX_PLAYER_LABEL))).toBe(true);
    expect(player('x'.repeat(MAX_PLAYER_LABEL + 1))).toBe(false);
    const text = (words: string) => diagramSchema.safeParse({ area: { width: 10, length: 10 }, texts: [{ x: 1, y: 1, text: words }] }).success;
    expect(text('x'.repeat(MAX_TEXT_LABEL))).toBe(true);
    expect(text('x'.repeat(MAX_TEXT_LABEL + 1))).toBe(false);
  });
});
