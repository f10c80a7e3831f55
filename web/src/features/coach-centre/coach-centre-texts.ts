import type { WeeklyScheduleProps } from '../weekly-schedule/WeeklySchedule';

/** The coach centre's schedule wording (accounts.md, Coach Centre). */
export const coachCentreScheduleTexts = {
  title: 'Weekly Training Schedule',
  emptyDay: 'No sessions scheduled',
  emptyWeek: 'No sessions scheduled for this week. Check back later or contact your Head Coach.',
} satisfies Partial<WeeklyScheduleProps>;
