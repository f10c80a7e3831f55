import { CATEGORY_PREFIX, type Category, type SubCategory } from '@pitchside/shared';

/**
 * The category picker (docs/spec/accounts.md section 3): each category offers an 'All' choice whose
 * value is 'category:{name}', then its sub-categories by displayOrder.
 */
export type CategoryChoiceGroup = { label: string; options: { value: string; label: string }[] };

const byOrder = <T extends { displayOrder: number; name: string }>(a: T, b: T) =>
  a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);

export function categoryChoices(
  categories: readonly Pick<Category, 'id' | 'name' | 'displayOrder'>[],
  subCategories: readonly Pick<SubCategory, 'categoryId' | 'name' | 'displayOrder'>[],
): CategoryChoiceGroup[] {
  return [...categories].sort(byOrder).map((category) => ({
    label: category.name,
    options: [
      { value: `${CATEGORY_PREFIX}${category.name}`, label: `All ${category.name}` },
      ...subCategories
        .filter((s) => s.categoryId === category.id)
        .sort(byOrder)
        .map((s) => ({ value: s.name, label: s.name })),
    ],
  }));
}

/** A stored value no choice matches any more (a renamed category) is kept as its own choice. */
export function hasChoice(groups: readonly CategoryChoiceGroup[], value: string): boolean {
  return groups.some((g) => g.options.some((o) => o.value === value));
}

/** How a stored value reads when it is not among the choices. */
export function choiceLabel(value: string): string {
  return value.startsWith(CATEGORY_PREFIX) ? `All ${value.slice(CATEGORY_PREFIX.length)}` : value;
}
