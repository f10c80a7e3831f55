import { Hono } from 'hono';
import { sessionTemplateQuerySchema, type SessionTemplateView } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { validate } from '../http/validate';
import { listSessionTemplates } from '../domain/session-templates';
import { readSessionTemplates } from '../seed/templates';

/** The provider's ready sessions (GET /api/session-templates?ageBand=&theme=). */
export const sessionTemplatesRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', validate('query', sessionTemplateQuerySchema), async (c) =>
    c.json<SessionTemplateView[]>(await listSessionTemplates(c.get('deps').db, readSessionTemplates(), c.get('user'), c.req.valid('query'))),
  );
