import type { Category, SubCategory } from '@pitchside/shared';

export type CategoryNode = { category: Category; subCategories: SubCategory[] };

const byOrder = <T extends { displayOrder: number; name: string }>(a: T, b: T) =>
  a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);

/** Categories by displayOrder, each with its own sub-categories by displayOrder. */
export function categoryTree(categories: readonly Category[], subCategories: readonly SubCategory[]): CategoryNode[] {
  return [...categories].sort(byOrder).map((category) => ({
    category,
    subCategories: subCategories.filter((s) => s.categoryId === category.id).sort(byOrder),
  }));
}

export function subCategoryCount(n: number): string {
  return n === 1 ? '1 sub-category' : `${n} sub-categories`;
}
