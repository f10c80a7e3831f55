import { describe, expect, it } from 'vitest';
import {
  checkDrill,
  checkDrillFile,
  checkDrillLibrary,
  countLibrary,
  drillSimilarity,
  gridFocuses,
  MIN_LIBRARY_SIZE,
} from './drill-check';
import { seedActivitySchema, type SeedActivity, type SeedActivityInput } from './seed-activity';
import { activityLevels } from './vocabulary';
import { drillProfileFixture } from './testing/profile-fixture';

/** A drill that passes every rule; each test breaks one thing and expects that one complaint. */
const goodInput: SeedActivityInput = {
  title: 'Gate Passing Square',
  focus: 'Passing & Receiving',
  abilityLevel: 'Beginner',
  setup: 'A 20 x 25 m square with four cone gates and six players in pairs, one ball per pair.',
  instructions: 'Pairs pass through as many gates as they can in one minute, then count and go again.',
  coachingPoints: ['Open your body to the ball', 'Pass with the inside of the foot', 'Look up before you pass'],
  simplifyTips: ['Wider gates for everyone', 'Shorter passes between pairs'],
  progressTips: ['Two touches at most', 'Weaker foot only for a round'],
  variationTips: ['Add a passive defender', 'Count only one-touch passes'],
  troubleshooting: [
    { problem: 'Queues at gates', solution: 'Add gates', coachingTip: 'Keep moving' },
    { problem: 'Slow passes', solution: 'Shorter distance', coachingTip: 'Firm passes' },
  ],
  playerNumberAdaptations: ['Four players: two pairs', 'Eight players: add two gates'],
  diagram: {
    area: { width: 20, length: 25 },
    players: [
      { x: 2, y: 2, team: 'red' },
      { x: 6, y: 2, team: 'red' },
      { x: 10, y: 10, team: 'blue' },
      { x: 14, y: 10, team: 'blue' },
      { x: 4, y: 20, team: 'yellow' },
      { x: 8, y: 20, team: 'yellow' },
    ],
    arrows: [{ kind: 'pass', from: { x: 2, y: 2 }, to: { x: 6, y: 2 } }],
  },
  profile: drillProfileFixture(),
};
const good = (): SeedActivity => structuredClone(seedActivitySchema.parse(goodInput));

function drill(change: (d: SeedActivity) => void): SeedActivity {
  const d = good();
  change(d);
  return d;
}

describe('checkDrill', () => {
  it('finds nothing wrong with a good drill', () => {
    expect(checkDrill(good())).toEqual([]);
    expect(checkDrillFile([goodInput])).toEqual([]);
  });

  it('names the drill and the field when the schema refuses it', () => {
    const { profile: _left, ...noProfile } = goodInput;
    const problems = checkDrillFile([noProfile]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"Gate Passing Square"\.profile: /);
  });

  it('refuses a piece outside the area', () => {
    const problems = checkDrill(drill((d) => d.diagram.players.push({ x: 25, y: 3, team: 'red', role: 'player' })));
    expect(problems.some((p) => p.includes('point (25, 3) lies outside the 20x25 area'))).toBe(true);
  });

  it('refuses a diagram that shows more or fewer players than the profile allows', () => {
    expect(checkDrill(drill((d) => (d.diagram.players = d.diagram.players.slice(0, 3))))).toEqual([
      'Gate Passing Square: the diagram shows 3 players, the profile says 4-8',
    ]);
    expect(checkDrill(drill((d) => (d.profile.players = { min: 2, ideal: 3, max: 4, goalkeepers: 0 })))).toEqual([
      'Gate Passing Square: the diagram shows 6 players, the profile says 2-4',
    ]);
  });

  it('refuses a keeper count that differs from the profile', () => {
    expect(checkDrill(drill((d) => (d.profile.players.goalkeepers = 1)))).toEqual([
      'Gate Passing Square: the diagram shows 0 goalkeepers, the profile says 1',
    ]);
    const withKeeper = drill((d) => {
      d.diagram.players[0]!.role = 'keeper';
      d.profile.players.goalkeepers = 1;
    });
    expect(checkDrill(withKeeper)).toEqual([]);
  });

  it('refuses a single phase', () => {
    const problems = checkDrill(drill((d) => {
      d.diagram.phases = ['Only one step'];
      d.diagram.arrows[0]!.phase = 1;
    }));
    expect(problems).toContain('Gate Passing Square: a phased diagram needs at least two phases');
  });

  it('refuses an arrow phase on a diagram without phases', () => {
    expect(checkDrill(drill((d) => (d.diagram.arrows[0]!.phase = 2)))).toEqual([
      'Gate Passing Square: an arrow names phase 2 but the diagram has no phases',
    ]);
  });

  it('refuses phased arrows without a valid phase, and phases without arrows', () => {
    const problems = checkDrill(drill((d) => {
      d.diagram.phases = ['Pass into the gate', 'Receive and turn'];
      d.diagram.arrows.push({ kind: 'run', from: { x: 6, y: 2 }, to: { x: 6, y: 8 }, phase: 3 });
    }));
    expect(problems).toContain('Gate Passing Square: every arrow of a phased diagram needs a phase from 1 to 2');
    expect(problems).toContain('Gate Passing Square: phase 1 has no arrow');
    expect(problems).toContain('Gate Passing Square: phase 2 has no arrow');
  });

  it('accepts a consistent phased diagram', () => {
    const phased = drill((d) => {
      d.diagram.phases = ['Pass into the gate', 'Receive and turn'];
      d.diagram.arrows[0]!.phase = 1;
      d.diagram.arrows.push({ kind: 'run', from: { x: 6, y: 2 }, to: { x: 6, y: 8 }, phase: 2 });
    });
    expect(checkDrill(phased)).toEqual([]);
  });

  it('refuses heading practice for under-12 bands only', () => {
    const heading = (bands: SeedActivity['profile']['ageBands']) =>
      drill((d) => {
        d.coachingPoints.push('Attack the ball with your forehead when heading');
        d.profile.ageBands = bands;
      });
    expect(checkDrill(heading(['U11-U12', 'U13-U14']))).toEqual([
      'Gate Passing Square: mentions heading but is offered to U11-U12, U13-U14 (no heading practice under 12)',
    ]);
    expect(checkDrill(heading(['U13-U14', 'U15+']))).toEqual([]);
  });

  it('refuses exercise as a sanction', () => {
    expect(checkDrill(drill((d) => (d.instructions += ' The losing pair does ten push-ups.')))).toEqual([
      'Gate Passing Square: uses exercise as a sanction ("push-ups")',
    ]);
  });
});

