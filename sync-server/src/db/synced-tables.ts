import type { SyncedTableName } from '@pitchside/shared';

/** The SQLite table behind each synced table (the name devices and tombstones use). */
export const sqlTableOf: Record<SyncedTableName, string> = {
  activities: 'activities',
  categories: 'categories',
  subCategories: 'sub_categories',
  sessions: 'sessions',
  coachGroups: 'coach_groups',
  scheduleEntries: 'schedule_entries',
};
