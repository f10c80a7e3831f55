import type { ArrowKind, DiagramPlayer } from '@pitchside/shared';

/** What the palette places: one tap on an item, one on the pitch. */
export type PaletteItem =
  | { kind: 'player'; team: DiagramPlayer['team']; role: DiagramPlayer['role'] }
  | { kind: 'cone' | 'mannequin' | 'pole' | 'ball' | 'gate' | 'zone' | 'line' | 'text' }
  | { kind: 'goal'; size: 'full' | 'mini' | 'pop-up' };

export type PaletteEntry = { key: string; label: string; item: PaletteItem };

export const paletteEntries: readonly PaletteEntry[] = [
  { key: 'player-red', label: 'Red player', item: { kind: 'player', team: 'red', role: 'player' } },
  { key: 'player-blue', label: 'Blue player', item: { kind: 'player', team: 'blue', role: 'player' } },
  { key: 'player-yellow', label: 'Yellow player', item: { kind: 'player', team: 'yellow', role: 'player' } },
  { key: 'player-green', label: 'Green player', item: { kind: 'player', team: 'green', role: 'player' } },
  { key: 'coach', label: 'Coach', item: { kind: 'player', team: 'green', role: 'coach' } },
  { key: 'ball', label: 'Ball', item: { kind: 'ball' } },
  { key: 'cone', label: 'Cone', item: { kind: 'cone' } },
  { key: 'pole', label: 'Pole', item: { kind: 'pole' } },
  { key: 'mannequin', label: 'Mannequin', item: { kind: 'mannequin' } },
  { key: 'gate', label: 'Cone gate', item: { kind: 'gate' } },
  { key: 'goal-full', label: 'Full goal', item: { kind: 'goal', size: 'full' } },
  { key: 'goal-mini', label: 'Mini goal', item: { kind: 'goal', size: 'mini' } },
  { key: 'goal-pop-up', label: 'Pop-up goal', item: { kind: 'goal', size: 'pop-up' } },
  { key: 'zone', label: 'Zone', item: { kind: 'zone' } },
  { key: 'line', label: 'Rule line', item: { kind: 'line' } },
  { key: 'text', label: 'Text label', item: { kind: 'text' } },
];

export const arrowTools: readonly { kind: ArrowKind; label: string }[] = [
  { kind: 'pass', label: 'Pass' },
  { kind: 'run', label: 'Run' },
  { kind: 'dribble', label: 'Dribble' },
  { kind: 'shot', label: 'Shot' },
  { kind: 'lofted', label: 'Lofted pass' },
];
