import type { FocusOption, TeamProfile } from '@pitchside/shared';

/**
 * The builder opened for a group's theme: the theme as Focus 1 (further themes as Focus 2
 * and 3), the group itself (so "Plan it for me" plans for it), its age band and squad size as
 * filters and its usual training length.
 */
export function builderLinkFor(themes: readonly FocusOption[], profile: TeamProfile | undefined, groupId?: string): string {
  const params = new URLSearchParams();
  themes.slice(0, 3).forEach((theme, i) => params.set(i === 0 ? 'focus' : `focus${i + 1}`, theme));
  if (groupId) params.set('group', groupId);
  if (profile?.ageBand) params.set('ageBand', profile.ageBand);
  if (profile?.squadSize) params.set('players', String(profile.squadSize));
  if (profile?.trainingMinutes) params.set('minutes', String(profile.trainingMinutes));
  return `/session-builder?${params}`;
}
