import { emptyTeamProfile, headingProblemFor, libraryBand, teamProfileSchema, type Activity, type TeamAgeBand, type TeamProfile } from '@pitchside/shared';

/**
 * A coach group's team profile, read without depending on how the group stores it: the
 * group's `profile` field when it has a valid one, else the empty profile (every fact unset).
 */
export function teamProfileOf(group: object | null | undefined): TeamProfile {
  if (group && 'profile' in group) {
    const parsed = teamProfileSchema.safeParse(group.profile);
    if (parsed.success) return parsed.data;
  }
  return { ...emptyTeamProfile };
}

/** What makes a chosen drill unsuitable for a group's age band, one sentence each (empty when it suits). */
export function drillFitWarnings(activity: Pick<Activity, 'title' | 'instructions' | 'profile'>, band: TeamAgeBand | null): string[] {
  if (!band) return [];
  const warnings: string[] = [];
  const bands = activity.profile?.ageBands;
  if (bands && !bands.includes(libraryBand(band))) warnings.push(`Not for ${band}: this drill is for ${bands.join(', ')}.`);
  const heading = headingProblemFor(band, activity);
  if (heading) warnings.push(`${heading}.`);
  return warnings;
}
