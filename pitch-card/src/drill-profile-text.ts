import type { EquipmentItem, PartialDrillProfile } from '@pitchside/shared';

/** The drill details as the short phrases a coach reads at a glance; null for a detail not given. */

export function playersText({ players }: Pick<PartialDrillProfile, 'players'>): string | null {
  if (!players) return null;
  const range = players.min === players.max ? `${players.min}` : `${players.min}-${players.max}`;
  const keepers =
    players.goalkeepers === 0 ? '' : `, incl. ${players.goalkeepers} goalkeeper${players.goalkeepers === 1 ? '' : 's'}`;
  return `${range} (ideal ${players.ideal})${keepers}`;
}

export function areaText({ area }: Pick<PartialDrillProfile, 'area'>): string | null {
  if (!area) return null;
  const grid = `${area.width} x ${area.length} m`;
  return area.grids === 1 ? grid : `${area.grids} grids of ${grid}`;
}

export function durationText({ duration }: Pick<PartialDrillProfile, 'duration'>): string | null {
  if (!duration) return null;
  const split = [duration.reps, duration.workRest].filter(Boolean).join(', ');
  return split ? `${duration.minutes} min: ${split}` : `${duration.minutes} min`;
}

export function equipmentText({ item, quantity }: EquipmentItem): string {
  return `${quantity} ${item}`;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
