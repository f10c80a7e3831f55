import { curriculumBlockSchema, curriculumTemplateInputSchema, emptyOutcomes, type CurriculumBlock, type CurriculumTemplate, type CurriculumTemplateInput, type TeamAgeBand } from '@pitchside/shared';
import { checkForm, type Checked } from '../../ui';

/** A block as the form holds it: the weeks as typed text, themes as up to three choices. */
export type BlockValues = Omit<CurriculumBlock, 'weeks' | 'themes'> & { weeks: string; themes: [string, string, string] };
export type CurriculumFormValues = { name: string; ageBand: TeamAgeBand | ''; blocks: BlockValues[] };

export const newBlock = (): BlockValues => ({ weeks: '4', themes: ['', '', ''], objectives: '', outcomes: { ...emptyOutcomes } });
export const newCurriculumForm = (): CurriculumFormValues => ({ name: '', ageBand: '', blocks: [newBlock()] });

export function curriculumFormValues(template: CurriculumTemplate): CurriculumFormValues {
  return {
    name: template.name,
    ageBand: template.ageBand,
    blocks: template.blocks.map((b) => ({ ...b, weeks: String(b.weeks), themes: [b.themes[0] ?? '', b.themes[1] ?? '', b.themes[2] ?? ''] })),
  };
}

/** The shared schema decides; messages land on 'name', 'ageBand', 'blocks' or 'blocks.N.field'. */
export function checkCurriculumForm(values: CurriculumFormValues): Checked<CurriculumTemplateInput> {
  const weeks = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
  const blocks = values.blocks.map((b) => ({ ...b, weeks: weeks(b.weeks), themes: b.themes.filter((t) => t !== '') }));
  const checked = checkForm(curriculumTemplateInputSchema, { name: values.name, ageBand: values.ageBand || undefined, blocks });
  if (checked.ok) return checked;
  const errors = { ...checked.errors };
  if (errors.ageBand) errors.ageBand = 'Choose an age band';
  // Each block says what is wrong with it, on the block (weeks or themes).
  blocks.forEach((block, i) => {
    const result = curriculumBlockSchema.safeParse(block);
    const issue = result.error?.issues[0];
    if (issue) {
      errors[`block${i}.${String(issue.path[0])}`] = issue.message;
      // Said on the block; the list-wide message is for the season's length and count.
      delete errors.blocks;
    }
  });
  return { ok: false, errors };
}
