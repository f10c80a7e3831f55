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
  .get('/', (c) => c.json<SubCategory[]>(listSubCategories(c.get('deps').db, c.get('user').organizationId)))
  .post('/', requirePermission('manageCategories'), validate('json', createSubCategoryRequestSchema), (c) => {
    const { db, clock } = c.get('deps');
    return c.json<SubCategory>(createSubCategory(db, c.get('user'), c.req.valid('json'), clock()), 201);
  })
  .put('/:id', requirePermission('manageCategories'), validate('json', updateSubCategoryRequestSchema, { nonEmpty: true }), (c) => {
    const { db, clock } = c.get('deps');
    return c.json<SubCategory>(updateSubCategory(db, c.get('user'), c.req.param('id'), c.req.valid('json'), clock()));
  })
  .delete('/:id', requirePermission('manageCategories'), (c) => {
    const { db, clock } = c.get('deps');
    deleteSubCategory(db, c.get('user'), c.req.param('id'), clock());
    return c.json({ ok: true as const });
  });
