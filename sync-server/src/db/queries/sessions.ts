import type { Db } from '../database';
import { coalescedRow, insertCoalescedRow, ownRow, updateCoalescedRow } from '../push-transaction';
import type { SessionsTable } from '../tables';

/** Rows of the sessions table; the rules live in domain/sessions.ts. */

export function sessionRow(db: Db, id: string): Promise<SessionsTable | undefined> {
  return coalescedRow(db, 'sessions', id);
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

export function insertSessionRow(db: Db, row: SessionsTable): Promise<boolean> {
  return insertCoalescedRow(db, 'sessions', row);
}

export function updateSessionRow(db: Db, id: string, set: Partial<SessionsTable> & Pick<SessionsTable, 'version' | 'updated_at'>): Promise<void> {
  return updateCoalescedRow(db, 'sessions', id, set);
}
