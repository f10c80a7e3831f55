import { focusOptions, planSession, teamAgeBands, type TeamProfile } from '@pitchside/shared';
import type { BenchModule, Measurement } from './budget';
import { LIBRARY_SIZE, type Fixture } from './fixture';
import { firstPullChanges } from './http';
import { ms, since, summarize, WorstCase } from './stats';

/**
 * "Plan this session" runs on the device: planning one session over a 2,000-drill library
 * must take under 50 ms (the search budget). The shared planSession (what the builder runs)
 * over the library as a device receives it, for every focus and age band with 6 to 24
 * players (the planner keeps no cache between plans). Worst counts. The engine's own limit
 * is one plain pass over the same activities keeping those whose age bands include the group's.
 */
export const planSessionBench: BenchModule<Fixture> = {
  name: 'plan-session',
  measures: ['plan-session'],
  async run(fixture): Promise<Measurement[]> {
    const { token } = await fixture.newCoach();
    const pulled = (await firstPullChanges(fixture.baseUrl, token, LIBRARY_SIZE)).activities ?? [];
    const plans = new WorstCase();
    const scans: number[] = [];
    let planned = 0;
    for (const focus of focusOptions) {
      for (const ageBand of teamAgeBands) {
        for (let players = 6; players <= 24; players += 6) {
          const library = pulled;
          const profile: TeamProfile = { ageBand, matchFormat: null, trainingMinutes: 75, squadSize: players, goalkeepers: 1 };
          const start = performance.now();
          const result = planSession({ library, focus, profile, recentActivityIds: library.slice(0, 15).map((a) => a.id) });
          plans.add(since(start), () => `${focus}, ${ageBand}, ${players} players`);
          if (result.ok) planned += 1;
          const band = ageBand === 'adult' ? 'U15+' : ageBand;
          const scanStart = performance.now();
          if (library.filter((a) => a.profile?.ageBands?.includes(band)).length < 0) throw new Error('unreachable');
          scans.push(since(scanStart));
        }
      }
    }
    const scan = summarize(scans);
    return [
      plans.againstBudget(
        'plan-session',
        `plans over ${pulled.length} activities`,
        (s) => `; ${planned} complete plans; engine limit: plain age-band scan worst ${ms(scan.max)} (${(s.max / scan.max).toFixed(1)}x), p50 ${ms(scan.p50)}`,
      ),
    ];
  },
};
