import { organizationSchema, type Organization } from '@pitchside/shared';
import { api } from '../../data/api';

/** The super admin's calls that close a club (kept 30 days) and restore it. */
export async function closeClubOnServer(id: string, confirmName: string): Promise<Organization> {
  return organizationSchema.parse(await api.post(`/api/admin/organizations/${id}/close`, { confirmName }));
}

export async function restoreClubOnServer(id: string): Promise<Organization> {
  return organizationSchema.parse(await api.post(`/api/admin/organizations/${id}/restore`));
}
