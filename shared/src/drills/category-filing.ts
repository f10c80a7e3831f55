/**
 * How an activity is filed: under a sub-category (its name), or under a whole category,
 * stored as 'category:{name}' in the activity's category field. A module of its own so the
 * device's offline activity changes need not load the library search.
 */
export const CATEGORY_PREFIX = 'category:';

/** The sub-category an activity is filed under; a whole-category choice has none. */
export function subCategoryNameOf(category: string): string | null {
  return category.toLowerCase().startsWith(CATEGORY_PREFIX) ? null : category;
}
