import type { Db } from '../database';
import type { ActivitiesTable, ScheduleEntriesTable } from '../tables';

/** What a shared session's card shows; its link is a private link (private-links.ts). */

/** The session's activities among the club's own and the shared library (never another club's). */
export function activityRowsForClub(db: Db, organizationId: string, ids: readonly string[]): Promise<ActivitiesTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]))
    .execute();
}

/** The club's schedule entries that name the session, or that a run of it was started from. */
export function entryRowsOfSession(db: Db, organizationId: string, sessionId: string, runOfEntryId: string | null): Promise<ScheduleEntriesTable[]> {
  return db
    .selectFrom('schedule_entries')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where((eb) => (runOfEntryId ? eb.or([eb('session_id', '=', sessionId), eb('id', '=', runOfEntryId)]) : eb('session_id', '=', sessionId)))
    .orderBy('date')
    .limit(500)
    .execute();
}
