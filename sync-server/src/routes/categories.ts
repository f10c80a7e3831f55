import { createCategoryRequestSchema, updateCategoryRequestSchema } from '@pitchside/shared';
import { createCategory, deleteCategory, listCategories, updateCategory } from '../domain/categories';
import { categoryRoutes } from './category-routes';

/** Global categories plus the caller's organization's; writes need manageCategories and ownership. */
export const categoriesRoutes = categoryRoutes({
  createSchema: createCategoryRequestSchema,
  updateSchema: updateCategoryRequestSchema,
  list: listCategories,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
});
