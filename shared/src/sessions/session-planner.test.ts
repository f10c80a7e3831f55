import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ageBands, practiceTypes } from '../drills/drill-profile';
import type { DrillProfile, PracticeType } from '../drills/drill-profile-schema';
import { headingProblemFor, libraryBand } from '../drills/heading-rules';
import { seedActivityFileSchema } from '../drills/seed-activity';
import { drillGroupsFor, MIN_PLANNED_MINUTES, planSession, splitMinutes, swapPlannedDrill, type PlannedDrill, type PlannerDrill, type PlannerInput } from './session-planner';
import { ageBandDefaults, teamAgeBands } from '../teams/team-profile';
import type { TeamAgeBand, TeamProfile } from '../teams/team-profile-schema';
import { focusOptions, WARM_UP } from '../drills/vocabulary';

const drillsDir = join(import.meta.dirname, '../../../sync-server/src/seed/drills');

/** The provider's drill library as a device holds it (ids from file and position). */
function seedLibrary(): PlannerDrill[] {
  return readdirSync(drillsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      seedActivityFileSchema.parse(JSON.parse(readFileSync(join(drillsDir, file), 'utf8'))).map((d, i) => ({
        id: `${file}#${i}`,
        title: d.title,
        category: d.focus,
        subCategoryName: d.focus,
        abilityLevel: d.abilityLevel,
        profile: d.profile,
        instructions: d.instructions,
      })),
    );
}

const rank: Record<PracticeType, number> = { unopposed: 0, opposed: 1, 'phase of play': 2, 'small-sided game': 3 };

function profileFor(band: TeamAgeBand, players: number): TeamProfile {
  const defaults = ageBandDefaults[band];
  return { ageBand: band, matchFormat: defaults.matchFormat, trainingMinutes: defaults.trainingMinutes, squadSize: players, goalkeepers: defaults.goalkeepers };
}

/** Every rule a plan must keep, checked against the library it came from. */
function expectPlanKeepsRules(input: PlannerInput, drills: readonly PlannedDrill[], total: number): void {
  const byId = new Map(input.library.map((d) => [d.id, d] as const));
  const band = input.profile.ageBand!;
  const players = input.players ?? input.profile.squadSize!;
  expect(drills.map((d) => d.slot)).toEqual(['warm-up', ...drills.slice(1, -1).map(() => 'main'), 'game']);
  expect(drills.length === 4 || drills.length === 5).toBe(true);
  expect(new Set(drills.map((d) => d.activityId)).size).toBe(drills.length);
  expect(drills.reduce((s, d) => s + d.minutes, 0)).toBe(total);
  const recent = new Set(input.recentActivityIds ?? []);
  for (const planned of drills) {
    expect(planned.minutes % 5).toBe(0);
    expect(planned.minutes).toBeGreaterThanOrEqual(5);
    expect(planned.minutes).toBeLessThanOrEqual(60);
    expect(planned.reason.length).toBeGreaterThan(20);
    expect(recent.has(planned.activityId)).toBe(false);
    const drill = byId.get(planned.activityId)!;
    const profile = drill.profile as DrillProfile;
    expect(profile.ageBands).toContain(libraryBand(band));
    const groups = drillGroupsFor(profile.players, players);
    expect(groups).not.toBeNull();
    expect(profile.players.goalkeepers * groups!).toBeLessThanOrEqual(input.profile.goalkeepers!);
    expect(headingProblemFor(band, drill)).toBeNull();
  }
  const mainRanks = drills.filter((d) => d.slot === 'main').map((d) => rank[(byId.get(d.activityId)!.profile as DrillProfile).practiceType]);
  expect(mainRanks).toEqual([...mainRanks].sort((a, b) => a - b));
}

