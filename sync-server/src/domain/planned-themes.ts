import type { Db } from '../db/database';

/**
 * The theme a coach group's season plan gives one week (Monday `weekStart`), for the club
 * view's "planned theme" column. The season curriculum is not in this build yet, so no week
 * has a plan: this is the one place to read it from once it is.
 */
export async function plannedThemeOfWeek(_db: Db, _group: { id: string; organizationId: string }, _weekStart: string): Promise<string | null> {
  return null;
}
