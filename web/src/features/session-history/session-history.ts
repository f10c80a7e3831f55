import { DEFAULT_ACTIVITY_MINUTES, type Activity, type Attendance, type Session } from '@pitchside/shared';

/** One finished run as the history shows it. */
export type HistoryItem = {
  id: string;
  title: string;
  /** When it was finished (older runs without a record: their last change). */
  finishedAt: string;
  /** The group it was run for from the schedule; null for a run started from the library. */
  groupName: string | null;
  activities: { title: string; minutes: number }[];
  totalMinutes: number;
  /** Adaptations and other notes recorded during the run, one per line. */
  notes: string[];
  /** How many were ticked present on the run's register; null when none was taken. */
  present: number | null;
};

/**
 * Finished runs, newest first: copies (not library sessions) with status completed.
 * `activityTitle` names an activity the device has; others are named as not here yet.
 */
export function historyItems(
  sessions: readonly Session[],
  activityTitle: (id: string) => string | undefined,
  registerOf: (sessionId: string) => Pick<Attendance, 'presentPlayerIds'> | undefined = () => undefined,
): HistoryItem[] {
  return sessions
    .filter((s) => s.status === 'completed' && !s.savedToLibrary)
    .map((s) => {
      const activities = s.activityIds.map((id, i) => ({
        title: activityTitle(id) ?? 'Activity not on this device yet',
        minutes: s.activityDurations[i] ?? DEFAULT_ACTIVITY_MINUTES,
      }));
      return {
        id: s.id,
        title: s.title,
        finishedAt: s.completedAt ?? s.updatedAt,
        groupName: s.groupName ?? null,
        activities,
        totalMinutes: activities.reduce((sum, a) => sum + a.minutes, 0),
        notes: s.notes
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        present: registerOf(s.id)?.presentPlayerIds.length ?? null,
      };
    })
    .sort((a, b) => b.finishedAt.localeCompare(a.finishedAt) || b.id.localeCompare(a.id));
}

export function activityTitles(activities: readonly (Activity | undefined)[]): Map<string, string> {
  return new Map(activities.flatMap((a) => (a ? [[a.id, a.title] as const] : [])));
}
