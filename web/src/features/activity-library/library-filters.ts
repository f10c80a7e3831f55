import { abilityLevels, type AbilityLevel, type ActivityQuery } from '@pitchside/shared';

/**
 * The library's filter state (coaching.md section 3: search, category, abilityLevel), kept in
 * the URL query (?search=&category=&level=) so Back and a reload return to the same list.
 */
export type LibraryFilters = { search: string; category: string; level: AbilityLevel | '' };

export const emptyFilters: LibraryFilters = { search: '', category: '', level: '' };

/** The Level select: All Levels is the empty choice. */
export const levelOptions = [
  { value: '', label: 'All Levels' },
  ...abilityLevels.filter((l) => l !== 'All Levels').map((l) => ({ value: l, label: l })),
];

function isLevel(value: string): value is AbilityLevel {
  return (abilityLevels as readonly string[]).includes(value);
}

/** A Level select or URL value; All Levels and anything unknown mean no level filter. */
export function levelFromValue(value: string | null): LibraryFilters['level'] {
  return value && isLevel(value) && value !== 'All Levels' ? value : '';
}

export function filtersFromParams(params: URLSearchParams): LibraryFilters {
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    level: levelFromValue(params.get('level')),
  };
}

/** Only the filters that are set, so a clean library has a clean URL. */
export function filtersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.level) params.set('level', filters.level);
  return params;
}

/** The same query the API takes (GET /api/activities), for the shared on-device filter. */
export function toActivityQuery(filters: LibraryFilters): ActivityQuery {
  const query: ActivityQuery = {};
  if (filters.search.trim()) query.search = filters.search;
  if (filters.category) query.category = filters.category;
  if (filters.level) query.abilityLevel = filters.level;
  return query;
}

export function hasFilters(filters: LibraryFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== '' || filters.level !== '';
}

/** Selection keeps the order the coach picked in: that is the order of the plan. */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}
