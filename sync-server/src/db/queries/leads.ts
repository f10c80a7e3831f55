import type { Db } from '../database';
import type { ContactRequestsTable } from '../tables';
import type { LeadStatus } from '@pitchside/shared';

/** contact_requests with the columns migration 026 adds; the rules live in domain/leads.ts. */
export type LeadsTable = ContactRequestsTable & { status: LeadStatus; updated_at: string | null; organization_id: string | null };

const withLeads = (db: Db) => db.withTables<{ contact_requests: LeadsTable }>();

export function leadRows(db: Db): Promise<LeadsTable[]> {
  return withLeads(db).selectFrom('contact_requests').selectAll().orderBy('created_at', 'desc').execute();
}

export function leadRowById(db: Db, id: string): Promise<LeadsTable | undefined> {
  return withLeads(db).selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateLeadRow(db: Db, id: string, set: Partial<Pick<LeadsTable, 'status' | 'updated_at' | 'organization_id'>>): Promise<void> {
  await withLeads(db).updateTable('contact_requests').set(set).where('id', '=', id).execute();
}

export async function countLeadsByStatus(db: Db): Promise<Partial<Record<LeadStatus, number>>> {
  const rows = await withLeads(db)
    .selectFrom('contact_requests')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
