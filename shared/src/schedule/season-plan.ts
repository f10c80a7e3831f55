import { z } from 'zod';
import { focusOptions, type FocusOption } from '../drills/vocabulary';
import { isValidIsoDate, weekStart } from './week';

/**
 * The club's season curriculum: an org admin's templates per age band (blocks of weeks, each
 * with a theme from the builder's focus options, objectives and outcomes in the four corners),
 * and a group's week plan made from one. The group's plan rides on the coach group, so a
 * device reads it offline and a week's adjustment goes through the outbox like the rest.
 */

export const MAX_SEASON_WEEKS = 52;
export const MAX_THEMES_PER_WEEK = 3;

export const mondayDateSchema = z
  .string()
  .refine(isValidIsoDate, 'Use a real date in the format YYYY-MM-DD')
  .refine((iso) => !isValidIsoDate(iso) || weekStart(iso) === iso, 'A week starts on a Monday');
export const anyDateSchema = z.string().refine(isValidIsoDate, 'Use a real date in the format YYYY-MM-DD');

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

