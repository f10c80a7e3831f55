import { describe, expect, it } from 'vitest';
import { checkPlanWeekForm, planWeekFormValues } from './plan-week-form';
import { builderLinkFor } from './builder-link';

describe('week adjustment form', () => {
  it('reads the chosen themes in order, leaving out the empty ones', () => {
    const values = { ...planWeekFormValues({ themes: ['Dribbling'], objectives: '' }), theme3: 'Finishing', objectives: 'Shoot early' };
    expect(checkPlanWeekForm('2026-09-07', values)).toEqual({
      ok: true,
      data: { weekStart: '2026-09-07', themes: ['Dribbling', 'Finishing'], objectives: 'Shoot early' },
    });
  });
  it('asks for a theme, and refuses the same theme twice, on the first theme', () => {
    expect(checkPlanWeekForm('2026-09-07', { theme1: '', theme2: '', theme3: '', objectives: '' })).toEqual({ ok: false, errors: { theme1: 'Choose at least one theme' } });
    expect(checkPlanWeekForm('2026-09-07', { theme1: 'Futsal', theme2: 'Futsal', theme3: '', objectives: '' })).toEqual({ ok: false, errors: { theme1: 'A theme is chosen twice' } });
  });
});

describe('builder link', () => {
  it("carries the themes, the group, its age band, squad size and training length", () => {
    const link = builderLinkFor(['Dribbling', 'Finishing'], { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: 60, squadSize: 10, goalkeepers: 1 }, 'g1');
    expect(Object.fromEntries(new URLSearchParams(link.split('?')[1]))).toEqual({ focus: 'Dribbling', focus2: 'Finishing', group: 'g1', ageBand: 'U9-U10', players: '10', minutes: '60' });
  });
});
