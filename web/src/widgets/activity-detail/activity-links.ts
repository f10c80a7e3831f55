import type { Activity } from '@pitchside/shared';
import { CATEGORY_PREFIX } from '@pitchside/shared';

/** Where the library and the activity dialog send a coach (docs/spec/coaching.md "Activity Library"). */

/** Use This Activity / Add to Session: the builder's activity step with this one selected. */
export function builderWithActivityHref(activityId: string): string {
  return `/session-builder?step=2&activities=${encodeURIComponent(activityId)}`;
}

/** Add Activities To Plan: the builder's review step with the selected ones, as a URL-encoded JSON array. */
export function addToPlanHref(activityIds: readonly string[]): string {
  return `/session-builder?step=3&activities=${encodeURIComponent(JSON.stringify(activityIds))}`;
}

export function editActivityHref(activityId: string): string {
  return `/admin/activities/${encodeURIComponent(activityId)}/edit`;
}

/** The name on an activity's badge: its sub-category, else its category (without the 'category:' marker). */
export function topicName(activity: Pick<Activity, 'category' | 'subCategoryName'>): string {
  if (activity.subCategoryName) return activity.subCategoryName;
  return activity.category.startsWith(CATEGORY_PREFIX) ? activity.category.slice(CATEGORY_PREFIX.length) : activity.category;
}
