import type { Formation, Placement, StartingPlacement } from '@pitchside/shared';

/**
 * The coach's moves on the lineup pitch: a slot is a position (taken or free) or a bench player.
 * Two slots swap: two positions trade players, a bench player takes a position (its player goes
 * to the bench). The result is the whole first window as placed, for the planner to honour.
 */

export type Slot = { kind: 'position'; code: string } | { kind: 'bench'; playerId: string };

export const sameSlot = (a: Slot, b: Slot) => (a.kind === 'position' && b.kind === 'position' ? a.code === b.code : a.kind === 'bench' && b.kind === 'bench' && a.playerId === b.playerId);

export function swapSlots(onField: readonly Placement[], from: Slot, to: Slot): StartingPlacement {
  const at = (code: string) => onField.find((p) => p.position === code)?.playerId;
  if (from.kind === 'bench' && to.kind === 'bench') return [...onField];
  if (from.kind === 'position' && to.kind === 'position') {
    const a = at(from.code);
    const b = at(to.code);
    const rest = onField.filter((p) => p.position !== from.code && p.position !== to.code);
    return [...rest, ...(a ? [{ playerId: a, position: to.code }] : []), ...(b ? [{ playerId: b, position: from.code }] : [])];
  }
  const [bench, position] = from.kind === 'bench' ? [from, to as Extract<Slot, { kind: 'position' }>] : [to as Extract<Slot, { kind: 'bench' }>, from];
  return [...onField.filter((p) => p.position !== position.code && p.playerId !== bench.playerId), { playerId: bench.playerId, position: position.code }];
}

/**
 * The placement carried into another shape: the keeper stays in goal, the outfield players keep
 * their order from the back and fill the new shape's places from the back.
 */
export function reshape(placement: readonly Placement[], from: Formation, to: Formation): StartingPlacement {
  const order = new Map(from.positions.map((pos, i) => [pos.code, i]));
  const outfield = placement.filter((p) => p.position !== 'GK').sort((a, b) => (order.get(a.position) ?? 99) - (order.get(b.position) ?? 99));
  const codes = to.positions.filter((pos) => pos.code !== 'GK').map((pos) => pos.code);
  const keeper = to.positions.some((pos) => pos.code === 'GK') ? placement.filter((p) => p.position === 'GK') : [];
  return [...keeper, ...outfield.slice(0, codes.length).map((p, i) => ({ playerId: p.playerId, position: codes[i]! }))];
}
