import { useMemo, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { filterActivities, type Activity } from '@pitchside/shared';
import { db } from '../../data/db';
import { activityCriteria, type BuilderDraft } from './builder-rules';

export type BuilderActivities = {
  /** Activities matching the draft's focus and level; empty without a focus. */
  matches: Activity[];
  /** Every activity the draft shows, by id (selected ones need not match the search). */
  byId: Map<string, Activity>;
};

/**
 * The builder's activities from the device's copy of the library (works offline).
 * The search reruns only when focus or level change, not on every Select click.
 * `undefined` while loading.
 */
export function useBuilderActivities(draft: Pick<BuilderDraft, 'focus1' | 'abilityLevel' | 'selected'>): BuilderActivities | undefined {
  const { focus1, abilityLevel } = draft;
  const matches = useLiveQuery(async () => {
    const criteria = activityCriteria({ focus1, abilityLevel });
    if (!criteria) return [];
    const [activities, categories, subCategories] = await Promise.all([
      db.activities.toArray(),
      db.categories.toArray(),
      db.subCategories.toArray(),
    ]);
    return filterActivities(activities, criteria, categories, subCategories);
  }, [focus1, abilityLevel]);

  const selectedKey = draft.selected.map((s) => s.id).join(',');
  const selected = useLiveQuery(async () => {
    const ids = selectedKey ? selectedKey.split(',') : [];
    return (await db.activities.bulkGet(ids)).filter((a): a is Activity => a !== undefined);
  }, [selectedKey]);

  const last = useRef<BuilderActivities | undefined>(undefined);
  const current = useMemo(() => {
    if (!matches || !selected) return undefined;
    const byId = new Map<string, Activity>();
    for (const a of [...matches, ...selected]) byId.set(a.id, a);
    return { matches, byId };
  }, [matches, selected]);
  // Between a change and its query's answer keep showing the last list, not a skeleton.
  if (current) last.current = current;
  return current ?? last.current;
}
