import { z } from 'zod';
import { teamAgeBandSchema } from '../teams/team-profile-schema';
import { anyDateSchema, MAX_SEASON_WEEKS, mondayDateSchema, outcomesSchema, themesSchema } from './season-plan';

/**
 * The org admin's curriculum templates and the payloads that lay them onto a group or change
 * one of its weeks: apart from the synced entities, so devices load them only where used.
 */

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
