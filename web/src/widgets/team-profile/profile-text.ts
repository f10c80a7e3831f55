import type { TeamProfile } from '@pitchside/shared';

/** "U9-U10 · 7v7 · 60 min · 10 players, 1 goalkeeper", leaving out what is unset; '' when nothing is. */
export function profileSummary(profile: TeamProfile): string {
  const parts: string[] = [];
  if (profile.ageBand) parts.push(profile.ageBand === 'adult' ? 'Adult' : profile.ageBand);
  if (profile.matchFormat) parts.push(profile.matchFormat);
  if (profile.trainingMinutes !== null) parts.push(`${profile.trainingMinutes} min`);
  const squad = profile.squadSize !== null ? `${profile.squadSize} ${profile.squadSize === 1 ? 'player' : 'players'}` : '';
  const keepers = profile.goalkeepers !== null ? `${profile.goalkeepers} ${profile.goalkeepers === 1 ? 'goalkeeper' : 'goalkeepers'}` : '';
  if (squad || keepers) parts.push([squad, keepers].filter(Boolean).join(', '));
  const days = profile.trainingDays ?? [];
  if (days.length) parts.push(`trains ${days.map((d) => d.slice(0, 3)).join(', ')}`);
  return parts.join(' · ');
}
