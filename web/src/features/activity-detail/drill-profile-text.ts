import type { DrillProfile, EquipmentItem } from '@pitchside/shared';

/** The drill details as the short phrases a coach reads at a glance. */

export function playersText({ players }: Pick<DrillProfile, 'players'>): string {
  const range = players.min === players.max ? `${players.min}` : `${players.min}-${players.max}`;
  const keepers =
    players.goalkeepers === 0 ? '' : `, incl. ${players.goalkeepers} goalkeeper${players.goalkeepers === 1 ? '' : 's'}`;
  return `${range} (ideal ${players.ideal})${keepers}`;
}

export function areaText({ area }: Pick<DrillProfile, 'area'>): string {
  const grid = `${area.width} x ${area.length} m`;
  return area.grids === 1 ? grid : `${area.grids} grids of ${grid}`;
}

export function durationText({ duration }: Pick<DrillProfile, 'duration'>): string {
  return `${duration.minutes} min: ${duration.reps}, ${duration.workRest}`;
}

export function equipmentText({ item, quantity }: EquipmentItem): string {
  return `${quantity} ${item}`;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
