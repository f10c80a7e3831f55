import { Hono } from 'hono';
import {
  adminCreateInviteRequestSchema,
  clubFromLeadRequestSchema,
  updateLeadRequestSchema,
  type AdminOverview,
  type ClubFromLeadResponse,
  type Lead,
  createOrganizationWithAdminRequestSchema,
  closeClubRequestSchema,
  type CreateInviteResponse,
  type Invite,
  createUserRequestSchema,
  permissionsRequestSchema,
  updateOrganizationPermissionsRequestSchema,
  updateOrganizationStatusRequestSchema,
  updateUserRoleRequestSchema,
  updateUserStatusRequestSchema,
  type ApproveRegistrationResponse,
  userFlagKeys,
  type AdminUser,
  type Organization,
  type OrganizationWithAdminResponse,
  type User,
  type UserFlags,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { badRequest } from '../domain/errors';
import { validate } from '../http/validate';
import { hashPassword } from '../domain/passwords';
import {
  approveRegistration,
  deleteUser,
  getAdminUser,
  addUser,
  listAdminUsers,
  setUserFlags,
  setUserRole,
  setUserStatus,
} from '../domain/accounts';
import {
  createOrganizationWithAdmin,
  getOrganization,
  listOrganizations,
  setLibraryAccess,
  setSubscriptionStatus,
} from '../domain/organizations';
import { createInvite, listInvites, revokeInvite } from '../domain/invites';
import { inviteAnswer } from './invite-answer';
import { createClubFromLead, listLeads, setLeadStatus } from '../domain/leads';
import { adminOverview } from '../domain/admin-overview';

import { closeOrganization, restoreOrganization } from '../domain/club-closing';
import { auditBy, requestOrigin } from '../http/request-origin';
/** The super admin's tools: every user and organization. */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAuth, requirePermission('manageUsers'))
  .get('/users', async (c) => c.json<AdminUser[]>(await listAdminUsers(c.get('deps').db)))
  .get('/users/pending', async (c) => c.json<AdminUser[]>(await listAdminUsers(c.get('deps').db, { status: 'pending' })))
  .post('/users', validate('json', createUserRequestSchema), async (c) => {
    const { db } = c.get('deps');
    const input = c.req.valid('json');
    const organization = await getOrganization(db, input.organizationId);
    if (!organization) throw badRequest('Organization not found', { organizationId: 'Organization not found' });
    // A super admin sees everything; only the provider's own staff may be one.
    if (input.role === 'admin' && organization.type !== 'united_fc') {
      throw badRequest('Super admins must belong to the United FC organization', { role: 'Super admins must belong to the United FC organization' });
    }
    const flags: Partial<UserFlags> = {};
    for (const key of userFlagKeys) if (input[key] !== undefined) flags[key] = input[key];
    const passwordHash = await hashPassword(input.password);
    const user = await addUser(db, { ...input, passwordHash, organizationId: organization.id, status: 'active', flags }, auditBy(c));
    return c.json<AdminUser>((await getAdminUser(db, user.id))!, 201);
  })
  .delete('/users/:id', async (c) => {
    const { db, clock } = c.get('deps');
    const id = c.req.param('id');
    if (id === c.get('user').id) throw badRequest('You cannot delete your own account');
    await deleteUser(db, id, clock(), { by: auditBy(c), summary: 'Deleted an account' });
    return c.json({ ok: true as const });
  })
  .put('/users/:id/permissions', validate('json', permissionsRequestSchema, { nonEmpty: true }), async (c) =>
    c.json<User>(await setUserFlags(c.get('deps').db, c.req.param('id'), c.req.valid('json'), auditBy(c))),
  )
  .put('/users/:id/status', validate('json', updateUserStatusRequestSchema), async (c) => {
    const id = c.req.param('id');
    if (id === c.get('user').id) throw badRequest('You cannot change the status of your own account');
    return c.json<User>(await setUserStatus(c.get('deps').db, id, c.req.valid('json').status, auditBy(c)));
  })
  .post('/users/:id/approve', async (c) =>
    c.json<ApproveRegistrationResponse>(await approveRegistration(c.get('deps').db, c.req.param('id'), auditBy(c))),
  )
  .put('/users/:id/role', validate('json', updateUserRoleRequestSchema), async (c) =>
    c.json<AdminUser>(await setUserRole(c.get('deps').db, c.get('user'), c.req.param('id'), c.req.valid('json').role, auditBy(c))),
  )
  .get('/invites', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Invite[]>(await listInvites(db, clock()));
  })
  .post('/invites', validate('json', adminCreateInviteRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const { firstName, lastName, email, organizationId, role, ...rest } = c.req.valid('json');
    const flags: Partial<UserFlags> = {};
    for (const key of userFlagKeys) if (rest[key] !== undefined) flags[key] = rest[key];
    const created = await createInvite(db, c.get('user'), { organizationId, role, firstName, lastName, email, flags }, clock());
    return c.json<CreateInviteResponse>(await inviteAnswer(c, created), 201);
  })
  .delete('/invites/:id', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Invite>(await revokeInvite(db, c.req.param('id'), clock()));
  })
  .get('/overview', async (c) => c.json<AdminOverview>(await adminOverview(c.get('deps').db, c.get('deps').clock())))
  .get('/leads', async (c) => c.json<Lead[]>(await listLeads(c.get('deps').db)))
  .patch('/leads/:id', validate('json', updateLeadRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Lead>(await setLeadStatus(db, c.req.param('id'), c.req.valid('json').status, clock()));
  })
  .post('/leads/:id/club', validate('json', clubFromLeadRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const { lead, organization, invite, token } = await createClubFromLead(db, c.get('user'), c.req.param('id'), c.req.valid('json'), clock());
    return c.json<ClubFromLeadResponse>({ lead, organization, invite: await inviteAnswer(c, { invite, token }) }, 201);
  })
  .get('/organizations', async (c) => c.json<Organization[]>(await listOrganizations(c.get('deps').db)))
  .post('/organizations/with-admin', validate('json', createOrganizationWithAdminRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const input = c.req.valid('json');
    const passwordHash = await hashPassword(input.adminUser.password);
    return c.json<OrganizationWithAdminResponse>(await createOrganizationWithAdmin(db, input, passwordHash, clock()), 201);
  })
  .patch('/organizations/:id/status', validate('json', updateOrganizationStatusRequestSchema), async (c) =>
    c.json<Organization>(await setSubscriptionStatus(c.get('deps').db, c.req.param('id'), c.req.valid('json').status)),
  )
  .patch('/organizations/:id/permissions', validate('json', updateOrganizationPermissionsRequestSchema), async (c) =>
    c.json<Organization>(
      await setLibraryAccess(c.get('deps').db, c.req.param('id'), c.req.valid('json').hasUnitedFcLibraryAccess),
    ),
  )
  .post('/organizations/:id/close', validate('json', closeClubRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Organization>(await closeOrganization(db, c.get('user'), c.req.param('id'), c.req.valid('json').confirmName, requestOrigin(c), clock()));
  })
  .post('/organizations/:id/restore', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Organization>(await restoreOrganization(db, c.get('user'), c.req.param('id'), requestOrigin(c), clock()));
  })
  // The spec's delete closes the club as /close does (typed name, kept 30 days, restorable):
  // no request makes a club vanish at once; purgeClosedOrganizations deletes it for good.
  .delete('/organizations/:id', validate('json', closeClubRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Organization>(await closeOrganization(db, c.get('user'), c.req.param('id'), c.req.valid('json').confirmName, requestOrigin(c), clock()));
  });
