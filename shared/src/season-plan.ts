import { z } from 'zod';
import { focusOptions, type FocusOption } from './vocabulary';
import { teamAgeBandSchema } from './team-profile';
import { isValidIsoDate, weekStart } from './week';

/**
 * The club's season curriculum: an org admin's templates per age band (blocks of weeks, each
 * with a theme from the builder's focus options, objectives and outcomes in the four corners),
 * and a group's week plan made from one. The group's plan rides on the coach group, so a
 * device reads it offline and a week's adjustment goes through the outbox like the rest.
 */

export const MAX_SEASON_WEEKS = 52;
export const MAX_THEMES_PER_WEEK = 3;

const mondayDateSchema = z
  .string()
  .refine(isValidIsoDate, 'Use a real date in the format YYYY-MM-DD')
  .refine((iso) => !isValidIsoDate(iso) || weekStart(iso) === iso, 'A week starts on a Monday');
const anyDateSchema = z.string().refine(isValidIsoDate, 'Use a real date in the format YYYY-MM-DD');

export const focusOptionSchema = z.enum(focusOptions as [FocusOption, ...FocusOption[]], {
  error: 'Choose a theme from the focus list',
});

export const themesSchema = z
  .array(focusOptionSchema)
  .min(1, 'Choose at least one theme')
  .max(MAX_THEMES_PER_WEEK, `Choose at most ${MAX_THEMES_PER_WEEK} themes`)
  .refine((themes) => new Set(themes).size === themes.length, 'A theme is chosen twice');

const cornerText = (corner: string) => z.string().trim().max(500, `${corner} outcomes: at most 500 characters`);

/** The four corners of the FA's player development model. */
export const outcomesSchema = z.object({
  technicalTactical: cornerText('Technical/tactical'),
  physical: cornerText('Physical'),
  psychological: cornerText('Psychological'),
  social: cornerText('Social'),
});
export type Outcomes = z.infer<typeof outcomesSchema>;
export const outcomeCorners = [
  { key: 'technicalTactical', label: 'Technical/tactical' },
  { key: 'physical', label: 'Physical' },
  { key: 'psychological', label: 'Psychological' },
  { key: 'social', label: 'Social' },
] as const satisfies readonly { key: keyof Outcomes; label: string }[];

export const curriculumBlockSchema = z.object({
  weeks: z.number({ error: 'Weeks must be a whole number from 1 to 20' }).int('Weeks must be a whole number from 1 to 20').min(1, 'Weeks must be a whole number from 1 to 20').max(20, 'Weeks must be a whole number from 1 to 20'),
  themes: themesSchema,
  objectives: z.string().trim().max(1000, 'Objectives: at most 1000 characters'),
  outcomes: outcomesSchema,
});
export type CurriculumBlock = z.infer<typeof curriculumBlockSchema>;

/** A template as the org admin's form sends it. */
export const curriculumTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'Template name is required').max(100, 'Template name: at most 100 characters'),
  ageBand: teamAgeBandSchema,
  blocks: z
    .array(curriculumBlockSchema)
    .min(1, 'Add at least one block')
    .max(20, 'At most 20 blocks')
    .refine((blocks) => seasonLength(blocks) <= MAX_SEASON_WEEKS, `A season has at most ${MAX_SEASON_WEEKS} weeks`),
});
export type CurriculumTemplateInput = z.infer<typeof curriculumTemplateInputSchema>;

export const curriculumTemplateSchema = curriculumTemplateInputSchema.extend({
  id: z.string(),
  organizationId: z.string(),
  updatedAt: z.string(),
});
export type CurriculumTemplate = z.infer<typeof curriculumTemplateSchema>;

export function seasonLength(blocks: readonly Pick<CurriculumBlock, 'weeks'>[]): number {
  return blocks.reduce((sum, block) => sum + block.weeks, 0);
}

/** One week of a group's plan: what the coaches work on that week. */
export const seasonWeekSchema = z.object({
  weekStart: mondayDateSchema,
  themes: themesSchema,
  objectives: z.string().trim().max(1000, 'Objectives: at most 1000 characters'),
  outcomes: outcomesSchema,
  /** Which block of the template it came from (1-based), null once the week was rewritten by hand. */
  block: z.number().int().min(1).nullable(),
});
export type SeasonWeek = z.infer<typeof seasonWeekSchema>;

/** A group's season, in week order; weeks skipped as holidays are simply absent. */
export const seasonPlanSchema = z.object({
  templateId: z.string().nullable(),
  templateName: z.string(),
  startDate: mondayDateSchema,
  weeks: z.array(seasonWeekSchema).max(MAX_SEASON_WEEKS * 2),
});
export type SeasonPlan = z.infer<typeof seasonPlanSchema>;

/** Applying a template to a group (online, by an org admin). */
export const applyCurriculumInputSchema = z.object({
  groupId: z.string().min(1, 'Choose a group'),
  startDate: anyDateSchema,
  /** Any day of each holiday week; the template's blocks carry on after it. */
  holidayWeeks: z.array(anyDateSchema).max(MAX_SEASON_WEEKS).default([]),
});
export type ApplyCurriculumInput = z.infer<typeof applyCurriculumInputSchema>;

/** One week rewritten by those who plan the group's sessions (offline too). */
export const planWeekInputSchema = z.object({
  weekStart: mondayDateSchema,
  themes: themesSchema,
  objectives: z.string().trim().max(1000, 'Objectives: at most 1000 characters'),
});
export type PlanWeekInput = z.infer<typeof planWeekInputSchema>;
