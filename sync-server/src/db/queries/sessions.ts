import type { Db } from '../database';
import { ownRow } from './club-rows';
import { pushOf } from '../push-transaction';
import type { SessionsTable } from '../tables';

/** Rows of the sessions table; the rules live in domain/sessions.ts. */

export async function sessionRow(db: Db, id: string): Promise<SessionsTable | undefined> {
  return pushOf(db)?.keptRow('sessions', id) ?? db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function ownSessionRow(db: Db, organizationId: string, id: string): Promise<SessionsTable | undefined> {
  return ownRow(db, 'sessions', organizationId, id);
}

/** Newest first. */
export function sessionRowsOfOrganization(db: Db, organizationId: string): Promise<SessionsTable[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Inserts the row unless a session already has its id; false when one had (nothing written).
 * In a push that holds writes back (db/push-transaction.ts) it answers true, and the push checks later.
 */
export async function insertSessionRow(db: Db, row: SessionsTable): Promise<boolean> {
  if (pushOf(db)?.holdInsert('sessions', row)) return true;
  const result = await db.insertInto('sessions').values(row).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateSessionRow(
  db: Db,
  id: string,
  set: Partial<SessionsTable> & Pick<SessionsTable, 'version' | 'updated_at'>,
): Promise<void> {
  if (pushOf(db)?.holdUpdate('sessions', id, set)) return;
  await db.updateTable('sessions').set(set).where('id', '=', id).execute();
}
