import { describe, expect, it } from 'vitest';
import { seedActivitySchema, type SeedActivity } from '@pitchside/shared';
import { checkDrillFile, checkDrillLibrary, countByAgeBand, countLibrary, countFormat, formatTargets, hasPositions, isPhased, libraryCoverageProblems, MIN_GOALKEEPING, MIN_LIBRARY_SIZE } from './drill-check/drill-check';
import { checkSessionTemplates, countTemplatesByAgeBand } from './drill-check/session-template-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DRILLS_DIR } from './drills';
import { readSessionTemplates } from './templates';

/**
 * The provider's drill library held to the rules of sync-server/src/seed/drill-check/drill-check.ts: every file
 * clean, then the whole library (size, coverage, titles, no near-copies); the counts printed.
 */
const files = readdirSync(DRILLS_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, json: JSON.parse(readFileSync(join(DRILLS_DIR, file), 'utf8')) as unknown }));

/** Every drill that parses, so one bad file does not hide the library-wide problems of the rest. */
const drills: SeedActivity[] = files.flatMap(({ json }) =>
  (Array.isArray(json) ? json : []).flatMap((raw: unknown) => {
    const parsed = seedActivitySchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  }),
);

describe('the drill library', () => {
  it('prints the drills per focus and level', () => {
    const counts = countLibrary(drills);
    const table = Object.entries(counts).map(([focus, row]) => ({ focus, ...row, total: row.Beginner + row.Intermediate + row.Advanced }));
    console.log(`Drill library: ${drills.length} drills`);
    console.table(table);
    console.log('Drills per focus and age band (a drill counts in every band it lists)');
    console.table(Object.entries(countByAgeBand(drills)).map(([focus, row]) => ({ focus, ...row })));
    console.log(`Phased drills with positions per phase: ${drills.filter(hasPositions).length} of ${drills.filter(isPhased).length}`);
    expect(table.length).toBeGreaterThan(0);
  });

  it('covers every focus for every age band, Beginner for U13+, Advanced for U9-U10 and the new content types', () => {
    expect(libraryCoverageProblems(drills)).toEqual([]);
  });

  it('prepares at least 12 drills for 9v9 at U11-U12 with its goals and ball, and fills the young bands with set pieces, injury prevention and futsal', () => {
    const nineVNine = formatTargets.find((t) => t.format === '9v9')!;
    expect(countFormat(drills, nineVNine)).toBeGreaterThanOrEqual(12);
    const count = (focuses: string[], band: SeedActivity['profile']['ageBands'][number]) =>
      drills.filter((d) => focuses.includes(d.focus) && d.profile.ageBands.includes(band)).length;
    expect(count(['Attacking Set Pieces', 'Defending Set Pieces'], 'U9-U10')).toBeGreaterThanOrEqual(3);
    expect(count(['Injury Prevention'], 'U9-U10')).toBeGreaterThanOrEqual(3);
    expect(count(['Futsal'], 'U7-U8')).toBeGreaterThanOrEqual(3);
  });

  it('says why every drill matters: a moment of the game, the corners it serves, one or two sentences', () => {
    for (const d of drills) {
      expect(d.profile.whyItMatters, d.title).toBeDefined();
      expect(d.profile.whyItMatters!.corners.length, d.title).toBeGreaterThan(0);
    }
  });

  it.each(files.map((f) => [f.file, f.json] as const))('%s passes every per-drill rule', (_file, json) => {
    expect(checkDrillFile(json)).toEqual([]);
  });

  it(`holds the library rules: at least ${MIN_LIBRARY_SIZE} drills, 3 per focus and level, ${MIN_GOALKEEPING} for goalkeeping, no copies in words or meaning`, () => {
    expect(checkDrillLibrary(drills)).toEqual([]);
  });

  it('offers at least 40 session templates that run as written, and prints them per age band', () => {
    const templates = readSessionTemplates();
    console.log(`Session templates: ${templates.length}`, countTemplatesByAgeBand(templates));
    expect(checkSessionTemplates(templates, drills)).toEqual([]);
  });

  it('draws players, and at least one arrow, on every diagram', () => {
    for (const d of drills) {
      expect(d.diagram.players.length, d.title).toBeGreaterThan(0);
      expect(d.diagram.arrows.length, d.title).toBeGreaterThan(0);
    }
  });
});
