import type { ReactNode } from 'react';
import { Svg } from './icons';

/** The home screen's action cards, each with its picture. */
export type ActionCardKey = 'builder' | 'session-library' | 'activity-library' | 'game-creator';

const icons: Record<ActionCardKey, ReactNode> = {
  builder: (
    <Svg width={28} height={28}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </Svg>
  ),
  'session-library': (
    <Svg width={28} height={28}>
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7" />
    </Svg>
  ),
  'activity-library': (
    <Svg width={28} height={28}>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M17.5 19.5 14.5 14.5M6.5 19.5l3-5M3 10h5" />
    </Svg>
  ),
  'game-creator': (
    <Svg width={28} height={28}>
      <circle cx="8" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M2.5 20a5.5 5.5 0 0 1 11 0M13.5 15.5A4.5 4.5 0 0 1 21.5 19" />
    </Svg>
  ),
};

/** The picture alone: the card that shows it draws the tile around it (IconTile). */
export function ActionCardIcon({ card }: { card: ActionCardKey }) {
  return icons[card];
}
