import { Hono } from 'hono';
import {
  createCategoryRequestSchema,
  updateCategoryRequestSchema,
  type Category,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { validate } from '../http/validate';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../domain/categories';

/** Global categories plus the caller's organization's; writes need manageCategories and ownership. */
export const categoriesRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', async (c) => c.json<Category[]>(await listCategories(c.get('deps').db, c.get('user').organizationId)))
  .post('/', requirePermission('manageCategories'), validate('json', createCategoryRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Category>(await createCategory(db, c.get('user'), c.req.valid('json'), clock()), 201);
  })
  .put('/:id', requirePermission('manageCategories'), validate('json', updateCategoryRequestSchema, { nonEmpty: true }), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<Category>(await updateCategory(db, c.get('user'), c.req.param('id'), c.req.valid('json'), clock()));
  })
  .delete('/:id', requirePermission('manageCategories'), async (c) => {
    const { db, clock } = c.get('deps');
    await deleteCategory(db, c.get('user'), c.req.param('id'), clock());
    return c.json({ ok: true as const });
  });
