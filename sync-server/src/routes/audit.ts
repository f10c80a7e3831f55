import { Hono } from 'hono';
import { auditQuerySchema, type AuditPage } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { validate } from '../http/validate';
import { listAudit } from '../domain/audit';

/** A club's own audit trail, for its org admins (mounted at /api/org-admin). */
export const orgAuditRoutes = new Hono<AppEnv>().get('/audit', requireAuth, requirePermission('viewOrgAdmin'), validate('query', auditQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return c.json<AuditPage>(await listAudit(c.get('deps').db, { ...query, organizationId: undefined }, c.get('user').organizationId));
});

/** Every club's trail, and the platform's own, for super admins (mounted at /api/admin). */
export const adminAuditRoutes = new Hono<AppEnv>().get('/audit', requireAuth, requirePermission('viewSuperAdmin'), validate('query', auditQuerySchema), async (c) => {
  const query = c.req.valid('query');
  return c.json<AuditPage>(await listAudit(c.get('deps').db, query, query.organizationId));
});
