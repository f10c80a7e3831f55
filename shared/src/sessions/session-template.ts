import { z } from 'zod';
import { ageBandSchema } from '../drills/drill-profile-schema';
import { sessionPhaseSchema } from './session-plan-schema';
import { focusOptions, activityLevels, type FocusOption } from '../drills/vocabulary';

/**
 * A ready session of the provider's library: drills from the library in a shape a coach
 * educator would run (play-practice-play or whole-part-whole), for one theme and age band.
 * Stored as data (sync-server/src/seed/templates/*.json) naming drills by title.
 */
export const templateShapes = ['play-practice-play', 'whole-part-whole'] as const;
export const templateLengths = [60, 75, 90] as const;

export const sessionTemplateStepSchema = z.object({
  /** The library drill's title. */
  drill: z.string().trim().min(3).max(80),
  phase: sessionPhaseSchema,
  minutes: z.number().int().min(5).max(45),
});
export type SessionTemplateStep = z.infer<typeof sessionTemplateStepSchema>;

export const sessionTemplateSchema = z.object({
  /** Stable name: 'passing-u9-u10-ppp'. */
  id: z.string().regex(/^[a-z0-9-]{3,80}$/),
  title: z.string().trim().min(5).max(80),
  theme: z.enum(focusOptions as [FocusOption, ...FocusOption[]]),
  ageBand: ageBandSchema,
  abilityLevel: z.enum(activityLevels),
  shape: z.enum(templateShapes),
  /** One paragraph: what the players will do better at the end, and how the session gets there. */
  aim: z.string().trim().min(80).max(900),
  steps: z.array(sessionTemplateStepSchema).min(3).max(8),
});
export type SessionTemplate = z.infer<typeof sessionTemplateSchema>;
export const sessionTemplateFileSchema = z.array(sessionTemplateSchema);

export const templateMinutes = (t: Pick<SessionTemplate, 'steps'>) => t.steps.reduce((sum, s) => sum + s.minutes, 0);

/** A template as the API answers it: each step resolved to the library activity it names. */
export const sessionTemplateViewSchema = sessionTemplateSchema.extend({
  minutes: z.number().int(),
  steps: z.array(sessionTemplateStepSchema.extend({ activityId: z.string() })),
});
export type SessionTemplateView = z.infer<typeof sessionTemplateViewSchema>;

export const sessionTemplateQuerySchema = z.object({
  ageBand: ageBandSchema.optional(),
  theme: z.enum(focusOptions as [FocusOption, ...FocusOption[]]).optional(),
});

/**
 * Ready sessions with the week's themes first: the first theme's templates, then the second's
 * and third's, then the rest; each group keeps the order it came in.
 */
export function templatesThemeFirst<T extends Pick<SessionTemplate, 'theme'>>(templates: readonly T[], themes: readonly string[]): T[] {
  const rank = (t: T) => {
    const i = themes.indexOf(t.theme);
    return i < 0 ? themes.length : i;
  };
  return templates
    .map((template, index) => ({ template, index, rank: rank(template) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.template);
}
