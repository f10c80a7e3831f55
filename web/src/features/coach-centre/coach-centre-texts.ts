import type { WeeklyScheduleProps } from '../../widgets/schedule/WeeklySchedule';

/**
 * The coach centre's schedule wording (docs/spec/accounts.md, Coach Centre). The empty week has two
 * parts, the fact and what to do; the schedule takes one text, so they are joined by a line
 * break that CoachCentre.css shows as two lines.
 */
export const emptyWeekParts = ['No sessions scheduled for this week.', 'Check back later or contact your Head Coach.'] as const;

export const coachCentreScheduleTexts = {
  title: 'Weekly Training Schedule',
  emptyDay: 'No sessions scheduled',
  emptyWeek: emptyWeekParts.join('\n'),
} satisfies Partial<WeeklyScheduleProps>;
