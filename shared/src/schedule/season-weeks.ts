import type { FocusOption } from '../drills/vocabulary';
import { addDays, weekStart } from './week';
import type { Outcomes, SeasonPlan, SeasonWeek } from './season-plan';
import type { CurriculumTemplate, PlanWeekInput } from './curriculum';

/**
 * The season plan's rules as pure functions, free of schemas so the home screen (the week's
 * themes) loads no validation code: one rule for device and server alike.
 */

export const emptyOutcomes: Outcomes = { technicalTactical: '', physical: '', psychological: '', social: '' };

/**
 * A template laid onto the calendar: block after block from the week holding `startDate`,
 * each holiday week left out and the season carrying on the week after.
 */
export function applyTemplate(
  template: Pick<CurriculumTemplate, 'id' | 'name' | 'blocks'>,
  startDate: string,
  holidayWeeks: readonly string[] = [],
): SeasonPlan {
  const holidays = new Set(holidayWeeks.map(weekStart));
  const start = weekStart(startDate);
  const weeks: SeasonWeek[] = [];
  let monday = start;
  template.blocks.forEach((block, index) => {
    for (let i = 0; i < block.weeks; i += 1) {
      while (holidays.has(monday)) monday = addDays(monday, 7);
      weeks.push({ weekStart: monday, themes: [...block.themes], objectives: block.objectives, outcomes: { ...block.outcomes }, block: index + 1 });
      monday = addDays(monday, 7);
    }
  });
  return { templateId: template.id, templateName: template.name, startDate: start, weeks };
}

/** The plan's week holding `date`, or null (no plan, a holiday, before or after the season). */
export function weekOfPlan(plan: SeasonPlan | null | undefined, date: string): SeasonWeek | null {
  if (!plan) return null;
  const monday = weekStart(date);
  return plan.weeks.find((week) => week.weekStart === monday) ?? null;
}

/** A group's theme for the week holding `date`: its first theme leads (the builder's Focus 1). */
export function themeOfWeek(plan: SeasonPlan | null | undefined, date: string): FocusOption[] {
  return weekOfPlan(plan, date)?.themes ?? [];
}

/**
 * The plan with one week rewritten (added when it was a holiday or outside the season).
 * The same rewrite twice gives the same plan, so a replayed push changes nothing.
 */
export function withPlanWeek(plan: SeasonPlan | null, change: PlanWeekInput): SeasonPlan {
  const base: SeasonPlan = plan ?? { templateId: null, templateName: '', startDate: change.weekStart, weeks: [] };
  const existing = base.weeks.find((week) => week.weekStart === change.weekStart);
  const same = existing && existing.objectives === change.objectives && existing.themes.join('|') === change.themes.join('|');
  if (same) return base;
  const week: SeasonWeek = {
    weekStart: change.weekStart,
    themes: [...change.themes],
    objectives: change.objectives,
    outcomes: existing?.outcomes ?? { ...emptyOutcomes },
    block: null,
  };
  const weeks = [...base.weeks.filter((w) => w.weekStart !== change.weekStart), week].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return { ...base, weeks, startDate: weeks[0]!.weekStart < base.startDate ? weeks[0]!.weekStart : base.startDate };
}
