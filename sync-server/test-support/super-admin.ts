import type { Organization } from '@pitchside/shared';
import { createOrg, createUser, makeTestApp, type CreatedUser, type TestApp } from './index';

/** What the super admin's route tests start from: the provider club with its super admin, and one ordinary club. */
export type SuperAdminApp = { t: TestApp; provider: Organization; club: Organization; admin: CreatedUser };

export async function superAdminApp(): Promise<SuperAdminApp> {
  const t = await makeTestApp();
  const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
  const club = await createOrg(t.db, { name: 'Club FC' });
  const admin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
  return { t, provider, club, admin };
}

/** An org admin and a coach of a club: the signed-in users the super admin's routes refuse. */
export async function clubMembers(t: TestApp, club: Organization): Promise<{ orgAdmin: CreatedUser; coach: CreatedUser }> {
  const orgAdmin = await createUser(t.db, { organizationId: club.id, role: 'org_admin' });
  const coach = await createUser(t.db, { organizationId: club.id, role: 'coach' });
  return { orgAdmin, coach };
}
