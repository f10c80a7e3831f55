import { useMemo } from 'react';
import { CATEGORY_PREFIX, filterActivities, WARM_UP, type Activity } from '@pitchside/shared';
import { db } from '../../data/db';
import { useSyncedQuery } from '../../data/synced-query';
import { focusCriteria, type BuilderDraft } from './builder-rules';

export type BuilderActivities = {
  /**
   * What step 2 offers: with a search, the whole library's matches; otherwise the
   * activities of any chosen focus at the level, focus 1's first. Empty without a focus.
   */
  matches: Activity[];
  /** True when `matches` answers the search box rather than the foci. */
  searching: boolean;
  /** Every activity on the device, by id (selected ones need not match the search). */
  byId: Map<string, Activity>;
  /** Warm-up drills at the draft's level, for the "Add a warm-up" suggestion. */
  warmUps: Activity[];
};

type Criteria = Pick<BuilderDraft, 'focus1' | 'focus2' | 'focus3' | 'abilityLevel' | 'search' | 'ageBand' | 'players'>;

/**
 * The builder's activities from the device's copy of the library (works offline).
 * `undefined` while loading, and while an empty copy may still be filled by the first sync
 * (else "Plan this session" would report a library with nothing in it).
 */
export function useBuilderActivities(draft: Criteria): BuilderActivities | undefined {
  const { focus1, focus2, focus3, abilityLevel, search, ageBand, players } = draft;
  // The library is read once (and again only when it changes); each keystroke filters in memory.
  const library = useSyncedQuery(
    async () => {
      const [activities, categories, subCategories] = await Promise.all([
        db.activities.toArray(),
        db.categories.toArray(),
        db.subCategories.toArray(),
      ]);
      return { activities, categories, subCategories };
    },
    (read) => read.activities.length === 0,
  );

  return useMemo(() => {
    if (!library) return undefined;
    const { activities, categories, subCategories } = library;
    const level = abilityLevel && abilityLevel !== 'All Levels' ? { abilityLevel } : {};
    const warmUps = filterActivities(activities, { category: `${CATEGORY_PREFIX}${WARM_UP}`, ...level }, categories, subCategories);
    const text = search.trim();
    let matches: Activity[];
    if (text) {
      matches = filterActivities(activities, { search: text }, categories, subCategories);
    } else {
      const seen = new Set<string>();
      matches = [];
      for (const criteria of focusCriteria({ focus1, focus2, focus3, abilityLevel, ageBand, players })) {
        for (const activity of filterActivities(activities, criteria, categories, subCategories)) {
          if (seen.has(activity.id)) continue;
          seen.add(activity.id);
          matches.push(activity);
        }
      }
    }
    const byId = new Map(activities.map((a) => [a.id, a] as const));
    return { matches, searching: text.length > 0, warmUps, byId };
  }, [library, focus1, focus2, focus3, abilityLevel, search, ageBand, players]);
}
