import { ballSizeLabels, goalSizeLabels } from '../drills/drill-profile';
import type { EquipmentItem, PartialDrillProfile } from '../drills/drill-profile-schema';
import { formatEquipment } from '../teams/team-profile';
import type { TeamFormat } from '../teams/team-profile-schema';

/**
 * The kit a whole session needs, from its activities' drill details. The same item used by
 * several activities is needed once, at the largest quantity any one of them asks for
 * (the cones of drill 1 are picked up and reused in drill 2). Items match by name, ignoring
 * case, spacing and a plural 's' (one drill needs '1 goal', another '2 goals'); the first
 * spelling is kept, in the plural once more than one is needed. Ordered by first use in the session.
 */
export function sessionKitList(profiles: readonly (Pick<PartialDrillProfile, 'equipment'> | null | undefined)[]): EquipmentItem[] {
  const byName = new Map<string, EquipmentItem>();
  for (const profile of profiles) {
    for (const { item, quantity } of profile?.equipment ?? []) {
      const key = item.trim().toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');
      const known = byName.get(key);
      if (!known) byName.set(key, { item: item.trim(), quantity });
      else if (quantity > known.quantity) {
        if (!/s$/i.test(known.item) && /s$/i.test(item.trim())) known.item = item.trim();
        known.quantity = quantity;
      }
    }
  }
  return [...byName.values()];
}

/** The goals and ball a group's match format plays with, in a coach's words ("12 x 6 ft goals", "Size 4"). */
export function formatKit(format: TeamFormat | null): { format: TeamFormat; goals: string; ball: string } | null {
  if (!format) return null;
  const { goal, ball } = formatEquipment[format];
  return { format, goals: goalSizeLabels[goal], ball: ballSizeLabels[ball] };
}
