import type { Db } from '../database';
import type { SessionsTable } from '../tables';

/** Reads of the sessions table beyond one row by id (that is db/push-transaction.ts's, which a push keeps); the rules live in domain/sessions.ts. */

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

