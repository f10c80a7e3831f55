import { describe, expect, it } from 'vitest';
import {
  formationCoachingTips,
  formationCoverage,
  generateFormations,
  MAX_SUGGESTIONS,
} from './formations';
import { formationSuggestionSchema, parsePlayersText, playersText } from './formation-schema';

const playerCounts = Array.from({ length: 14 }, (_, i) => i + 3); // 3..16
const fieldCounts = [1, 2, 3] as const;
const placed = (s: { games: { players: string }[] }) =>
  s.games.reduce((sum, g) => sum + parsePlayersText(g.players), 0);

describe('parsePlayersText', () => {
  it('reads the row player counts', () => {
    expect(parsePlayersText('2 players')).toBe(2);
    expect(parsePlayersText('1 player')).toBe(1);
    expect(parsePlayersText('16 players')).toBe(16);
    expect(parsePlayersText('players')).toBeNaN();
    expect(parsePlayersText('two players')).toBeNaN();
    expect(playersText(1)).toBe('1 player');
    expect(playersText(4)).toBe('4 players');
  });
});

describe('generateFormations', () => {
  it('covers exactly the spec catalogue: 1 field 3-16, 2 fields 4-15, 3 fields 6 and 10-15', () => {
    expect(formationCoverage).toEqual({
      1: playerCounts,
      2: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      3: [6, 10, 11, 12, 13, 14, 15],
    });
    for (const fields of fieldCounts) {
      for (const players of playerCounts) {
        const result = generateFormations(players, fields);
        const covered = (formationCoverage[fields] as readonly number[]).includes(players);
        expect(result.length > 0, `${players} players on ${fields} fields`).toBe(covered);
      }
    }
    expect(generateFormations(3, 2)).toEqual([]);
    expect(generateFormations(16, 2)).toEqual([]);
    for (const p of [3, 4, 5, 7, 8, 9, 16]) expect(generateFormations(p, 3)).toEqual([]);
  });

  it('places every player exactly once, on exactly the given fields, in all 42 combinations', () => {
    let checked = 0;
    for (const fields of fieldCounts) {
      for (const players of playerCounts) {
        checked++;
        const result = generateFormations(players, fields);
        expect(result.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        expect(new Set(result.map((s) => s.name)).size).toBe(result.length);
        for (const s of result) {
          const where = `${s.name} (${players} players, ${fields} fields)`;
          expect(formationSuggestionSchema.parse(s), where).toEqual(s);
          expect(placed(s), where).toBe(players);
          expect(s.adaptations.length, where).toBeGreaterThanOrEqual(2);
          expect(s.adaptations.length, where).toBeLessThanOrEqual(4);
          expect(s.description.length, where).toBeGreaterThan(20);
          if (fields > 1) {
            const used = new Set(s.games.map((g) => g.details));
            expect([...used].sort(), where).toEqual(
              Array.from({ length: fields }, (_, i) => `Field ${i + 1}`),
            );
            // Every field has a game, not only neutrals or keepers.
            for (const field of used) {
              const onField = s.games.filter((g) => g.details === field);
              expect(onField.some((g) => /^\d+v\d+$/.test(g.format)), where).toBe(true);
              expect(onField.reduce((sum, g) => sum + parsePlayersText(g.players), 0)).toBeGreaterThanOrEqual(2);
            }
          }
        }
      }
    }
    expect(checked).toBe(42);
  });

  it('offers the formats a coach knows', () => {
    const names = (p: number, f: number) => generateFormations(p, f).map((s) => s.name);
    expect(names(3, 1)).toEqual(expect.arrayContaining(['1v1 + Neutral', '2v1']));
    expect(names(4, 1)).toContain('2v2 No Keepers');
    expect(names(5, 1)).toContain('3v2');
    expect(names(6, 1)).toContain('3v3');
    expect(names(8, 1)).toContain('4v4');
    for (const [p, k] of [[10, 5], [12, 6], [14, 7], [16, 8]] as const) expect(names(p, 1)).toContain(`${k}v${k}`);
    expect(names(9, 1).some((n) => n.includes('Winner Stays On'))).toBe(true);
    expect(names(8, 2)).toContain('2v2 And 2v2');
    const keepers = generateFormations(10, 1).find((s) => s.name === '4v4 + Keepers');
    expect(keepers?.games).toEqual([
      { players: '8 players', format: '4v4' },
      { players: '2 players', format: 'Keeper', details: 'One in each goal' },
    ]);
    const threeTeams = generateFormations(12, 1).find((s) => s.name.startsWith('Three Teams of 4'));
    expect(threeTeams?.games.map((g) => g.format)).toEqual(['Team 1', 'Team 2', 'Waiting']);
  });

  it('never gives more than 4 suggestions', () => {
    const counts = fieldCounts.flatMap((f) => playerCounts.map((p) => generateFormations(p, f).length));
    expect(Math.max(...counts)).toBe(MAX_SUGGESTIONS);
  });

  it('answers one Invalid Configuration suggestion outside 3-16 players or 1-3 fields', () => {
    const invalid = [
      { name: 'Invalid Configuration', description: 'Please use 3-16 players with 1-3 fields', games: [], adaptations: [] },
    ];
    for (const [p, f] of [[2, 1], [17, 1], [0, 2], [-3, 1], [6, 0], [6, 4], [20, 5], [Number.NaN, 1], [6.5, 1], [6, 1.5]]) {
      expect(generateFormations(p!, f!), `${p} players ${f} fields`).toEqual(invalid);
    }
  });

  it('exports the four coaching tips', () => {
    expect(formationCoachingTips).toHaveLength(4);
    expect(formationCoachingTips.join(' ')).toMatch(/strongest players.*5-8 minutes.*multiple fields.*skill level and space/s);
  });
});
