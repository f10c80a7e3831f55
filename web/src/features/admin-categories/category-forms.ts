import { z } from 'zod';
import {
  createCategoryRequestSchema,
  createSubCategoryRequestSchema,
  updateCategoryRequestSchema,
  updateSubCategoryRequestSchema,
} from '@pitchside/shared';
import { parseDisplayOrder } from '../../widgets/admin-shared/admin-format';

/** The category and sub-category forms (docs/spec/accounts.md section 5), checked with the shared schemas. */
export type CategoryFormValues = { name: string; description: string; displayOrder: string };
export type SubCategoryFormValues = CategoryFormValues & { categoryId: string };

export const SUB_CATEGORY_REQUIRED = 'Sub-category name and category are required';

// An unchosen category is the spec's message, not a uuid error.
const createSubCategoryFormSchema = createSubCategoryRequestSchema.extend({
  categoryId: z.string({ error: SUB_CATEGORY_REQUIRED }).min(1, SUB_CATEGORY_REQUIRED),
});

/** The body of a create or an update; the forms always send organizationId null (the server picks the owner). */
export function categoryBody(values: CategoryFormValues, mode: 'create' | 'edit') {
  const body = { name: values.name, description: values.description, displayOrder: parseDisplayOrder(values.displayOrder) };
  return mode === 'create'
    ? createCategoryRequestSchema.safeParse({ ...body, organizationId: null })
    : updateCategoryRequestSchema.safeParse(body);
}

export function subCategoryBody(values: SubCategoryFormValues, mode: 'create' | 'edit') {
  const body = {
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    displayOrder: parseDisplayOrder(values.displayOrder),
  };
  return mode === 'create'
    ? createSubCategoryFormSchema.safeParse({ ...body, organizationId: null })
    : updateSubCategoryRequestSchema.safeParse(body);
}