describe('planSession over the provider library', () => {
  const library = seedLibrary();

  it('keeps every rule for every focus, age band and 6 to 24 players, or says what is missing', () => {
    let planned = 0;
    for (const focus of focusOptions) {
      for (const band of teamAgeBands) {
        for (let players = 6; players <= 24; players += 1) {
          const input: PlannerInput = { library, focus, profile: profileFor(band, players) };
          const result = planSession(input);
          expect(planSession(input)).toEqual(result);
          if (!result.ok) {
            expect(result.missing.length).toBeGreaterThan(0);
            for (const line of result.missing) expect(line).toMatch(/^(No|Only) .+ suits? .+\.$/);
            continue;
          }
          planned += 1;
          expect(result.totalMinutes).toBe(input.profile.trainingMinutes);
          expectPlanKeepsRules(input, result.drills, result.totalMinutes);
          // The next session leaves out what this one ran.
          const next: PlannerInput = { ...input, recentActivityIds: result.drills.map((d) => d.activityId) };
          const again = planSession(next);
          if (again.ok) expectPlanKeepsRules(next, again.drills, again.totalMinutes);
          else expect(again.missing.join(' ')).toMatch(/run in the last three sessions/);
        }
      }
    }
    // Most of the grid plans from the provider's library (the rest are the niche foci and extreme counts).
    expect(planned).toBeGreaterThan(focusOptions.length * teamAgeBands.length * 19 * 0.6);
    // The whole grid, planned twice per cell: on a busy two-core machine it outlasts the default timeout.
  }, 120_000);

  it('never gives a heading drill to a group that may not head', () => {
    const heading = library.filter((d) => d.profile?.heading && d.profile.heading !== 'none');
    expect(heading.length).toBeGreaterThan(0);
    // Offer the heading drills to every band: the planner must still leave them out for the young.
    const widened = library.map((d) => (heading.includes(d) && d.profile ? { ...d, profile: { ...d.profile, ageBands: [...ageBands] } } : d));
    const headingIds = new Set(heading.map((d) => d.id));
    for (const focus of focusOptions) {
      for (const band of ['U7-U8', 'U9-U10', 'U11-U12'] as const) {
        for (let players = 6; players <= 24; players += 2) {
          const result = planSession({ library: widened, focus, profile: profileFor(band, players) });
          if (result.ok) expect(result.drills.filter((d) => headingIds.has(d.activityId))).toEqual([]);
        }
      }
    }
  });
});

/** A drill with a complete profile (all bands, 4 to 30 players, no keepers) unless told otherwise. */
function drill(id: string, focus: string, practiceType: PracticeType, profile: Partial<DrillProfile> = {}): PlannerDrill {
  return {
    id,
    title: `${practiceType} ${id}`.replace(/^\S+ /, `${id} `),
    category: focus,
    subCategoryName: focus,
    abilityLevel: 'Beginner',
    profile: {
      ageBands: [...ageBands],
      players: { min: 4, ideal: 12, max: 30, goalkeepers: 0 },
      area: { width: 20, length: 30, grids: 1 },
      duration: { minutes: 15, reps: '3 x 5 min', workRest: 'continuous' },
      intensity: 'medium',
      equipment: [{ item: 'cones', quantity: 8 }],
      practiceType,
      objectives: ['Play forward when possible'],
      lookFor: ['Eyes up before receiving', 'First touch forward'],
      questions: ['Where is the space?', 'When do you play forward?'],
      safetyNotes: ['Check the surface first'],
      heading: 'none',
      ...profile,
    },
  };
}

/** Enough of everything: two warm-ups, each focus at each step, two games. */
function richLibrary(): PlannerDrill[] {
  return [
    drill('w1', WARM_UP, 'unopposed'),
    drill('w2', WARM_UP, 'opposed'),
    drill('g1', 'Small Sided Games', 'small-sided game'),
    drill('g2', 'Games With Conditions', 'small-sided game'),
    ...focusOptions.flatMap((focus) => practiceTypes.map((type, i) => drill(`${focus}-${i}`, focus, type))),
  ];
}

describe('planSession when the library has enough', () => {
  it('always plans a complete session', () => {
    const library = richLibrary();
    for (const focus of focusOptions) {
      for (const band of teamAgeBands) {
        for (let players = 6; players <= 24; players += 1) {
          const input: PlannerInput = { library, focus, profile: profileFor(band, players), recentActivityIds: ['w1'] };
          const result = planSession(input);
          expect(result.ok, `${focus} ${band} ${players}`).toBe(true);
          if (result.ok) expectPlanKeepsRules(input, result.drills, result.totalMinutes);
        }
      }
    }
  });

  it('progresses from unopposed towards the game with three main practices from 75 minutes', () => {
    const result = planSession({ library: richLibrary(), focus: 'Dribbling', profile: { ...profileFor('U9-U10', 10), trainingMinutes: 90 } });
    // practiceTypes: 0 unopposed, 1 opposed, 2 small-sided game, 3 phase of play; the focus's own game ends it.
    expect(result.ok && result.drills.map((d) => d.activityId)).toEqual(['w1', 'Dribbling-0', 'Dribbling-1', 'Dribbling-3', 'Dribbling-2']);
    expect(result.ok && result.drills[1]!.reason).toMatch(/^Step 1 of 3 towards the game: an unopposed practice on Dribbling/);
  });

  it('fits the space and splits a big turnout into groups', () => {
    const library = [...richLibrary(), drill('big', 'Finishing', 'unopposed', { area: { width: 60, length: 80, grids: 1 } })];
    const small = planSession({ library, focus: 'Finishing', profile: profileFor('U15+', 16), space: { width: 30, length: 40 } });
    expect(small.ok && small.drills.some((d) => d.activityId === 'big')).toBe(false);
    const narrow = [drill('w', WARM_UP, 'unopposed', { players: { min: 6, ideal: 8, max: 10, goalkeepers: 0 } }), ...richLibrary().filter((d) => d.category !== WARM_UP)];
    const split = planSession({ library: narrow, focus: 'Finishing', profile: profileFor('U15+', 18) });
    expect(split.ok && split.drills[0]).toMatchObject({ activityId: 'w', reason: expect.stringContaining('run it in 2 groups side by side') });
  });
});