/** A library that meets every rule: MIN_PER_FOCUS_AND_LEVEL distinct drills per focus and level. */
function library(): SeedActivity[] {
  const words = 'amber basil cedar delta ember fjord grove heron indigo juniper kestrel lagoon maple nectar onyx pebble quartz raven sable tundra umber violet willow xenon yarrow zephyr'.split(' ');
  const out: SeedActivity[] = [];
  let n = 0;
  for (const focus of gridFocuses) {
    for (const level of activityLevels) {
      for (let i = 0; i < 4; i++) {
        n += 1;
        // Text unique to each drill so no two share trigrams.
        const unique = Array.from({ length: 12 }, (_, k) => `${words[(n + k) % words.length]}${n}x${k}`).join(' ');
        out.push(drill((d) => {
          d.title = `Drill ${n}`;
          d.focus = focus;
          d.abilityLevel = level;
          d.setup = `Setup ${unique}`;
          d.instructions = `Play ${unique} again`;
        }));
      }
    }
  }
  return out;
}

describe('checkDrillLibrary', () => {
  it('passes a library that meets every rule', () => {
    const all = library();
    expect(all.length).toBeGreaterThanOrEqual(MIN_LIBRARY_SIZE);
    expect(checkDrillLibrary(all)).toEqual([]);
    expect(countLibrary(all).Goalkeeping).toEqual({ Beginner: 4, Intermediate: 4, Advanced: 4 });
  });

  it('refuses a library that is too small', () => {
    expect(checkDrillLibrary(library().slice(0, 200))).toContain(`the library has 200 drills, at least ${MIN_LIBRARY_SIZE} are needed`);
  });

  it('refuses a focus and level with fewer than three drills', () => {
    const all = library();
    let removed = 0;
    const thin = all.filter((d) => !(d.focus === 'Dribbling' && d.abilityLevel === 'Advanced' && removed++ < 2));
    expect(checkDrillLibrary(thin)).toEqual(['Dribbling / Advanced has 2 drills, at least 3 are needed']);
  });

  it('counts Goalkeeping over all levels', () => {
    const all = library().filter((d) => !(d.focus === 'Goalkeeping' && d.abilityLevel === 'Advanced'));
    expect(checkDrillLibrary(all)).toEqual(['Goalkeeping has 8 drills, at least 10 are needed']);
  });

  it('refuses a title used twice, whatever its case', () => {
    const all = library();
    all[1]!.title = all[0]!.title.toUpperCase();
    expect(checkDrillLibrary(all)).toEqual(['the title "DRILL 1" is used twice']);
  });

  it('refuses two drills that share most of their setup and instructions', () => {
    const all = library();
    all[5]!.setup = all[0]!.setup;
    all[5]!.instructions = all[0]!.instructions.replace('again', 'twice');
    expect(drillSimilarity(all[0]!, all[5]!)).toBeGreaterThan(0.3);
    const problems = checkDrillLibrary(all);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"Drill 1" and "Drill 6" are near-copies \(\d+% of their setup and instructions in common\)$/);
  });
});
