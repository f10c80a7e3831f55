import type { Db } from '../database';
import type { ActivitiesTable, ScheduleEntriesTable, SessionSharesTable } from '../tables';

/** Rows of the session_shares table; the rules live in domain/session-share.ts. */

export function shareOfSession(db: Db, sessionId: string): Promise<SessionSharesTable | undefined> {
  return db.selectFrom('session_shares').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

export function shareByTokenHash(db: Db, tokenHash: string): Promise<SessionSharesTable | undefined> {
  return db.selectFrom('session_shares').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** One link per session: issuing again replaces the row, and with it the old token. */
export async function replaceShare(db: Db, row: SessionSharesTable): Promise<void> {
  await db.deleteFrom('session_shares').where('session_id', '=', row.session_id).execute();
  await db.insertInto('session_shares').values(row).execute();
}

export async function deleteShare(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('session_shares').where('session_id', '=', sessionId).execute();
}

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
