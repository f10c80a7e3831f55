import { RECENT_SIGN_UPS, clubCounts, type AdminOverview } from '@pitchside/shared';
import type { Db } from '../db/database';
import { countLeadsByStatus } from '../db/queries/leads';
import { listAdminUsers } from './accounts';
import { listInvites } from './invites';
import { listOrganizations } from './organizations';

/** The super admin's home in one answer. */
export async function adminOverview(db: Db, now: Date): Promise<AdminOverview> {
  const [users, organizations, leads, invites] = await Promise.all([listAdminUsers(db), listOrganizations(db), countLeadsByStatus(db), listInvites(db, now)]);
  const recentSignUps = [...users].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_SIGN_UPS);
  return {
    pendingRegistrations: users.filter((u) => u.status === 'pending').length,
    leads: { new: leads.new ?? 0, contacted: leads.contacted ?? 0 },
    openInvites: invites.filter((i) => i.status === 'open').length,
    clubs: clubCounts(organizations),
    recentSignUps,
  };
}
