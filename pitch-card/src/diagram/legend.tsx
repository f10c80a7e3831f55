// @jsxRuntime automatic (the server renders this for shared cards under tsx, which has no JSX setting of its own)
import { arrowKinds, type Diagram, type DiagramArrow, type DiagramPlayer } from '@pitchside/shared';
import type { ReactNode } from 'react';
import { Arrow, font, palette, Player } from './pieces';

/** The key under a diagram: the arrow kinds and special roles it uses. */

const arrowLabels: Record<DiagramArrow['kind'], string> = { pass: 'Pass', run: 'Run', dribble: 'Dribble', shot: 'Shot', lofted: 'Lofted pass' };
const roleLabels: Partial<Record<DiagramPlayer['role'], string>> = { keeper: 'Keeper', neutral: 'Neutral', server: 'Server', coach: 'Coach' };

type Entry = { key: string; label: string; sample: (x: number, y: number, u: number) => ReactNode };

export function legendEntries(diagram: Diagram): Entry[] {
  const entries: Entry[] = [];
  for (const kind of arrowKinds) {
    if (!diagram.arrows.some((a) => a.kind === kind)) continue;
    entries.push({
      key: kind,
      label: arrowLabels[kind],
      sample: (x, y, u) => <Arrow arrow={{ kind, from: { x, y }, to: { x: x + 3.2 * u, y } }} u={u} />,
    });
  }
  for (const role of ['keeper', 'neutral', 'server', 'coach'] as const) {
    const player = diagram.players.find((p) => p.role === role);
    if (!player) continue;
    entries.push({
      key: role,
      label: roleLabels[role] ?? role,
      // The piece as drawn on the pitch, its letter included (a server marked "C" is shown as "C").
      sample: (x, y, u) => <Player player={{ ...player, x: x + 1.6 * u, y }} u={u * 0.8} />,
    });
  }
  return entries;
}

export const LEGEND_ROW = 2.4;

/** Rows needed for `count` entries in two columns. */
export function legendRows(count: number): number {
  return Math.ceil(count / 2);
}

export function Legend({ entries, x, y, width, u }: { entries: Entry[]; x: number; y: number; width: number; u: number }) {
  const column = width / 2;
  return (
    <g className="legend">
      {entries.map((entry, i) => {
        const ex = x + (i % 2) * column + 0.5 * u;
        const ey = y + (Math.floor(i / 2) + 0.5) * LEGEND_ROW * u;
        return (
          <g key={entry.key} className="legend-entry">
            {entry.sample(ex, ey, u)}
            <text
              x={Math.round((ex + 4 * u) * 100) / 100}
              y={Math.round(ey * 100) / 100}
              dy="0.35em"
              fontSize={Math.round(1.1 * u * 100) / 100}
              fontFamily={font}
              fill={palette.ink}
            >
              {entry.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
