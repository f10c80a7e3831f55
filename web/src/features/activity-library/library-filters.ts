import {
  abilityLevels,
  ageBands,
  practiceTypes,
  type AbilityLevel,
  type ActivityQuery,
  type AgeBand,
  type PracticeType,
} from '@pitchside/shared';

/**
 * The library's filter state (docs/spec/coaching.md section 3: search, category, abilityLevel), kept in
 * the URL query (?search=&category=&level=) so Back and a reload return to the same list.
 */
export type LibraryFilters = {
  search: string;
  category: string;
  level: AbilityLevel | '';
  /** Drill details: ?age=, ?players= (fits that many), ?type=. */
  ageBand: AgeBand | '';
  players: number | null;
  practiceType: PracticeType | '';
};

export const emptyFilters: LibraryFilters = { search: '', category: '', level: '', ageBand: '', players: null, practiceType: '' };

export const ageBandOptions = ageBands.map((b) => ({ value: b, label: b }));
export const practiceTypeOptions = practiceTypes.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }));
/** The most players a drill's profile can name (shared drillPlayersSchema). */
export const MAX_PLAYERS = 40;

export function ageBandFromValue(value: string | null): AgeBand | '' {
  return (ageBands as readonly string[]).includes(value ?? '') ? (value as AgeBand) : '';
}
export function practiceTypeFromValue(value: string | null): PracticeType | '' {
  return (practiceTypes as readonly string[]).includes(value ?? '') ? (value as PracticeType) : '';
}
export function playersFromValue(value: string | null): number | null {
  const text = value?.trim() ?? '';
  const n = Number(text);
  return /^\d+$/.test(text) && n >= 1 && n <= MAX_PLAYERS ? n : null;
}

/** What is wrong with a typed 'Fits N players', or undefined when it is a number the filter takes (or empty). */
export function playersError(value: string): string | undefined {
  if (value.trim() === '' || playersFromValue(value) !== null) return undefined;
  return `Enter a whole number of players from 1 to ${MAX_PLAYERS}.`;
}

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
    ageBand: ageBandFromValue(params.get('age')),
    players: playersFromValue(params.get('players')),
    practiceType: practiceTypeFromValue(params.get('type')),
  };
}

/** Only the filters that are set, so a clean library has a clean URL. */
export function filtersToParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.level) params.set('level', filters.level);
  if (filters.ageBand) params.set('age', filters.ageBand);
  if (filters.players !== null) params.set('players', String(filters.players));
  if (filters.practiceType) params.set('type', filters.practiceType);
  return params;
}

/** The same query the API takes (GET /api/activities), for the shared on-device filter. */
export function toActivityQuery(filters: LibraryFilters): ActivityQuery {
  const query: ActivityQuery = {};
  if (filters.search.trim()) query.search = filters.search;
  if (filters.category) query.category = filters.category;
  if (filters.level) query.abilityLevel = filters.level;
  if (filters.ageBand) query.ageBand = filters.ageBand;
  if (filters.players !== null) query.players = filters.players;
  if (filters.practiceType) query.practiceType = filters.practiceType;
  return query;
}

/** Selection keeps the order the coach picked in: that is the order of the plan. */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}
