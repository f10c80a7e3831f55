import { Hono } from 'hono';
import {
  createSubCategoryRequestSchema,
  updateSubCategoryRequestSchema,
  type SubCategory,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth, requirePermission } from '../http/auth';
import { validate } from '../http/validate';
import { createSubCategory, deleteSubCategory, listSubCategories, updateSubCategory } from '../domain/categories';

/** Global sub-categories plus the caller's organization's; writes need manageCategories and ownership. */
export const subCategoriesRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', async (c) => c.json<SubCategory[]>(await listSubCategories(c.get('deps').db, c.get('user').organizationId)))
  .post('/', requirePermission('manageCategories'), validate('json', createSubCategoryRequestSchema), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<SubCategory>(await createSubCategory(db, c.get('user'), c.req.valid('json'), clock()), 201);
  })
  .put('/:id', requirePermission('manageCategories'), validate('json', updateSubCategoryRequestSchema, { nonEmpty: true }), async (c) => {
    const { db, clock } = c.get('deps');
    return c.json<SubCategory>(await updateSubCategory(db, c.get('user'), c.req.param('id'), c.req.valid('json'), clock()));
  })
  .delete('/:id', requirePermission('manageCategories'), async (c) => {
    const { db, clock } = c.get('deps');
    await deleteSubCategory(db, c.get('user'), c.req.param('id'), clock());
    return c.json({ ok: true as const });
  });