describe('planSession when the library lacks drills', () => {
  it('says what is missing for an empty library', () => {
    const result = planSession({ library: [], focus: 'Dribbling', profile: profileFor('U9-U10', 10) });
    expect(result).toEqual({
      ok: false,
      missing: [
        'No warm-up in the library suits U9-U10 with 10 players (the library has none at all).',
        'No Dribbling practice in the library suits U9-U10 with 10 players (the library has none at all).',
        'No game in the library suits U9-U10 with 10 players (the library has none at all).',
      ],
    });
  });

  it('names why the drills it has do not fit', () => {
    const technical = ['Technical 1v1', 'Passing & Receiving', 'Dribbling', 'Finishing'];
    const library = [
      ...richLibrary().filter((d) => !technical.includes(d.category)),
      drill('d1', 'Dribbling', 'unopposed'),
      drill('d2', 'Dribbling', 'opposed', { ageBands: ['U15+'] }),
      drill('d3', 'Dribbling', 'opposed', { heading: 'technique' }),
    ];
    const result = planSession({ library, focus: 'Dribbling', profile: profileFor('U9-U10', 10), recentActivityIds: [] });
    expect(result).toEqual({
      ok: false,
      missing: ['Only 1 Dribbling practice suits U9-U10 with 10 players; a session needs 2 (of 3 checked, 1 is not for U9-U10, 1 practises heading).'],
    });
  });

  it('refuses a training too short for a whole session', () => {
    const result = planSession({ library: richLibrary(), focus: 'Dribbling', profile: { ...profileFor('U9-U10', 10), trainingMinutes: 15 } });
    expect(result).toEqual({ ok: false, missing: [`A complete session needs at least ${MIN_PLANNED_MINUTES} minutes; the training is 15.`] });
  });
});

describe('swapPlannedDrill', () => {
  it('gives the next best drill for one slot, keeping its minutes and the progression, and comes back round', () => {
    const library = [...richLibrary(), drill('w3', WARM_UP, 'unopposed')];
    const input: PlannerInput = { library, focus: 'Dribbling', profile: profileFor('U9-U10', 10) };
    const result = planSession(input);
    if (!result.ok) throw new Error('expected a plan');
    const first = result.drills[0]!;
    const seen = [first.activityId];
    let drills = result.drills;
    for (let i = 0; i < 3; i += 1) {
      const next = swapPlannedDrill(input, drills, 0)!;
      expect(next.minutes).toBe(first.minutes);
      seen.push(next.activityId);
      drills = [next, ...drills.slice(1)];
    }
    expect(seen).toEqual(['w1', 'w2', 'w3', 'Injury Prevention-0']);
    const main = swapPlannedDrill(input, result.drills, 1);
    expect(main?.slot).toBe('main');
    expect(main?.activityId).not.toBe(result.drills[1]!.activityId);
    expectPlanKeepsRules(input, result.drills.map((d, i) => (i === 1 ? main! : d)), result.totalMinutes);
  });

  it('answers null when nothing else fits', () => {
    const library = richLibrary().filter((d) => d.id !== 'w2' && !['Injury Prevention', 'Physical Literacy'].includes(d.category));
    const input: PlannerInput = { library, focus: 'Dribbling', profile: profileFor('U9-U10', 10) };
    const result = planSession(input);
    if (!result.ok) throw new Error('expected a plan');
    expect(swapPlannedDrill(input, result.drills, 0)).toBeNull();
  });
});

describe('splitMinutes', () => {
  it('adds up to every training length in 5-minute steps', () => {
    for (let total = MIN_PLANNED_MINUTES; total <= 240; total += 5) {
      for (const mains of total >= 25 ? [2, 3] : [2]) {
        const minutes = splitMinutes(total, mains);
        expect(minutes.reduce((s, m) => s + m, 0)).toBe(total);
        for (const m of minutes) expect(m % 5 === 0 && m >= 5 && m <= 60).toBe(true);
      }
    }
    expect(splitMinutes(60, 2)).toEqual([10, 15, 15, 20]);
  });
});
