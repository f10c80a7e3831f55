import { describe, expect, it } from 'vitest';
import { formationOf } from '@pitchside/shared';
import { reshape, swapSlots } from './lineup-swap';

const onField = [
  { playerId: 'k', position: 'GK' },
  { playerId: 'a', position: 'LCB' },
  { playerId: 'b', position: 'RCB' },
];
const sorted = (list: { playerId: string; position: string }[]) => [...list].sort((x, y) => x.position.localeCompare(y.position));

describe('lineup swaps', () => {
  it('two positions trade their players', () => {
    expect(sorted(swapSlots(onField, { kind: 'position', code: 'LCB' }, { kind: 'position', code: 'GK' }))).toEqual(
      sorted([
        { playerId: 'a', position: 'GK' },
        { playerId: 'k', position: 'LCB' },
        { playerId: 'b', position: 'RCB' },
      ]),
    );
  });
  it('a player moves to a free position', () => {
    expect(sorted(swapSlots(onField, { kind: 'position', code: 'RCB' }, { kind: 'position', code: 'ST' }))).toEqual(
      sorted([onField[0]!, onField[1]!, { playerId: 'b', position: 'ST' }]),
    );
  });
  it('a bench player takes a position, either way round, and its player goes to the bench', () => {
    const expected = sorted([onField[0]!, { playerId: 'c', position: 'LCB' }, onField[2]!]);
    expect(sorted(swapSlots(onField, { kind: 'bench', playerId: 'c' }, { kind: 'position', code: 'LCB' }))).toEqual(expected);
    expect(sorted(swapSlots(onField, { kind: 'position', code: 'LCB' }, { kind: 'bench', playerId: 'c' }))).toEqual(expected);
  });
  it('two bench players change nothing', () => {
    expect(swapSlots(onField, { kind: 'bench', playerId: 'c' }, { kind: 'bench', playerId: 'd' })).toEqual(onField);
  });
  it('a new shape keeps the keeper and fills from the back', () => {
    const from = formationOf('7v7', '2-3-1')!;
    const to = formationOf('7v7', '3-2-1')!;
    const placed = from.positions.map((pos, i) => ({ playerId: `p${i}`, position: pos.code }));
    const moved = reshape(placed, from, to);
    expect(moved).toHaveLength(7);
    expect(moved[0]).toEqual({ playerId: 'p0', position: 'GK' });
    expect(moved.slice(1).map((p) => p.position)).toEqual(to.positions.slice(1).map((pos) => pos.code));
    expect(moved.slice(1).map((p) => p.playerId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });
});
