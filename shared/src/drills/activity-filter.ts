import type { ActivityQuery } from '../api';
import type { Activity, Category, SubCategory } from '../entities';
import { CATEGORY_PREFIX, searchMatcher, topicNames } from './activity-search';

/**
 * On-device activity search and filters for the library and the builder, and the same
 * rules for GET /api/activities. The search box's rules are in activity-search.ts.
 */

export { CATEGORY_PREFIX } from './activity-search';

function normalise(name: string): string {
  return name.trim().toLowerCase();
}


/** A predicate for the Topic filter value, or null when it does not filter. */
function topicMatcher(
  value: string | undefined,
  categories: readonly Category[],
  subCategories: readonly SubCategory[],
): ((activity: Activity) => boolean) | null {
  const wanted = value?.trim();
  if (!wanted) return null;
  if (wanted.toLowerCase().startsWith(CATEGORY_PREFIX)) {
    const categoryName = normalise(wanted.slice(CATEGORY_PREFIX.length));
    const categoryIds = new Set(categories.filter((c) => normalise(c.name) === categoryName).map((c) => c.id));
    const accepted = new Set(
      subCategories.filter((s) => categoryIds.has(s.categoryId)).map((s) => normalise(s.name)),
    );
    // An activity filed under the whole category is stored as 'category:{name}'.
    accepted.add(CATEGORY_PREFIX + categoryName);
    return (activity) => topicNames(activity).some((n) => accepted.has(n));
  }
  const name = normalise(wanted);
  return (activity) => topicNames(activity).includes(name);
}

/**
 * A predicate for the drill-detail filters (age band, players, practice type), or null when
 * none is set. An activity without drill details states none of them, so it never matches;
 * one that gives some details is kept by a filter on a detail it leaves out (unknown is not
 * a mismatch, so a club's drill with just its age bands still shows under a players filter).
 */
function profileMatcher(query: ActivityQuery): ((activity: Activity) => boolean) | null {
  const { ageBand, players, practiceType } = query;
  if (!ageBand && players === undefined && !practiceType) return null;
  return ({ profile }) => {
    if (!profile) return false;
    if (ageBand && profile.ageBands && !profile.ageBands.includes(ageBand)) return false;
    if (players !== undefined && profile.players && (players < profile.players.min || players > profile.players.max)) return false;
    if (practiceType && profile.practiceType && profile.practiceType !== practiceType) return false;
    return true;
  };
}

// Made at first use: a collator is costly to build, and screens importing this module (the
// run-through) may never sort.
let titleCollator: Intl.Collator | undefined;
const byTitle = {
  compare: (a: string, b: string) => (titleCollator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b),
};

export function filterActivities(
  activities: readonly Activity[],
  query: ActivityQuery,
  categories: readonly Category[],
  subCategories: readonly SubCategory[],
): Activity[] {
  const search = searchMatcher(query.search, activities, categories, subCategories);
  const topic = topicMatcher(query.category, categories, subCategories);
  const level = query.abilityLevel && query.abilityLevel !== 'All Levels' ? query.abilityLevel : null;
  const fits = profileMatcher(query);

  const out = activities.filter((activity) => {
    if (level && activity.abilityLevel !== level && activity.abilityLevel !== 'All Levels') return false;
    if (fits && !fits(activity)) return false;
    if (topic && !topic(activity)) return false;
    if (search && !search(activity)) return false;
    return true;
  });
  return out.sort((a, b) => byTitle.compare(a.title, b.title));
}

export type TopicOption = { value: string; label: string; indent?: true };

/** The Topic select: each category '{name} (All)' with its sub-categories indented below, by displayOrder. */
export function topicOptions(categories: readonly Category[], subCategories: readonly SubCategory[]): TopicOption[] {
  const ordered = <T extends { displayOrder: number; name: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.displayOrder - b.displayOrder || byTitle.compare(a.name, b.name));
  const options: TopicOption[] = [];
  for (const category of ordered(categories)) {
    options.push({ value: CATEGORY_PREFIX + category.name, label: `${category.name} (All)` });
    for (const sub of ordered(subCategories.filter((s) => s.categoryId === category.id))) {
      options.push({ value: sub.name, label: sub.name, indent: true });
    }
  }
  return options;
}
