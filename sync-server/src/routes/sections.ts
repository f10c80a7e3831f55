import { Hono } from 'hono';
import { createSectionRequestSchema, updateSectionRequestSchema, type Section } from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { validate } from '../http/validate';
import { createSection, deleteSection, listSections, updateSection } from '../domain/sections';

/** Anyone signed in reads sections; only a super admin changes them. */
export const sectionsRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', async (c) => c.json<Section[]>(await listSections(c.get('deps').db)))
  .post('/', requirePermission('manageSections'), validate('json', createSectionRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Section>(await createSection(db, c.req.valid('json'), clock()), 201);
  })
  .put('/:id', requirePermission('manageSections'), validate('json', updateSectionRequestSchema, { nonEmpty: true }), async (c) =>
    c.json<Section>(await updateSection(c.get('deps').db, c.req.param('id'), c.req.valid('json'))),
  )
  .delete('/:id', requirePermission('manageSections'), async (c) => {
    await deleteSection(c.get('deps').db, c.req.param('id'));
    return c.json({ ok: true as const });
  });
