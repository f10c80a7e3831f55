import { createSubCategoryRequestSchema, updateSubCategoryRequestSchema } from '@pitchside/shared';
import { createSubCategory, deleteSubCategory, listSubCategories, updateSubCategory } from '../domain/categories';
import { categoryRoutes } from './category-routes';

/** Global sub-categories plus the caller's organization's; writes need manageCategories and ownership. */
export const subCategoriesRoutes = categoryRoutes({
  createSchema: createSubCategoryRequestSchema,
  updateSchema: updateSubCategoryRequestSchema,
  list: listSubCategories,
  create: createSubCategory,
  update: updateSubCategory,
  remove: deleteSubCategory,
});
