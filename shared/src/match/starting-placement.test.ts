import { describe, expect, it } from 'vitest';
import { formationOf } from './formats';
import { matchPlanSchema } from './match-schema';
import { plannerInput, planToKeep, savedPlanMisfit } from './match-plan-input';
import { faEngland } from './rule-packs';
import type { PlannerPlayer, RotationInput } from './rotation-model';
import { planRotation } from './rotation-planner';

/** The coach's starting placement: window 1 as placed, the rest planned around it, and plain words where a guarantee cannot hold. */

const id = (i: number) => `0190a0b0-0000-7000-8000-${String(i).padStart(12, '0')}`;
const squad: PlannerPlayer[] = Array.from({ length: 11 }, (_, i) => ({ id: id(i), name: `Player ${i + 1}`, willingKeeper: i < 2, seasonMinutes: i * 10 }));
const formation = formationOf('7v7', '2-3-1')!;
const input: RotationInput = { players: squad, format: '7v7', formation, pack: faEngland, periods: 2, periodMinutes: 25, windowsPerPeriod: 5 };
const outfieldCodes = formation.positions.filter((p) => p.code !== 'GK').map((p) => p.code);
// The six with the most season minutes start outfield, player 2 in goal: the reverse of what the planner would pick.
const placement = [{ playerId: id(1), position: 'GK' }, ...outfieldCodes.map((code, i) => ({ playerId: id(10 - i), position: code }))];

describe('starting placement', () => {
  it('plays the first window as placed and keeps the later windows fair', () => {
    const plan = planRotation({ ...input, startingPlacement: placement });
    expect([...plan.windows[0]!.onField].sort((a, b) => a.position.localeCompare(b.position))).toEqual([...placement].sort((a, b) => a.position.localeCompare(b.position)));
    expect(plan.windows[0]!.keeper).toBe(id(1));
    expect(plan.windows[0]!.notes).toContain('Player 2 keeps goal this period (placed in goal by the coach).');
    const holds = Object.fromEntries(plan.guarantees.map((g) => [g.id, g.holds]));
    expect(holds).toMatchObject({ 'min-share': true, 'equal-time': true, 'sit-once': true, keeper: true, 'each-half': true });
    // The coach chose against the season's minutes: the plan says so in plain words.
    expect(plan.guarantees.find((g) => g.id === 'fewest-start')).toEqual({ id: 'fewest-start', holds: false, why: 'Your starting lineup starts a player with more season minutes ahead of one with fewer.' });
    for (const p of squad) expect(plan.minutes[p.id]).toBeGreaterThanOrEqual(25);
  });

  it('leaves out a placement of a player not there at kick-off or a position not in the shape, and fills the place', () => {
    const late = squad.map((p) => (p.id === id(10) ? { ...p, from: 1 } : p));
    const plan = planRotation({ ...input, players: late, startingPlacement: [...placement, { playerId: id(0), position: 'ST9' }] });
    const first = plan.windows[0]!;
    expect(first.onField).toHaveLength(7);
    expect(first.onField.some((p) => p.playerId === id(10))).toBe(false);
    expect(first.onField.find((p) => p.playerId === id(9))?.position).toBe(outfieldCodes[1]);
    const kept = planToKeep({ ...input, players: late, startingPlacement: placement }, [id(0), id(1)]);
    expect(kept.startingPlacement).toEqual(placement.filter((p) => p.playerId !== id(10)));
    expect(matchPlanSchema.safeParse(kept).success).toBe(true);
  });

  it('says which guarantee a placement makes impossible: a later keeper started outfield plays more than the rest', () => {
    const ten = squad.slice(0, 10);
    const five = formationOf('5v5', '2-1-1')!;
    const codes = five.positions.filter((p) => p.code !== 'GK').map((p) => p.code);
    const plan = planRotation({ players: ten, format: '5v5', formation: five, pack: faEngland, periods: 2, periodMinutes: 25, windowsPerPeriod: 5, startingPlacement: [{ playerId: id(0), position: 'GK' }, ...codes.map((code, i) => ({ playerId: id(i + 1), position: code }))] });
    const equal = plan.guarantees.find((g) => g.id === 'equal-time')!;
    expect(equal.holds).toBe(false);
    expect(equal.why).toMatch(/^Player 2 starts outfield where you placed them and keeps goal for 25 minutes later, so plays more than Player \d+ \(30 against 20 minutes\)/);
  });

  it('is refused in a saved plan when it differs from the first window', () => {
    const kept = planToKeep({ ...input, startingPlacement: placement }, [id(0), id(1)]);
    const swapped = { ...kept, startingPlacement: [{ playerId: id(0), position: 'GK' }] };
    expect(matchPlanSchema.safeParse(swapped).success).toBe(false);
  });
});

describe('a saved plan after the fixture changes', () => {
  const fixture = { rulePack: 'fa-england' as const, format: '7v7' as const, periods: 2, periodMinutes: 25 };
  const availability = squad.map((p) => ({ playerId: p.id, status: 'available' as const, reason: null }));
  const plan = planToKeep(plannerInput({ ...fixture, availability }, squad, { willingKeepers: [id(0), id(1)], formation: '2-3-1', ageBand: 'U9-U10', startingPlacement: placement }), [id(0), id(1)]);

  it('fits the match it was made for', () => {
    expect(savedPlanMisfit({ ...fixture, plan }, 'U9-U10')).toBeNull();
  });

  it('no longer fits after the format, the periods or their length change, and says what changed', () => {
    expect(savedPlanMisfit({ ...fixture, periodMinutes: 30, plan }, 'U9-U10')).toBe(
      'The saved lineup was planned for 2 x 25 minutes with 7 on the pitch; this match is now 2 x 30 minutes of 7v7.',
    );
    expect(savedPlanMisfit({ ...fixture, periods: 4, plan }, 'U9-U10')).toMatch(/^The saved lineup was planned for 2 x 25 minutes with 7 on the pitch; this match is now 4 x 25 minutes of 7v7/);
    expect(savedPlanMisfit({ ...fixture, format: '9v9', plan }, 'U9-U10')).toMatch(/this match is now 2 x 25 minutes of 9v9/);
    expect(savedPlanMisfit({ ...fixture, format: '5v5', plan }, 'U9-U10')).not.toBeNull();
  });
});
