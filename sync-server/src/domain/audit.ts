import { AUDIT_RETENTION_DAYS, uuidv7, type AuditAction, type AuditEvent, type AuditPage, type AuditQuery } from '@pitchside/shared';
import type { Db } from '../db/database';
import { auditEvents, deleteAuditEventsBefore, hasSignedInFrom, insertAuditEvent, type AuditEventsTable } from '../db/queries/audit-events';
import type { AuthedUser } from './actor';
import { badRequest } from './errors';

/** Where a request came from: the socket's address and the browser's user agent (never a token). */
export type RequestOrigin = { ip: string | null; userAgent: string | null };

export const noOrigin: RequestOrigin = { ip: null, userAgent: null };

export type AuditEntry = {
  action: AuditAction;
  summary: string;
  subjectType?: string;
  subjectId?: string;
  /** The club the event belongs to; the actor's own unless given (a super admin acting on one). */
  organizationId?: string | null;
};

/** Records one event, in the caller's transaction when it has one (so a rolled-back change leaves none). */
export async function recordAudit(db: Db, actor: Pick<AuthedUser, 'id' | 'firstName' | 'lastName' | 'organizationId'> | null, entry: AuditEntry, origin: RequestOrigin, now: Date): Promise<void> {
  await insertAuditEvent(db, {
    id: uuidv7(now.getTime()),
    organization_id: entry.organizationId !== undefined ? entry.organizationId : (actor?.organizationId ?? null),
    actor_id: actor?.id ?? null,
    actor_name: actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'Pitchside',
    action: entry.action,
    subject_type: entry.subjectType ?? null,
    subject_id: entry.subjectId ?? null,
    summary: entry.summary,
    ip: origin.ip,
    user_agent: origin.userAgent,
    at: now.toISOString(),
  });
}

type AuditActor = Pick<AuthedUser, 'id' | 'firstName' | 'lastName' | 'organizationId'>;

/** Who makes a change, from where and when: the domain function records its event with it. */
export type AuditBy = { actor: AuditActor; origin: RequestOrigin; now: Date };

/** Records the event of a change made `by` someone (nothing when the caller is not a person: seeding, purges). */
export async function recordBy(db: Db, by: AuditBy | undefined, entry: AuditEntry): Promise<void> {
  if (by) await recordAudit(db, by.actor, entry, by.origin, by.now);
}

/** How the trail names a user: their name, else their email (never a player). */
export function auditName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** A sign-in is recorded only from a device (browser and address) the user has not used before. */
export async function recordSignIn(db: Db, actor: Pick<AuthedUser, 'id' | 'firstName' | 'lastName' | 'organizationId'>, origin: RequestOrigin, now: Date): Promise<void> {
  if (await hasSignedInFrom(db, actor.id, origin.userAgent, origin.ip)) return;
  await recordAudit(db, actor, { action: 'user.signed_in_new_device', summary: 'Signed in on a new device', subjectType: 'user', subjectId: actor.id }, origin, now);
}

function toAuditEvent(row: AuditEventsTable): AuditEvent {
  return {
    id: row.id,
    organizationId: row.organization_id,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action as AuditAction,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    summary: row.summary,
    ip: row.ip,
    userAgent: row.user_agent,
    at: row.at,
  };
}

function parseCursor(before: string | undefined): { at: string; id: string } | undefined {
  if (!before) return undefined;
  const [at, id] = before.split('|');
  if (!at || !id) throw badRequest('That page of the audit trail cannot be found');
  return { at, id };
}

/** One page of the trail: a club's own (`organizationId`) or, for super admins, any or all. */
export async function listAudit(db: Db, query: AuditQuery, organizationId: string | undefined): Promise<AuditPage> {
  if (query.from && query.to && query.from > query.to) throw badRequest('The start date must be on or before the end date', { from: 'After the end date' });
  const toAt = query.to ? new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString() : undefined;
  const before = parseCursor(query.before);
  const rows = await auditEvents(db, {
    ...(organizationId ? { organizationId } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.from ? { fromAt: `${query.from}T00:00:00.000Z` } : {}),
    ...(toAt ? { toAt } : {}),
    ...(before ? { before } : {}),
    limit: query.limit + 1,
  });
  const events = rows.slice(0, query.limit).map(toAuditEvent);
  const last = events.at(-1);
  return { events, next: rows.length > query.limit && last ? `${last.at}|${last.id}` : null };
}

/** Drops events older than the two years the trail is kept. */
export function purgeOldAudit(db: Db, now: Date): Promise<number> {
  return deleteAuditEventsBefore(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString());
}
