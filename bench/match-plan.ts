import { faEngland, ayso, planRotation, type PlannerPlayer, type RotationInput } from '@pitchside/shared';
import type { BenchModule, Measurement } from './budget';
import { since, summarize, WorstCase } from './stats';

/**
 * The rotation planner runs on the coach's phone, before kick-off and again after every
 * injury or late arrival: planning a match of 18 players and 4 periods must take at most 50 ms.
 * Worst of many plans over squads of 5 to 18, every period scheme the packs use, and a re-plan
 * from half-time with an injury and a late arrival. The floor beside it is one pass that only
 * copies the squad into every window (what any planner must at least write).
 */
export const matchPlanBench: BenchModule<undefined> = {
  name: 'match-plan',
  measures: ['match-plan'],
  async run(): Promise<Measurement[]> {
    const plans = new WorstCase();
    const floors: number[] = [];
    const schemes = [
      { periods: 4, periodMinutes: 15, windowsPerPeriod: 3 },
      { periods: 4, periodMinutes: 12, windowsPerPeriod: 1 },
      { periods: 2, periodMinutes: 35, windowsPerPeriod: 7 },
      { periods: 2, periodMinutes: 25, windowsPerPeriod: 5 },
    ];
    for (let round = 0; round < 20; round += 1) {
      for (const scheme of schemes) {
        for (let size = 5; size <= 18; size += 1) {
          const players: PlannerPlayer[] = Array.from({ length: size }, (_, i) => ({
            id: `player-${i}`,
            name: `Player ${i}`,
            willingKeeper: i % 5 === 0,
            seasonMinutes: (i * 53 + round * 7) % 600,
            seasonLineMinutes: { defence: (i * 31) % 200, midfield: (i * 17) % 200, attack: (i * 11) % 200 },
          }));
          const input: RotationInput = { players, format: size >= 11 ? '11v11' : '7v7', pack: scheme.windowsPerPeriod === 1 ? ayso : faEngland, ...scheme };
          const start = performance.now();
          const plan = planRotation(input);
          const half = Math.floor(plan.windows.length / 2);
          planRotation({
            ...input,
            players: [...players.map((p, i) => (i === 1 ? { ...p, until: half } : p)), { id: 'late', name: 'Late', willingKeeper: false, seasonMinutes: 0, from: half }],
            played: plan.windows.slice(0, half),
          });
          plans.add(since(start), () => `${size} players, ${scheme.periods} x ${scheme.periodMinutes} min, ${scheme.windowsPerPeriod} windows a period`);
          const floorStart = performance.now();
          const copies = Array.from({ length: scheme.periods * scheme.windowsPerPeriod }, () => players.map((p) => p.id));
          if (copies.length < 0) throw new Error('unreachable');
          floors.push(since(floorStart));
        }
      }
    }
    const floor = summarize(floors);
    return [plans.againstBudget('match-plan', 'plans and re-plans', undefined, { value: floor.max, what: 'copying the squad into every window' })];
  },
};
