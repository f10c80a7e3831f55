import { Hono } from 'hono';
import {
  coachDefaultsRequestSchema,
  createCoachRequestSchema,
  createInviteRequestSchema,
  type ClubFacts,
  type CreateInviteResponse,
  type Invite,
  organizationSettingsSchema,
  permissionsRequestSchema,
  userFlagKeys,
  type Organization,
  type User,
  type UserFlags,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { validate } from '../http/validate';
import { hashPassword } from '../domain/passwords';
import { auditBy } from '../http/request-origin';
import { assertMayGrant, createCoach, deleteCoach, listCoaches, updateCoachFlags } from '../domain/accounts';
import { requireOrganization, updateOrganizationSettings } from '../domain/organizations';
import { clubCoachDefaults, createInvite, listInvites, revokeInvite, setClubCoachDefaults } from '../domain/invites';
import { inviteAnswer } from './invite-answer';
import { clubFacts } from '../domain/getting-started';

/** An organization admin's tools, always confined to their own organization. */
export const orgAdminRoutes = new Hono<AppEnv>()
  .use('*', requireAuth, requirePermission('viewOrgAdmin'))
  .get('/organization', async (c) => c.json<Organization>(await requireOrganization(c.get('deps').db, c.get('user').organizationId)))
  .patch('/organization', validate('json', organizationSettingsSchema), async (c) =>
    c.json<Organization>(await updateOrganizationSettings(c.get('deps').db, c.get('user').organizationId, c.req.valid('json'))),
  )
  .get('/coaches', async (c) => c.json<User[]>(await listCoaches(c.get('deps').db, c.get('user').organizationId)))
  .post('/coaches', validate('json', createCoachRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const input = c.req.valid('json');
    // A new coach starts with the club's usual coach permissions; the form's switches win.
    const flags: Partial<UserFlags> = await clubCoachDefaults(db, c.get('user').organizationId);
    for (const key of userFlagKeys) if (input[key] !== undefined) flags[key] = input[key];
    // Checked before the costly hash; createCoach checks again for other callers.
    assertMayGrant(c.get('user'), flags);
    const passwordHash = await hashPassword(input.password);
    return c.json<User>(await createCoach(db, c.get('user'), { ...input, passwordHash, flags }, clock(), auditBy(c)), 201);
  })
  .patch('/coaches/:id/permissions', validate('json', permissionsRequestSchema, { nonEmpty: true }), async (c) =>
    c.json<User>(await updateCoachFlags(c.get('deps').db, c.get('user'), c.req.param('id'), c.req.valid('json'), auditBy(c))),
  )
  .get('/getting-started', async (c) => c.json<ClubFacts>(await clubFacts(c.get('deps').db, c.get('user').organizationId)))
  .get('/coach-defaults', async (c) => c.json<UserFlags>(await clubCoachDefaults(c.get('deps').db, c.get('user').organizationId)))
  .put('/coach-defaults', validate('json', coachDefaultsRequestSchema, { nonEmpty: true }), async (c) =>
    c.json<UserFlags>(await setClubCoachDefaults(c.get('deps').db, c.get('user'), c.req.valid('json'))),
  )
  .get('/invites', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Invite[]>(await listInvites(db, clock(), c.get('user').organizationId));
  })
  .post('/invites', validate('json', createInviteRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    const { firstName, lastName, email, ...rest } = c.req.valid('json');
    const flags: Partial<UserFlags> = {};
    for (const key of userFlagKeys) if (rest[key] !== undefined) flags[key] = rest[key];
    const user = c.get('user');
    const created = await createInvite(db, user, { organizationId: user.organizationId, role: 'coach', firstName, lastName, email, flags }, clock());
    return c.json<CreateInviteResponse>(await inviteAnswer(c, created), 201);
  })
  .delete('/invites/:id', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Invite>(await revokeInvite(db, c.req.param('id'), clock(), c.get('user').organizationId));
  })
  .delete('/coaches/:id', async (c) => {
    const { db, clock } = c.get('deps');
    await deleteCoach(db, c.get('user'), c.req.param('id'), clock(), auditBy(c));
    return c.json({ ok: true as const });
  });
