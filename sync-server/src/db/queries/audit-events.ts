import type { Db } from '../database';

/** Rows of the audit trail (migration 030); the rules live in domain/audit.ts. */
export type AuditEventsTable = {
  id: string;
  organization_id: string | null;
  actor_id: string | null;
  actor_name: string;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  summary: string;
  ip: string | null;
  user_agent: string | null;
  at: string;
};

const audited = (db: Db) => db.withTables<{ audit_events: AuditEventsTable }>();

export async function insertAuditEvent(db: Db, row: AuditEventsTable): Promise<void> {
  await audited(db).insertInto('audit_events').values(row).execute();
}

export type AuditFilter = {
  organizationId?: string;
  action?: string;
  search?: string;
  fromAt?: string;
  toAt?: string;
  /** `at|id` of the last event of the page before. */
  before?: { at: string; id: string };
  limit: number;
};

/** Newest first, `limit` of them. */
export function auditEvents(db: Db, filter: AuditFilter): Promise<AuditEventsTable[]> {
  let query = audited(db).selectFrom('audit_events').selectAll();
  if (filter.organizationId) query = query.where('organization_id', '=', filter.organizationId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.fromAt) query = query.where('at', '>=', filter.fromAt);
  if (filter.toAt) query = query.where('at', '<', filter.toAt);
  if (filter.search) {
    const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['actor_name']), 'like', like), eb(eb.fn('lower', ['summary']), 'like', like)]),
    );
  }
  const before = filter.before;
  if (before) query = query.where((eb) => eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]));
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export async function deleteAuditEventsBefore(db: Db, at: string): Promise<number> {
  const result = await audited(db).deleteFrom('audit_events').where('at', '<', at).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the user has signed in from this device (user agent and address) before. */
export async function hasSignedInFrom(db: Db, actorId: string, userAgent: string | null, ip: string | null): Promise<boolean> {
  const seen = await audited(db)
    .selectFrom('audit_events')
    .select('id')
    .where('actor_id', '=', actorId)
    .where('action', '=', 'user.signed_in_new_device')
    .where((eb) => (userAgent === null ? eb('user_agent', 'is', null) : eb('user_agent', '=', userAgent)))
    .where((eb) => (ip === null ? eb('ip', 'is', null) : eb('ip', '=', ip)))
    .limit(1)
    .executeTakeFirst();
  return seen !== undefined;
}
