import type { Activity } from '../entities';
import type { MutationArgs } from '../sync/mutations';
import { can, type Actor, type OwnedByOrganization } from '../accounts/permissions';

/**
 * "Copy to my club": a library drill (the provider's, or another club's the user can see)
 * becomes an activity of the user's own club, text and diagram included, which they may then
 * change. One rule for the button (shown) and the server (the copy is an activity.create,
 * refused without the right to create activities).
 */

/** Whether to offer the copy: the user may create activities, and the drill is not already their club's. */
export function mayCopyToClub(actor: Actor, activity: OwnedByOrganization): boolean {
  // A super admin's activities are the provider's library itself: a copy would be a duplicate there.
  if (actor.role === 'admin') return false;
  return can(actor, 'createActivity') && activity.organizationId !== actor.organizationId;
}

type CopyableActivity = Pick<
  Activity,
  | 'title'
  | 'category'
  | 'abilityLevel'
  | 'setup'
  | 'instructions'
  | 'coachingPoints'
  | 'playerNumberAdaptations'
  | 'simplifyTips'
  | 'progressTips'
  | 'variationTips'
  | 'troubleshootTips'
  | 'troubleshooting'
  | 'profile'
  | 'diagram'
>;

/** The activity.create of a copy with the given id. An uploaded picture stays with the original. */
export function activityCopy(activity: CopyableActivity, id: string): MutationArgs<'activity.create'> {
  const { title, category, abilityLevel, setup, instructions, troubleshooting, profile, diagram } = activity;
  const { coachingPoints, playerNumberAdaptations, simplifyTips, progressTips, variationTips, troubleshootTips } = activity;
  const lists = { coachingPoints, playerNumberAdaptations, simplifyTips, progressTips, variationTips, troubleshootTips };
  return {
    id,
    title,
    category,
    abilityLevel,
    // Create requires both; a drill written without one keeps the other's words.
    setup: setup.trim() || instructions.trim() || title,
    instructions: instructions.trim() || setup.trim() || title,
    ...lists,
    troubleshooting,
    profile,
    diagram,
  };
}
