import { describe, expect, it } from 'vitest';
import { easierOptions, troubleshootCategories } from '@pitchside/shared';
import { adaptationChoices, adaptationKinds, adaptationSummary, troubleshootSummary } from './adaptation-choices';

const noTips = { simplifyTips: [], progressTips: [], variationTips: [] };

describe('adaptation dialog choices', () => {
  it('titles the three dialogs as the spec names them', () => {
    expect(Object.values(adaptationKinds).map((k) => k.title)).toEqual([
      'Make It Easier',
      'Make It More Challenging',
      'Try These Variations',
    ]);
  });

  it('offers the catalogue, then the activity own tips of that kind', () => {
    const choices = adaptationChoices('simplify', { ...noTips, simplifyTips: ['Play 4v2 instead.', '  '], progressTips: ['x'] });
    expect(choices.slice(0, easierOptions.length)).toEqual(easierOptions);
    expect(choices.slice(easierOptions.length)).toEqual([{ id: 'own-0', title: 'Play 4v2 instead.', description: '' }]);
    expect(adaptationChoices('progress', null)).toHaveLength(6);
  });

  it('summarises the chosen options in list order on one line', () => {
    const choices = adaptationChoices('simplify', { ...noTips, simplifyTips: ['Play 4v2 instead.'] });
    const chosen = new Set(['own-0', 'unlimited_touches', 'bigger_area']);
    expect(adaptationSummary('simplify', choices, chosen)).toBe('Made easier: Bigger Area; Unlimited Touches; Play 4v2 instead');
    expect(adaptationSummary('variation', adaptationChoices('variation', null), new Set(['gates']))).toBe('Variation: Cone Gates');
    expect(adaptationSummary('progress', choices, new Set())).toBe('');
  });
});

describe('troubleshoot summary', () => {
  it('covers the four problem categories', () => {
    expect(troubleshootCategories.map((c) => c.id)).toEqual(['bored_players', 'confusion', 'spacing_issues', 'concept_understanding']);
  });

  it('lists the problems worked on, their chosen solutions and which are resolved', () => {
    const summary = troubleshootSummary({
      confusion: { solutions: new Set([0]), resolved: true },
      bored_players: { solutions: new Set(), resolved: false },
      spacing_issues: { solutions: new Set([0, 1]), resolved: false },
      concept_understanding: { solutions: new Set(), resolved: true },
    });
    expect(summary).toBe(
      'Troubleshooting: Players are confused about the drill (resolved): Freeze, walk one rep through slowly with a demonstration, then restart; ' +
        'Players bunch up or the spacing is poor: Mark zones or channels with cones and limit how many players may be in each, Make the area bigger or wider so there is space worth finding; ' +
        'Players do not understand the coaching point (resolved)',
    );
    expect(troubleshootSummary({ bored_players: { solutions: new Set(), resolved: false } })).toBe('');
  });
});
