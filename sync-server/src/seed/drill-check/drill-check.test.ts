import { describe, expect, it } from 'vitest';
import {
  checkDrill,
  checkDrillFile,
  checkDrillLibrary,
  countByAgeBand,
  countLibrary,
  drillSimilarity,
  formatProblems,
  gridFocuses,
  libraryCoverageProblems,
  MIN_LIBRARY_SIZE,
  titleProblems,
} from './drill-check';
import { KEEPER_OUT_NOTE } from './drill-keeper-safety';
import { sameMeaning, type DrillMeaningInput } from './drill-meaning';
import originalPairs from './near-duplicate-pairs.json';
import { seedActivitySchema, type SeedActivity, type SeedActivityInput } from '@pitchside/shared';
import { activityLevels } from '@pitchside/shared';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';

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
  profile: drillProfileFixture({
    duration: { minutes: 10, reps: '4 x 2 min', workRest: '2 min on : 1 min off' },
    goalSize: 'none',
    ballSize: 'age',
    matchFormat: 'any',
    heading: 'none',
    activePlayers: 6,
    whyItMatters: {
      moment: 'in-possession',
      corners: ['technical', 'tactical'],
      text: 'With the ball, players learn to pass through gaps under time pressure. It serves the technical and tactical corners.',
    },
  }),
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

  it('refuses a diagram whose players, not counting the coach, differ from the ideal number', () => {
    expect(checkDrill(drill((d) => (d.diagram.players = d.diagram.players.slice(0, 5))))).toEqual([
      "Gate Passing Square: the diagram shows 5 players (not counting the coach), the profile's ideal is 6",
    ]);
    expect(checkDrill(drill((d) => (d.profile.players = { min: 2, ideal: 3, max: 8, goalkeepers: 0 })))).toEqual([
      "Gate Passing Square: the diagram shows 6 players (not counting the coach), the profile's ideal is 3",
    ]);
    const withCoach = drill((d) => d.diagram.players.push({ x: 10, y: 24, team: 'yellow', role: 'server', label: 'C' }));
    expect(checkDrill(withCoach)).toEqual([]);
    const withServer = drill((d) => d.diagram.players.push({ x: 10, y: 24, team: 'yellow', role: 'server' }));
    expect(checkDrill(withServer)).toEqual(["Gate Passing Square: the diagram shows 7 players (not counting the coach), the profile's ideal is 6"]);
  });

  it('refuses a duration off the 5-minute steps, and a profile without goals, ball, format or heading', () => {
    expect(checkDrill(drill((d) => (d.profile.duration.minutes = 12)))).toEqual([
      'Gate Passing Square: lasts 12 minutes; durations go in 5-minute steps',
    ]);
    expect(checkDrill(drill((d) => {
      delete d.profile.goalSize;
      delete d.profile.heading;
    }))).toEqual(['Gate Passing Square: states no goalSize, heading']);
  });

  it('holds goal and ball sizes to every age band listed', () => {
    const sized = (goalSize: SeedActivity['profile']['goalSize'], ballSize: SeedActivity['profile']['ballSize'], bands: SeedActivity['profile']['ageBands']) =>
      checkDrill(drill((d) => Object.assign(d.profile, { goalSize, ballSize, ageBands: bands })));
    expect(sized('24x8', 'age', ['U7-U8', 'U9-U10'])).toEqual(['Gate Passing Square: 24x8 goals are too big for U7-U8, U9-U10']);
    expect(sized('16x7', 'age', ['U9-U10', 'U11-U12'])).toEqual(['Gate Passing Square: 16x7 goals are too big for U9-U10']);
    expect(sized('21x7', '5', ['U13-U14'])).toEqual([]);
    expect(sized('24x8', '5', ['U13-U14', 'U15+'])).toEqual(['Gate Passing Square: 24x8 goals are too big for U13-U14']);
    for (const goal of ['format', 'mini', 'futsal', 'none'] as const) expect(sized(goal, 'age', ['U7-U8', 'U15+'])).toEqual([]);
    expect(sized('12x6', '5', ['U11-U12', 'U13-U14'])).toEqual(['Gate Passing Square: a size 5 ball does not suit U11-U12']);
    expect(sized('mini', '3', ['U7-U8', 'U9-U10'])).toEqual(['Gate Passing Square: a size 3 ball does not suit U9-U10']);
    expect(sized('mini', 'futsal', ['U7-U8', 'U9-U10'])).toEqual([]);
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
    phased.diagram.positions = [{ piece: 'players#1', phase: 2, x: 6, y: 2 }];
    expect(checkDrill(phased)).toEqual([]);
    phased.diagram.positions = [
      { piece: 'players#9', phase: 2, x: 6, y: 2 },
      { piece: 'players#1', phase: 3, x: 6, y: 2 },
    ];
    expect(checkDrill(phased)).toEqual([
      "Gate Passing Square: a position names the piece 'players#9', which the diagram does not have",
      'Gate Passing Square: a position names phase 3 but the diagram has 2 phases',
    ]);
  });

  it('refuses heading practice up to U11-U12, in the texts and in the profile, but not "head up"', () => {
    const heading = (bands: SeedActivity['profile']['ageBands'], where: (d: SeedActivity) => void) =>
      drill((d) => {
        where(d);
        d.profile.ageBands = bands;
        d.profile.heading = 'counted';
        d.profile.headersPerPlayer = 5;
      });
    const coachingPoint = (d: SeedActivity) => d.coachingPoints.push('Attack the ball with your forehead when heading');
    expect(checkDrill(heading(['U11-U12', 'U13-U14'], coachingPoint))).toEqual([
      'Gate Passing Square: mentions heading ("heading") but is offered to U11-U12 (no heading practice up to U11-U12)',
    ]);
    expect(checkDrill(heading(['U13-U14', 'U15+'], coachingPoint))).toEqual([]);
    const safetyNote = (d: SeedActivity) => d.profile.safetyNotes.push('Headers only from soft serves');
    expect(checkDrill(heading(['U9-U10'], safetyNote))[0]).toMatch(/mentions heading \("Headers"\) but is offered to U9-U10/);
    const question = (d: SeedActivity) => d.profile.questions.push('Who heads the ball clear?'.replace('heads', 'headed'));
    expect(checkDrill(heading(['U9-U10'], question))[0]).toMatch(/mentions heading \("headed"\)/);
    expect(checkDrill(drill((d) => d.coachingPoints.push('Keep your head up and look for the pass, then a head start')))).toEqual([]);
    expect(checkDrill(drill((d) => (d.profile.heading = 'technique')))).toEqual([
      "Gate Passing Square: has heading 'technique' but is offered to U9-U10, U11-U12 (no heading practice up to U11-U12)",
    ]);
  });

  it('holds U13-U14 to counted headers (at most 5) without contested aerial play, and U15+ to at most 10', () => {
    const aged = (bands: SeedActivity['profile']['ageBands'], heading: 'none' | 'technique' | 'counted', headers?: number, text = 'Headers from a soft serve.') =>
      checkDrill(drill((d) => {
        d.profile.ageBands = bands;
        d.profile.heading = heading;
        if (headers !== undefined) d.profile.headersPerPlayer = headers;
        d.instructions += ` ${text}`;
      }));
    expect(aged(['U13-U14'], 'technique')).toEqual([]);
    expect(aged(['U13-U14'], 'counted', 5)).toEqual([]);
    expect(aged(['U13-U14', 'U15+'], 'counted', 8)).toEqual(['Gate Passing Square: allows 8 headers per player, at most 5 for U13-U14']);
    expect(aged(['U15+'], 'counted', 8)).toEqual([]);
    expect(aged(['U15+'], 'technique')).toEqual(["Gate Passing Square: heading for U15+ is counted, not 'technique'"]);
    expect(aged(['U13-U14'], 'counted', 4, 'Both players contest the header in aerial duels.')).toEqual([
      'Gate Passing Square: has contested aerial play ("contest the header") but is offered to U13-U14',
    ]);
    expect(aged(['U15+'], 'counted', 6, 'Both players go for the header.')).toEqual([]);
    expect(aged(['U15+'], 'none')).toEqual(["Gate Passing Square: practises heading (\"Headers\") but its profile says heading 'none'"]);
  });

  it('refuses gendered pronouns', () => {
    expect(checkDrill(drill((d) => (d.instructions += ' The passer follows his pass.')))).toEqual([
      'Gate Passing Square: says "his"; use neutral wording (they, the player)',
    ]);
  });

  it('names games outfield v outfield plus keepers, one way', () => {
    const title = (text: string, goalkeepers: number, ideal = 16) =>
      titleProblems({ title: text, focus: 'Small Sided Games', profile: drillProfileFixture({ players: { min: ideal, ideal, max: ideal, goalkeepers } }) });
    expect(title('Thirds Game 7v7 + GKs', 2)).toEqual([]);
    expect(title('Box Attack 4v3 + GK', 1, 8)).toEqual([]);
    expect(title('Thirds Game 8v8', 2)).toEqual([
      "the title names 8v8 but not the keepers ('+ GK' or '+ GKs')",
      "the title's 8v8 counts the keepers; name the outfield players ('7v7 + GKs')",
    ]);
    expect(title('Thirds Game 7v7+K', 2)).toEqual([
      "the title writes '+' without spaces ('4v4 + 2', '6v6 + GKs')",
      "the title marks keepers another way; use '+ GK' or '+ GKs'",
      "the title names 7v7 but not the keepers ('+ GK' or '+ GKs')",
    ]);
    expect(title('Thirds Game 7v7 with Keepers', 2)[0]).toBe("the title marks keepers another way; use '+ GK' or '+ GKs'");
    expect(title('Keep-Ball 4v4+2', 0, 10)).toEqual(["the title writes '+' without spaces ('4v4 + 2', '6v6 + GKs')"]);
    expect(title('Box Attack 4v3 + GKs', 1, 8)).toEqual(["the title says '+ GKs' but the drill has 1 goalkeeper(s)"]);
    expect(title('Box Attack 4v3 + GK', 2, 9)).toEqual(["the title says '+ GK' but the drill has 2 goalkeepers"]);
    expect(title('FIFA 11+ Complete: Run, Strengthen, Run', 0, 12)).toEqual([]);
  });

  it('holds keepers to one note on coming out, and refuses feet-first advice up to U11-U12', () => {
    const noted = (note: string, bands: SeedActivity['profile']['ageBands'] = ['U9-U10', 'U11-U12']) =>
      checkDrill(drill((d) => ((d.profile.safetyNotes = [note]), (d.profile.ageBands = bands))));
    expect(noted(KEEPER_OUT_NOTE)).toEqual([]);
    expect(noted(KEEPER_OUT_NOTE, ['U7-U8'])).toEqual([]);
    expect(noted('Keepers come out low and hands first.', ['U15+'])).toEqual([
      `Gate Passing Square: says how keepers come out its own way ("Keepers come out low and hands first."); use the one note: "${KEEPER_OUT_NOTE}"`,
    ]);
    expect(noted('Keepers come out feet first at through balls.')).toEqual([
      `Gate Passing Square: says how keepers come out its own way ("Keepers come out feet first at through balls."); use the one note: "${KEEPER_OUT_NOTE}"`,
      'Gate Passing Square: gives feet-first advice ("feet first") but is offered to U9-U10, U11-U12 (hands first up to U12)',
    ]);
    const coached = (tip: string, bands: SeedActivity['profile']['ageBands']) => checkDrill(drill((d) => ((d.coachingPoints[0] = tip), (d.profile.ageBands = bands))));
    expect(coached('The keeper blocks feet-first at the edge of the area', ['U11-U12'])).toEqual([
      'Gate Passing Square: gives feet-first advice ("feet-first") but is offered to U11-U12 (hands first up to U12)',
    ]);
    expect(coached('The keeper blocks feet-first at the edge of the area', ['U13-U14', 'U15+'])).toEqual([]);
    expect(coached('The keeper goes down hands first, never feet first', ['U9-U10'])).toEqual([]);
  });

  it('holds the players, games and minutes the text names to the profile and the title, and one item to the singular', () => {
    const keeperGame = (change: (d: SeedActivity) => void) =>
      checkDrill(
        drill((d) => {
          d.title = 'Thirds Game 7v7 + GKs';
          d.setup = 'A 50 x 60 m pitch with two goals. 16 players: two teams of 7 and 2 keepers.';
          d.instructions = 'Play 7v7 + GKs. Play 3 games of 8 minutes with 2 minutes rest (28 minutes).';
          d.profile.players = { min: 14, ideal: 16, max: 18, goalkeepers: 2 };
          d.profile.duration = { minutes: 30, reps: '3 x 8 min games', workRest: '8 min on : 2 min off' };
          d.playerNumberAdaptations = ['With 14 players, play 6v6 + GKs.', 'With 20, play 8v8 + GKs with 2 waiting.'];
          d.diagram.players = [
            ...Array.from({ length: 14 }, (_, i) => ({ x: 2 + i, y: 10, team: i % 2 ? ('red' as const) : ('blue' as const), role: 'player' as const })),
            { x: 10, y: 1, team: 'red', role: 'keeper' },
            { x: 10, y: 24, team: 'blue', role: 'keeper' },
          ];
          change(d);
        }),
      );
    expect(keeperGame(() => {})).toEqual([]);
    expect(keeperGame((d) => (d.instructions = d.instructions.replace('Play 7v7 + GKs', 'Play 8v8')))).toEqual(['Thirds Game 7v7 + GKs: the instructions play 8v8, the title 7v7']);
    expect(keeperGame((d) => (d.setup = d.setup.replace('16 players', '18 players')))).toEqual(["Thirds Game 7v7 + GKs: the setup names 18 players, the profile's ideal is 16"]);
    expect(keeperGame((d) => (d.playerNumberAdaptations[0] = 'With 14 players, play 7v7.'))).toEqual([
      `Thirds Game 7v7 + GKs: "With 14 players, play 7v7." counts the keepers inside the game; name the outfield players and '+ GK' or '+ GKs'`,
    ]);
    expect(keeperGame((d) => (d.playerNumberAdaptations[0] = 'With 12, play 4v4 + GKs on 35 x 40 m.'))).toEqual([
      `Thirds Game 7v7 + GKs: "With 12, play 4v4 + GKs on 35 x 40 m." plays 10 players, not 12 (keepers count once, as '+ GK' or '+ GKs')`,
    ]);
    expect(keeperGame((d) => (d.profile.duration.minutes = 25))).toEqual([
      "Thirds Game 7v7 + GKs: its reps ('3 x 8 min games') take 28 minutes with the rests, more than the 25 it lasts",
      'Thirds Game 7v7 + GKs: the instructions take 28 minutes, the profile says 25',
    ]);
    expect(keeperGame((d) => (d.profile.equipment = [{ item: 'goals', quantity: 1 }]))).toEqual(["Thirds Game 7v7 + GKs: lists '1 goals'; one is singular"]);
    expect(keeperGame((d) => (d.setup += ' Equipment: 1 goals, 8 cones.'))).toEqual(["Thirds Game 7v7 + GKs: writes '1 goals'; one is singular"]);
  });

  it('keeps at least 80 % of the players busy at U7-U8, or the drill leaves the band (keepers apart)', () => {
    const young = (activePlayers: number | undefined, focus = 'Passing & Receiving') =>
      checkDrill(drill((d) => ((d.focus = focus), (d.profile.ageBands = ['U7-U8']), (d.profile.ballSize = 'age'), (d.profile.activePlayers = activePlayers))));
    expect(young(6)).toEqual([]);
    expect(young(5)).toEqual([]);
    expect(young(4)).toEqual(['Gate Passing Square: keeps 4 of 6 players busy; at U7-U8 at least 80 % play at any moment, or the drill leaves U7-U8']);
    expect(young(undefined)).toEqual(['Gate Passing Square: is offered to U7-U8 but does not state its active players (profile.activePlayers)']);
    expect(young(7)).toEqual(['Gate Passing Square: states 7 active players, more than its ideal of 6']);
    expect(young(2, 'Goalkeeping')).toEqual([]);
    expect(checkDrill(drill((d) => (d.profile.activePlayers = 2)))).toEqual([]);
  });

  it('stores several grids as one grid and their number, and draws no diagram bigger than the area', () => {
    const grids = (setup: string, area: { width: number; length: number; grids: number }) =>
      checkDrill(drill((d) => ((d.setup = setup), (d.profile.area = area))));
    expect(grids('Two 20 x 25 m boxes side by side, 2 m apart, six players.', { width: 20, length: 25, grids: 2 })).toEqual([]);
    expect(grids('Three channels, each 25 x 20 m, six players.', { width: 20, length: 25, grids: 3 })).toEqual([]);
    expect(grids('Two 20 x 25 m boxes side by side, 2 m apart, six players.', { width: 42, length: 25, grids: 1 })).toEqual([
      'Gate Passing Square: the setup names 2 grids of 20 x 25 m, the profile stores 1 of 42 x 25 m (store one grid and their number)',
    ]);
    expect(grids('A 20 x 25 m square with gates.', { width: 15, length: 15, grids: 1 })).toEqual([
      "Gate Passing Square: the diagram (20 x 25 m) is bigger than the profile's area (15 x 15 m)",
    ]);
  });

  it('wants every drill to say why it matters, in one or two sentences', () => {
    expect(checkDrill(drill((d) => delete d.profile.whyItMatters))).toEqual([
      'Gate Passing Square: does not say why it matters (profile.whyItMatters: the moment of the game, the corners, one or two sentences)',
    ]);
    expect(checkDrill(drill((d) => (d.profile.whyItMatters!.text += ' Pairs count their gates. Then they swap.')))).toEqual([
      'Gate Passing Square: says why it matters in 4 sentences; one or two',
    ]);
    expect(seedActivitySchema.safeParse({ ...goodInput, profile: { ...goodInput.profile, whyItMatters: { moment: 'in-possession', corners: ['technical', 'technical'], text: 'With the ball, players learn to pass.' } } }).success).toBe(false);
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

  it('counts drills per focus and age band, and reports the gaps and the new content types apart from the structural rules', () => {
    const all = library();
    expect(countByAgeBand(all)['Dribbling']).toEqual({ 'U7-U8': 0, 'U9-U10': 12, 'U11-U12': 12, 'U13-U14': 0, 'U15+': 0 });
    const warnings = libraryCoverageProblems(all);
    expect(warnings).toContain('Dribbling / U7-U8 has 0 drills, at least 3 are needed (3 missing)');
    expect(warnings).toContain('Dribbling has 0 Beginner drills for U13+, at least 2 needed');
    // Every test drill suits U9-U10, so Advanced drills for U9-U10 are there.
    expect(warnings.some((w) => w.includes('Advanced drills for U9-U10'))).toBe(false);
    expect(warnings).toContain('Set pieces: 0 drills, at least 12 are needed (12 missing)');
    expect(warnings).toContain('Physical literacy for U7-U10: 0 drills, at least 8 are needed (8 missing)');
    expect(warnings).not.toContain('Dribbling / U9-U10 has 12 drills, at least 3 are needed (0 missing)');
    expect(checkDrillLibrary(all)).toEqual([]);
  });

  it('holds a 9v9 drill to 16 x 7 ft goals and a size-4 ball, and wants twelve for U11-U12', () => {
    expect(formatProblems({ matchFormat: '9v9', goalSize: '16x7', ballSize: '4' })).toEqual([]);
    expect(formatProblems({ matchFormat: '9v9', goalSize: 'format', ballSize: 'age' })).toEqual([]);
    expect(formatProblems({ matchFormat: '9v9', goalSize: '12x6', ballSize: '4' })).toEqual(['prepares for 9v9 but uses 12x6 goals (9v9 uses 16x7 or format)']);
    expect(formatProblems({ matchFormat: '9v9', goalSize: '16x7', ballSize: '5' })).toEqual(['prepares for 9v9 but uses a size 5 ball (9v9 uses 4 or age)']);
    expect(formatProblems({ matchFormat: '7v7', goalSize: '12x6', ballSize: '5' })).toEqual([]);
    const nine = (n: number, bands: SeedActivity['profile']['ageBands'] = ['U11-U12']) =>
      Array.from({ length: n }, (_, i) => drill((d) => {
        d.title = `Nine ${bands.join()} ${i}`;
        d.profile.ageBands = bands;
        Object.assign(d.profile, { matchFormat: '9v9', goalSize: '16x7', ballSize: '4' });
      }));
    const short = 'U11-U12' as const;
    expect(libraryCoverageProblems([...library(), ...nine(11)])).toContain(`9v9 for ${short}: 11 drills with its goals and ball, at least 12 are needed (1 missing)`);
    expect(libraryCoverageProblems([...library(), ...nine(12)]).some((w) => w.startsWith('9v9'))).toBe(false);
    // 9v9 drills offered to another band do not count.
    expect(libraryCoverageProblems([...library(), ...nine(12, ['U9-U10'])])).toContain('9v9 for U11-U12: 0 drills with its goals and ball, at least 12 are needed (12 missing)');
  });

  it('wants set pieces and injury prevention for U9-U10 and futsal for U7-U8, three each', () => {
    const base = library();
    const extra = (focus: string, bands: SeedActivity['profile']['ageBands'], n: number) =>
      Array.from({ length: n }, (_, i) => drill((d) => {
        d.title = `${focus} ${bands.join()} ${i}`;
        d.focus = focus;
        d.profile.ageBands = bands;
      }));
    const warnings = libraryCoverageProblems([...base, ...extra('Futsal', ['U9-U10'], 6), ...extra('Defending Set Pieces', ['U9-U10'], 2)]);
    expect(warnings).toContain('Futsal for U7-U8: 0 drills, at least 3 are needed (3 missing)');
    expect(warnings).toContain('Set pieces for U9-U10: 2 drills, at least 3 are needed (1 missing)');
    expect(warnings).toContain('Injury prevention for U9-U10: 0 drills, at least 3 are needed (3 missing)');
    const filled = libraryCoverageProblems([...base, ...extra('Futsal', ['U7-U8'], 3), ...extra('Attacking Set Pieces', ['U9-U10'], 3), ...extra('Injury Prevention', ['U9-U10'], 3)]);
    expect(filled.filter((w) => / for U(7-U8|9-U10):/.test(w))).toEqual([]);
  });

  it('counts physical literacy only for U7-U10 and set pieces over both focuses', () => {
    const base = library();
    const extra = (focus: string, bands: SeedActivity['profile']['ageBands'], n: number) =>
      Array.from({ length: n }, (_, i) => drill((d) => {
        d.title = `${focus} ${bands.join()} ${i}`;
        d.focus = focus;
        d.profile.ageBands = bands;
      }));
    const all = [...base, ...extra('Physical Literacy', ['U11-U12'], 8), ...extra('Attacking Set Pieces', ['U15+'], 6), ...extra('Defending Set Pieces', ['U15+'], 6)];
    const warnings = libraryCoverageProblems(all);
    expect(warnings).toContain('Physical literacy for U7-U10: 0 drills, at least 8 are needed (8 missing)');
    expect(warnings.some((w) => w.startsWith('Set pieces:'))).toBe(false);
  });

  const byTitle = (title: string) => (originalPairs as DrillMeaningInput[]).find((d) => d.title === title)!;

  it('refuses the same practice told in other words: same area, same numbers, same main rule', () => {
    const pairs = [
      ['Copy the Leader Dribble Snakes', 'Dribble Snakes Follow the Leader'],
      ['Two-Ball Numbers Passing Web', 'Numbers Web Passing'],
      ['Double-Movement Striker Runs 2v2+GK', 'Striker Double Movement 2v2 in the Box'],
      ['Sharks and Minnows Crossing', 'Bulldogs Hunt Back'],
      ['Sharks and Minnows Crossing', 'Line Breaker Dribble Crossing'],
    ];
    for (const [a, b] of pairs) {
      expect(sameMeaning(byTitle(a!), byTitle(b!)), `${a} ~ ${b}`).toBe(true);
      const all = library();
      all.push(drill((d) => Object.assign(d, byTitle(a!), { profile: { ...d.profile, ...byTitle(a!).profile } })));
      all.push(drill((d) => Object.assign(d, byTitle(b!), { profile: { ...d.profile, ...byTitle(b!).profile } })));
      expect(checkDrillLibrary(all)).toContain(`"${a}" and "${b}" are the same practice (same area, same numbers, same main rule)`);
    }
    // A different area, different numbers or a different main rule make a different practice.
    const snakes = byTitle('Copy the Leader Dribble Snakes');
    expect(sameMeaning(snakes, { ...snakes, profile: { ...snakes.profile, area: { width: 40, length: 30, grids: 1 } } })).toBe(false);
    expect(sameMeaning(snakes, { ...snakes, profile: { ...snakes.profile, players: { ...snakes.profile.players, ideal: 8 } } })).toBe(false);
    expect(sameMeaning(snakes, { ...snakes, instructions: 'Each player dribbles through as many gates as they can in a minute.' })).toBe(false);
  });

  it('knows gate passing and the untouchable wide channel as main rules, but not a pass that does not count', () => {
    const game = (title: string, setup: string, instructions: string, width = 30, length = 30, ideal = 12): DrillMeaningInput => ({
      title,
      setup,
      instructions,
      profile: drillProfileFixture({ area: { width, length, grids: 1 }, players: { min: ideal, ideal, max: ideal, goalkeepers: 0 } }),
    });
    const hunters = game('Gate Hunters Passing Pairs', 'A 30 x 30 m square with eight cone gates.', 'Pairs score a point every time one partner passes through a gate and the other receives it on the far side.');
    const hunt = game('Gate Hunt Passing Pairs', 'A 30 x 30 m area with 10 gates scattered inside.', 'In pairs, pass the ball through as many gates as you can in a minute.');
    const dribble = game('Gate Dribble', 'A 30 x 30 m area with 10 gates scattered inside.', 'Dribble through any gate to score; a pass through a gate does not count.');
    expect(sameMeaning(hunters, hunt)).toBe(true);
    expect(sameMeaning(hunt, dribble)).toBe(false);
    const wings = game('Free Wings 7v7 + GKs', 'A 50 x 60 m pitch with a wing strip down each touchline.', 'A player in a wing strip cannot be tackled, so the defence stays narrow.', 50, 60, 16);
    const channel = game('Wide Channel Rule 7v7 + GKs', 'A 50 x 60 m pitch with a channel along each touchline.', 'Play 7v7: a player who receives in a wide channel cannot be tackled there.', 50, 60, 16);
    const oneOut = game('One Out Wide 7v7 + GKs', 'A 50 x 60 m pitch with a wing strip down each touchline.', 'Only one defender at a time may enter a wing strip.', 50, 60, 16);
    expect(sameMeaning({ ...wings, title: 'Free Wings 7v7 + GKs' }, channel)).toBe(true);
    expect(sameMeaning(oneOut, channel)).toBe(false);
  });

  it('tells station circuits apart by what is done at the stations, not by the stations', () => {
    const circuit = (setup: string, instructions: string): DrillMeaningInput => ({
      ...byTitle('Copy the Leader Dribble Snakes'),
      title: setup,
      setup,
      instructions,
    });
    const stretching = circuit(
      'Four stations in the corners of the square: calves, thighs, hips, back.',
      'Groups hold two stretches at each station, talk about the session, and walk to the next station.',
    );
    const catching = circuit(
      'Four stations in the corners of the square: self-throw, bounce pass, drop-kick, target roll.',
      'Groups throw and catch at each station for three minutes, then rotate to the next station.',
    );
    expect(sameMeaning(stretching, catching)).toBe(false);
    // A shared game rule still makes them one practice, stations or not.
    const relay = ' Finish with a relay race back to the start.';
    expect(sameMeaning({ ...stretching, instructions: stretching.instructions + relay }, { ...catching, instructions: catching.instructions + relay })).toBe(true);
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
