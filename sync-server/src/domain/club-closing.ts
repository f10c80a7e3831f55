import {
  clubNameMismatchMessage,
  clubPurgeAt,
  clubRestorable,
  CLUB_RESTORE_DAYS,
  confirmsClubName,
  lastOrgAdminMessage,
  mayCloseOwnAccount,
  superAdminCloseMessage,
  wrongPasswordMessage,
  type Organization,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { closedOrganizationIds, updateOrganizationRow } from '../db/queries/organizations';
import { revokeClubAccess } from '../db/queries/club-closing';
import { hasActiveOrgAdmin } from '../db/queries/users';
import type { AuthedUser } from './actor';
import { recordAudit, type RequestOrigin } from './audit';
import { deleteUser } from './accounts';
import { badRequest, forbidden } from './errors';
import { deleteOrganization, providerUndeletableMessage, requireOrganization } from './organizations';
import { verifyPassword } from './passwords';
import { getUserRow } from './users';

/**
 * Closing a club (super admins) and an account (its own user), docs/club-data.md. A closed
 * club's members are refused at once and its data is kept CLUB_RESTORE_DAYS, restorable,
 * then deleted for good by purgeClosedOrganizations. Each change and its audit event are
 * written in one transaction: a change that fails leaves no event, an event never lacks its change.
 */

const DAY_MS = 86_400_000;
const longDate = (iso: string) => new Date(iso).toISOString().slice(0, 10);

export async function closeOrganization(db: Db, actor: AuthedUser, id: string, confirmName: string, origin: RequestOrigin, now: Date): Promise<Organization> {
  return inTransaction(db, async (db) => {
    const org = await requireOrganization(db, id);
    if (org.type === 'united_fc') throw forbidden(providerUndeletableMessage);
    if (org.closedAt) throw badRequest(`This club is already closed; it is deleted for good on ${longDate(clubPurgeAt(org.closedAt))}`);
    if (!confirmsClubName(confirmName, org.name)) throw badRequest(clubNameMismatchMessage, { confirmName: clubNameMismatchMessage });
    const closedAt = now.toISOString();
    await updateOrganizationRow(db, id, { closed_at: closedAt });
    await revokeClubAccess(db, id, closedAt);
    await recordAudit(
      db,
      actor,
      { action: 'club.closed', summary: `Closed ${org.name}; restorable until ${longDate(clubPurgeAt(closedAt))}`, subjectType: 'organization', subjectId: id, organizationId: id },
      origin,
      now,
    );
    return { ...org, closedAt };
  });
}

export async function restoreOrganization(db: Db, actor: AuthedUser, id: string, origin: RequestOrigin, now: Date): Promise<Organization> {
  return inTransaction(db, async (db) => {
    const org = await requireOrganization(db, id);
    if (!org.closedAt) throw badRequest('This club is not closed');
    if (!clubRestorable(org.closedAt, now)) throw badRequest(`More than ${CLUB_RESTORE_DAYS} days have passed since this club was closed; its data is being deleted`);
    await updateOrganizationRow(db, id, { closed_at: null });
    await recordAudit(db, actor, { action: 'club.reopened', summary: `Restored ${org.name}`, subjectType: 'organization', subjectId: id, organizationId: id }, origin, now);
    const { closedAt: _closed, ...open } = org;
    return open;
  });
}

/**
 * Deletes for good the clubs closed more than CLUB_RESTORE_DAYS ago, one transaction each.
 * Answers the uploaded diagrams they held: the caller removes the files.
 */
export async function purgeClosedOrganizations(db: Db, now: Date): Promise<{ purged: string[]; diagramUrls: string[] }> {
  const due = await closedOrganizationIds(db, new Date(now.getTime() - CLUB_RESTORE_DAYS * DAY_MS).toISOString());
  const diagramUrls: string[] = [];
  for (const id of due) {
    const deleted = await deleteOrganization(db, id, now);
    diagramUrls.push(...deleted.diagramUrls);
    await recordAudit(db, null, { action: 'club.closed', summary: `Deleted for good ${CLUB_RESTORE_DAYS} days after closing`, subjectType: 'organization', subjectId: id, organizationId: id }, { ip: null, userAgent: null }, now);
  }
  return { purged: due, diagramUrls };
}

/**
 * A user closes their own account with their password: it is deleted at once, its tokens with
 * it; the sessions and activities it made stay with the club (deleteUser detaches them).
 */
export async function closeOwnAccount(db: Db, actor: AuthedUser, password: string, origin: RequestOrigin, now: Date): Promise<void> {
  const row = await getUserRow(db, actor.id);
  if (!row || !(await verifyPassword(password, row.password_hash))) throw badRequest(wrongPasswordMessage, { password: wrongPasswordMessage });
  if (!mayCloseOwnAccount(row)) throw forbidden(superAdminCloseMessage);
  await inTransaction(db, async (db) => {
    if (row.role === 'org_admin' && !(await hasActiveOrgAdmin(db, row.organization_id, row.id))) throw forbidden(lastOrgAdminMessage);
    await recordAudit(db, actor, { action: 'user.deleted', summary: `${actor.firstName} ${actor.lastName} closed their own account`.trim(), subjectType: 'user', subjectId: actor.id }, origin, now);
    await deleteUser(db, actor.id, now);
  });
}
