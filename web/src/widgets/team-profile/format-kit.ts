import { formatEquipment, type TeamProfile } from '@pitchside/shared';

/** "Pitch 37 x 55 m · goal 12x6 ft · size 4 ball" for the profile's format, or ''. */
export function formatKitSummary(profile: TeamProfile): string {
  if (!profile.matchFormat) return '';
  const { pitch, goal, ball } = formatEquipment[profile.matchFormat];
  return `Pitch ${pitch.width} x ${pitch.length} m · goal ${goal} ft · size ${ball} ball`;
}
