import { describe, expect, it } from 'vitest';
import type { AnyPiece } from './pieces';
import { nearestPointPiece } from './pieces';

const player = (id: string, x: number, y: number): AnyPiece => ({ kind: 'player', id, piece: { id, team: 'red', role: 'player', x, y } });
const line = (id: string): AnyPiece => ({ kind: 'line', id, piece: { id, from: { x: 0, y: 0 }, to: { x: 10, y: 0 }, style: 'solid' } }) as AnyPiece;

describe('nearestPointPiece', () => {
  it('picks the piece whose centre is nearest, whichever comes later', () => {
    const pieces = [player('a', 10, 10), player('b', 12, 10)];
    expect(nearestPointPiece(pieces, { x: 10.2, y: 10 }, 2)?.id).toBe('a');
    expect(nearestPointPiece(pieces, { x: 11.8, y: 10 }, 2)?.id).toBe('b');
    expect(nearestPointPiece([...pieces].reverse(), { x: 10.2, y: 10 }, 2)?.id).toBe('a');
  });

  it('picks nothing beyond reach, and no line or arrow', () => {
    expect(nearestPointPiece([player('a', 10, 10)], { x: 13, y: 10 }, 2)).toBeUndefined();
    expect(nearestPointPiece([line('l')], { x: 5, y: 0 }, 2)).toBeUndefined();
  });
});
