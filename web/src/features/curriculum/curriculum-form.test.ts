import { describe, expect, it } from 'vitest';
import { checkCurriculumForm, newBlock, newCurriculumForm } from './curriculum-form';

describe('curriculum template form', () => {
  it('reads the form as the shared input', () => {
    const values = { ...newCurriculumForm(), name: 'U9 season', ageBand: 'U9-U10' as const, blocks: [{ ...newBlock(), weeks: '3', themes: ['Dribbling', '', 'Finishing'] as [string, string, string] }] };
    const checked = checkCurriculumForm(values);
    expect(checked.ok && checked.data.blocks[0]).toMatchObject({ weeks: 3, themes: ['Dribbling', 'Finishing'] });
  });
  it('says what is missing, on the field and on the block', () => {
    const checked = checkCurriculumForm({ ...newCurriculumForm(), blocks: [{ ...newBlock(), weeks: 'x' }] });
    expect(checked.ok ? {} : checked.errors).toMatchObject({
      name: 'Template name is required',
      ageBand: 'Choose an age band',
      'block0.weeks': 'Weeks must be a whole number from 1 to 20',
    });
    const noTheme = checkCurriculumForm({ name: 'A', ageBand: 'U9-U10', blocks: [newBlock()] });
    expect(noTheme.ok ? {} : noTheme.errors).toMatchObject({ 'block0.themes': 'Choose at least one theme' });
  });
});
