import { trialRequestSchema, type Actor, type ClubFromLeadRequest, type Invite, type Lead, type LeadStatus, type Organization } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { leadRowById, leadRows, updateLeadRow, type LeadsTable } from '../db/queries/leads';
import { conflict, notFound } from './errors';
import { insertOrganization } from './organizations';
import { createInvite } from './invites';

/** The landing page's trial and sales requests as the super admin's inbox. */

function toLead(row: LeadsTable): Lead {
  // Both kinds share the trial form's fields (a sales request has no role or player count).
  const payload = trialRequestSchema.partial().parse(JSON.parse(row.payload));
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: payload.name ?? '',
    email: payload.email ?? '',
    organization: payload.organization ?? '',
    role: payload.role ?? '',
    players: payload.players ?? '',
    message: payload.message ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    organizationId: row.organization_id,
  };
}

export async function listLeads(db: Db): Promise<Lead[]> {
  return (await leadRows(db)).map(toLead);
}

export async function setLeadStatus(db: Db, id: string, status: LeadStatus, now: Date): Promise<Lead> {
  return inTransaction(db, async (db) => {
    const row = await leadRowById(db, id);
    if (!row) throw notFound('Request not found');
    await updateLeadRow(db, id, { status, updated_at: now.toISOString() });
    return toLead((await leadRowById(db, id))!);
  });
}

/**
 * "Create club from this request": a subscriber club on trial, an invite for its org admin
 * (they set their own password), and the request marked converted, all or nothing.
 */
export async function createClubFromLead(
  db: Db,
  actor: Actor,
  id: string,
  input: ClubFromLeadRequest,
  now: Date,
): Promise<{ lead: Lead; organization: Organization; invite: Invite; token: string }> {
  return inTransaction(db, async (db) => {
    const row = await leadRowById(db, id);
    if (!row) throw notFound('Request not found');
    if (row.organization_id) throw conflict('A club was already created from this request');
    const organization = await insertOrganization(
      db,
      { name: input.name, type: 'subscriber', contactEmail: input.contactEmail, subscriptionStatus: 'trial', hasUnitedFcLibraryAccess: input.hasUnitedFcLibraryAccess },
      now,
    );
    const { invite, token } = await createInvite(
      db,
      actor,
      { organizationId: organization.id, role: 'org_admin', firstName: input.adminFirstName, lastName: input.adminLastName, email: input.adminEmail },
      now,
    );
    await updateLeadRow(db, id, { status: 'converted', organization_id: organization.id, updated_at: now.toISOString() });
    return { lead: toLead((await leadRowById(db, id))!), organization, invite, token };
  });
}
