import { describe, expect, it } from 'vitest';
import { defaultAdaptations, drillKind, easierOptions, harderOptions, troubleshootCategories, troubleshootItems, variationOptions } from './adaptations';
import { adaptationOptionSchema, troubleshootCategorySchema } from './adaptations-schema';
import { adaptationsSchema } from '../api';
import { focusOptions, WARM_UP } from '../drills/vocabulary';

const bare = {
  category: 'Finishing',
  subCategoryName: 'Finishing' as string | null,
  simplifyTips: [] as string[],
  progressTips: [] as string[],
  variationTips: [] as string[],
  troubleshootTips: [] as string[],
  troubleshooting: [] as { problem: string; solution: string; coachingTip: string }[],
};

describe('drillKind', () => {
  it('classifies every focus option and the warm-up', () => {
    expect(drillKind({ category: WARM_UP, subCategoryName: null })).toBe('warmup');
    for (const focus of focusOptions) {
      expect(drillKind({ category: focus, subCategoryName: focus })).not.toBe('general');
    }
    expect(drillKind({ category: 'Penetration', subCategoryName: null })).toBe('attacking');
    expect(drillKind({ category: 'Delay & Pressing', subCategoryName: null })).toBe('defending');
    expect(drillKind({ category: 'category:Defending', subCategoryName: null })).toBe('defending');
    expect(drillKind({ category: 'Something New', subCategoryName: null })).toBe('general');
  });
});

describe('defaultAdaptations', () => {
  it('uses the activity own tips when present, trimmed of blanks', () => {
    const a = defaultAdaptations({
      ...bare,
      simplifyTips: ['Closer shooting line', '  '],
      progressTips: ['Add a defender'],
      variationTips: ['Volleys'],
      troubleshootTips: ['Aim low'],
    });
    expect(a).toEqual({
      simplify: ['Closer shooting line'],
      progress: ['Add a defender'],
      variation: ['Volleys'],
      troubleshoot: ['Aim low'],
    });
  });

  it('generates specific defaults for every empty list', () => {
    const a = defaultAdaptations(bare);
    expect(adaptationsSchema.parse(a)).toEqual(a);
    for (const list of [a.simplify, a.progress, a.variation, a.troubleshoot]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(a.simplify.join(' ')).toMatch(/shooting line|keeper/);
    expect(a.simplify.join(' ')).toMatch(/bigger|more time/);
    expect(a.progress.join(' ')).toMatch(/touch/);
  });

  it('varies the generated advice by what the drill trains', () => {
    const finishing = defaultAdaptations(bare);
    const defending = defaultAdaptations({ ...bare, category: 'Compactness', subCategoryName: 'Compactness' });
    expect(defending.progress).not.toEqual(finishing.progress);
    expect(defending.progress.join(' ')).toMatch(/defender/i);
    // Unknown kinds still get the common advice.
    expect(defaultAdaptations({ ...bare, category: 'Other', subCategoryName: null }).simplify.length).toBeGreaterThan(0);
  });
});

describe('goalkeeping defaults', () => {
  const keeper = { ...bare, category: 'Goalkeeping', subCategoryName: 'Goalkeeping' };

  it('classifies Goalkeeping as its own kind', () => {
    expect(drillKind(keeper)).toBe('goalkeeping');
    expect(drillKind({ category: 'category:Goalkeeping', subCategoryName: null })).toBe('goalkeeping');
  });

  it('gives keeper advice and leaves out outfield advice about defenders and touch limits', () => {
    const a = defaultAdaptations(keeper);
    for (const list of [a.simplify, a.progress, a.variation, a.troubleshoot]) expect(list.length).toBeGreaterThanOrEqual(3);
    const all = [...a.simplify, ...a.progress, ...a.variation, ...a.troubleshoot].join(' ');
    expect(all).toMatch(/keeper/i);
    expect(all).not.toMatch(/defender|touch limit|neutral/i);
  });

  it('troubleshoots keeper problems without the outfield catalogue', () => {
    const items = troubleshootItems(keeper);
    expect(items.map((i) => i.problem).join(' ')).toMatch(/keeper/i);
    expect(items.map((i) => i.problem)).not.toContain('Players are standing in queues');
  });
});

describe('troubleshootItems', () => {
  it('lists generated items then the activity own entries', () => {
    const own = { problem: 'Keeper too strong', solution: 'Smaller keeper zone', coachingTip: 'Shoot early' };
    const items = troubleshootItems({ ...bare, troubleshooting: [own] });
    expect(items.length).toBeGreaterThan(2);
    expect(items.at(-1)).toEqual(own);
    for (const item of items) {
      expect(item.problem.length).toBeGreaterThan(5);
      expect(item.solution.length).toBeGreaterThan(5);
      expect(item.coachingTip.length).toBeGreaterThan(5);
    }
  });
});

describe('adaptation dialog catalogues', () => {
  it('has the four troubleshoot categories with solutions and tips', () => {
    expect(troubleshootCategories.map((c) => c.id)).toEqual([
      'bored_players',
      'confusion',
      'spacing_issues',
      'concept_understanding',
    ]);
    for (const c of troubleshootCategories) {
      troubleshootCategorySchema.parse(c);
      expect(c.solutions.length).toBeGreaterThanOrEqual(3);
      expect(c.coachingTips.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has easier, harder and variation options with unique ids', () => {
    for (const list of [easierOptions, harderOptions, variationOptions]) {
      expect(list.length).toBeGreaterThanOrEqual(4);
      for (const option of list) adaptationOptionSchema.parse(option);
      expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    }
  });
});
