import type { SyncedTableName } from '@pitchside/shared';
import type { SyncedSqlTable } from './tables';

/** The SQL table behind each synced table (the name devices and tombstones use). */
export const sqlTableOf: Record<SyncedTableName, SyncedSqlTable> = {
  activities: 'activities',
  categories: 'categories',
  subCategories: 'sub_categories',
  sessions: 'sessions',
  coachGroups: 'coach_groups',
  scheduleEntries: 'schedule_entries',
  players: 'players',
  attendance: 'attendance',
};
