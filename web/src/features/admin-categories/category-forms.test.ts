import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../ui/use-form';
import { categoryBody, subCategoryBody, SUB_CATEGORY_REQUIRED } from './category-forms';

const blank = { name: '', description: '', displayOrder: '' };

describe('category form', () => {
  it('requires a name after trimming', () => {
    const result = categoryBody({ ...blank, name: '   ' }, 'create');
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesByField(result.error)).toEqual({ name: 'Category name is required' });
  });

  it('parses the display order as a whole number, default 0, and sends organizationId null', () => {
    expect(categoryBody({ name: ' Set Plays ', description: ' d ', displayOrder: '' }, 'create')).toMatchObject({
      success: true,
      data: { name: 'Set Plays', description: 'd', displayOrder: 0, organizationId: null },
    });
    expect(categoryBody({ ...blank, name: 'X', displayOrder: '7.9' }, 'edit')).toMatchObject({ success: true, data: { displayOrder: 7 } });
  });

  it('an edit keeps the owner as it is', () => {
    const result = categoryBody({ ...blank, name: 'X' }, 'edit');
    expect(result.success && 'organizationId' in result.data).toBe(false);
  });
});

describe('sub-category form', () => {
  it('requires both name and category on create', () => {
    const result = subCategoryBody({ ...blank, categoryId: '' }, 'create');
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(issuesByField(result.error)).toMatchObject({ name: SUB_CATEGORY_REQUIRED, categoryId: SUB_CATEGORY_REQUIRED });
    }
  });

  it('needs a name on update', () => {
    const result = subCategoryBody({ ...blank, categoryId: '0190a3a4-0000-7000-8000-000000000001' }, 'edit');
    expect(result.success).toBe(false);
    if (!result.success) expect(issuesByField(result.error)).toEqual({ name: 'Sub-category name is required' });
  });
});
