import { planWeekInputSchema, type PlanWeekInput, type SeasonWeek } from '@pitchside/shared';
import { checkForm, type Checked } from '../../ui';

/** A week being rewritten: up to three themes (the first required) and the objectives. */
export type PlanWeekFormValues = { theme1: string; theme2: string; theme3: string; objectives: string };

export function planWeekFormValues(week: Pick<SeasonWeek, 'themes' | 'objectives'>): PlanWeekFormValues {
  const [theme1 = '', theme2 = '', theme3 = ''] = week.themes;
  return { theme1, theme2, theme3, objectives: week.objectives };
}

/** The shared schema's rule; a theme message shows on the first theme's field. */
export function checkPlanWeekForm(weekStart: string, values: PlanWeekFormValues): Checked<PlanWeekInput> {
  const themes = [values.theme1, values.theme2, values.theme3].filter((t) => t !== '');
  const checked = checkForm(planWeekInputSchema, { weekStart, themes, objectives: values.objectives });
  if (checked.ok) return checked;
  const { themes: themeError, ...rest } = checked.errors;
  return { ok: false, errors: themeError ? { ...rest, theme1: themeError } : rest };
}
