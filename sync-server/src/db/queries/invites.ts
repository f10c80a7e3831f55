import type { Db } from '../database';

/** Rows of the invites and club_coach_defaults tables (migration 025); the rules live in domain/invites.ts. */

export type InvitesTable = {
  id: string;
  token_hash: string;
  organization_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'coach' | 'org_admin';
  flags: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
};

export type ClubCoachDefaultsTable = { organization_id: string; flags: string };

export type InviteRow = InvitesTable & { organization_name: string };

type InviteTables = { invites: InvitesTable; club_coach_defaults: ClubCoachDefaultsTable };

const withInvites = (db: Db) => db.withTables<InviteTables>();

function selectInvites(db: Db) {
  return withInvites(db)
    .selectFrom('invites')
    .innerJoin('organizations', 'organizations.id', 'invites.organization_id')
    .selectAll('invites')
    .select('organizations.name as organization_name');
}

export async function insertInviteRow(db: Db, row: InvitesTable): Promise<void> {
  await withInvites(db).insertInto('invites').values(row).execute();
}

export function inviteRowById(db: Db, id: string): Promise<InviteRow | undefined> {
  return selectInvites(db).where('invites.id', '=', id).executeTakeFirst();
}

export function inviteRowByTokenHash(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  return selectInvites(db).where('invites.token_hash', '=', tokenHash).executeTakeFirst();
}

/** Newest first; only those not yet accepted (an accepted invite is a user in the lists). */
export function pendingInviteRows(db: Db, organizationId?: string): Promise<InviteRow[]> {
  let query = selectInvites(db).where('invites.accepted_at', 'is', null);
  if (organizationId) query = query.where('invites.organization_id', '=', organizationId);
  return query.orderBy('invites.created_at', 'desc').execute();
}

export async function updateInviteRow(db: Db, id: string, set: Partial<Pick<InvitesTable, 'accepted_at' | 'revoked_at'>>): Promise<void> {
  await withInvites(db).updateTable('invites').set(set).where('id', '=', id).execute();
}

export async function countInvitesOf(db: Db, organizationId: string): Promise<number> {
  const row = await withInvites(db)
    .selectFrom('invites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function coachDefaultsRow(db: Db, organizationId: string): Promise<ClubCoachDefaultsTable | undefined> {
  return withInvites(db).selectFrom('club_coach_defaults').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();
}

export async function upsertCoachDefaultsRow(db: Db, row: ClubCoachDefaultsTable): Promise<void> {
  await withInvites(db)
    .insertInto('club_coach_defaults')
    .values(row)
    .onConflict((oc) => oc.column('organization_id').doUpdateSet({ flags: row.flags }))
    .execute();
}
