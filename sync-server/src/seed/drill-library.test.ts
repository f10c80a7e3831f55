import { describe, expect, it } from 'vitest';
import { activityLevels, checkDrillFile, focusOptions, WARM_UP } from '@pitchside/shared';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DRILLS_DIR, readDrillFiles } from './drills';

/** The provider's drill library as a club sees it (issue: at least 72 original activities). */
const drills = readDrillFiles().flatMap((f) => f.drills);

describe('the drill library', () => {
  it('has at least 72 drills', () => {
    expect(drills.length).toBeGreaterThanOrEqual(72);
  });

  it('has at least 4 drills for every focus option and for the warm-up', () => {
    for (const focus of [WARM_UP, ...focusOptions]) {
      expect(drills.filter((d) => d.focus === focus).length, focus).toBeGreaterThanOrEqual(4);
    }
  });

  it('spreads the levels over Beginner, Intermediate and Advanced', () => {
    for (const level of activityLevels) {
      expect(drills.filter((d) => d.abilityLevel === level).length, level).toBeGreaterThanOrEqual(10);
    }
  });

  it('never repeats a title, a setup or an instruction text', () => {
    for (const key of ['title', 'setup', 'instructions'] as const) {
      const values = drills.map((d) => d[key].trim().toLowerCase());
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('keeps every diagram element inside its area', () => {
    for (const file of readdirSync(DRILLS_DIR).filter((f) => f.endsWith('.json'))) {
      expect(checkDrillFile(JSON.parse(readFileSync(join(DRILLS_DIR, file), 'utf8'))), file).toEqual([]);
    }
  });

  it('draws players, and at least one arrow, on every diagram', () => {
    for (const d of drills) {
      expect(d.diagram.players.length, d.title).toBeGreaterThan(0);
      expect(d.diagram.arrows.length, d.title).toBeGreaterThan(0);
    }
  });
});
