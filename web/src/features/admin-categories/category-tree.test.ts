import { describe, expect, it } from 'vitest';
import type { Category, SubCategory } from '@pitchside/shared';
import { categoryTree, subCategoryCount } from './category-tree';

const synced = { version: 1, updatedAt: '2025-01-01T00:00:00.000Z' };
const category = (id: string, name: string, displayOrder: number): Category => ({
  id,
  name,
  description: '',
  displayOrder,
  organizationId: null,
  ...synced,
});
const sub = (id: string, categoryId: string, name: string, displayOrder: number): SubCategory => ({
  ...category(id, name, displayOrder),
  categoryId,
});

describe('categoryTree', () => {
  it('sorts categories and their sub-categories by displayOrder, then name', () => {
    const tree = categoryTree(
      [category('b', 'Defending', 2), category('a', 'Attacking', 1), category('c', 'Alpha', 2)],
      [sub('s1', 'a', 'Support', 2), sub('s2', 'a', 'Penetration', 1), sub('s3', 'b', 'Balance', 0)],
    );
    expect(tree.map((n) => n.category.name)).toEqual(['Attacking', 'Alpha', 'Defending']);
    expect(tree[0]?.subCategories.map((s) => s.name)).toEqual(['Penetration', 'Support']);
    expect(tree[1]?.subCategories).toEqual([]);
    expect(tree[2]?.subCategories.map((s) => s.name)).toEqual(['Balance']);
  });

  it('counts sub-categories in words', () => {
    expect(subCategoryCount(0)).toBe('0 sub-categories');
    expect(subCategoryCount(1)).toBe('1 sub-category');
    expect(subCategoryCount(5)).toBe('5 sub-categories');
  });
});
