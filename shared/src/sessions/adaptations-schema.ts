import { z } from 'zod';
import { troubleshootCategoryIds } from './adaptations';

/** The shapes of the adaptation lists in adaptations.ts, for their tests and any reader of such data. */

export const troubleshootCategorySchema = z.object({
  id: z.enum(troubleshootCategoryIds),
  title: z.string(),
  solutions: z.array(z.string()).min(1),
  coachingTips: z.array(z.string()).min(1),
});
export type TroubleshootCategory = z.infer<typeof troubleshootCategorySchema>;

export const adaptationOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
});
export type AdaptationOption = z.infer<typeof adaptationOptionSchema>;
