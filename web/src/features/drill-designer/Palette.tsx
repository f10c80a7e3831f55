import { useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ArrowKind } from '@pitchside/shared';
import { Arrow, Ball, Cone, Goal, Mannequin, Player, palette } from '@pitchside/pitch-card/diagram';
import { PointerIcon } from './DesignerIcons';
import type { Tool } from './DesignerCanvas';
import { arrowTools, paletteEntries, type PaletteEntry } from './model/palette';

type Props = {
  tool: Tool;
  onTool: (tool: Tool) => void;
  /** A palette item chosen from the keyboard is placed at once, in the middle of the pitch. */
  onPlaceNow: (entry: PaletteEntry) => void;
};

/**
 * What can be put on the pitch: tap an item, then tap the pitch, as often as needed: the
 * chosen tool stays pressed until the coach picks another (or Select, or Escape). Arrows are drawn by dragging from a piece or a point.
 */
export function Palette({ tool, onTool, onPlaceNow }: Props) {
  // Enter or Space on an item places it at once: from the keyboard there is no pitch to tap next.
  const keyed = useRef(false);
  const isTool = (key: string) => (tool.type === 'place' && tool.label === key) || (tool.type === 'arrow' && tool.label === key);
  return (
    <div className="designer-palette" role="toolbar" aria-label="Palette">
      <ToolButton label="Select" sample={<PointerIcon />} pressed={tool.type === 'select'} onClick={() => onTool({ type: 'select' })} />
      {arrowTools.map((a) => (
        <ToolButton
          key={a.kind}
          label={a.label}
          sample={<ArrowSample kind={a.kind} />}
          pressed={isTool(a.label)}
          onClick={() => onTool({ type: 'arrow', kind: a.kind, label: a.label })}
        />
      ))}
      {paletteEntries.map((e) => (
        <ToolButton
          key={e.key}
          label={e.label}
          sample={<PieceSample entry={e} />}
          pressed={isTool(e.label)}
          onKeyDown={(event) => {
            keyed.current = event.key === 'Enter' || event.key === ' ';
          }}
          onPointerDown={() => {
            keyed.current = false;
          }}
          onClick={() => {
            if (keyed.current) onPlaceNow(e);
            else onTool({ type: 'place', item: e.item, label: e.label });
            keyed.current = false;
          }}
        />
      ))}
    </div>
  );
}

type ToolButtonProps = { label: string; sample: ReactNode; pressed: boolean } & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onKeyDown' | 'onPointerDown'>;

/** One palette item: its picture over its name, pressed while it is the tool in hand. */
function ToolButton({ label, sample, pressed, ...handlers }: ToolButtonProps) {
  return (
    <button type="button" className="designer-tool" aria-pressed={pressed} {...handlers}>
      {sample}
      <span>{label}</span>
    </button>
  );
}

function ArrowSample({ kind }: { kind: ArrowKind }) {
  return (
    <svg viewBox="0 0 10 6" width="30" height="18" aria-hidden="true">
      <rect width="10" height="6" fill={palette.line} />
      <Arrow arrow={{ kind, from: { x: 1, y: 4.5 }, to: { x: 9, y: 1.5 } }} u={0.9} />
    </svg>
  );
}

function PieceSample({ entry }: { entry: PaletteEntry }) {
  const { item } = entry;
  let body;
  switch (item.kind) {
    case 'player':
      body = <Player player={{ x: 2, y: 2, team: item.team, role: item.role }} u={1.5} />;
      break;
    case 'ball':
      body = <Ball at={{ x: 2, y: 2 }} u={2.4} />;
      break;
    case 'cone':
      body = <Cone cone={{ x: 2, y: 2.2, colour: 'orange' }} u={2.4} />;
      break;
    case 'mannequin':
      body = <Mannequin at={{ x: 2, y: 2.4 }} u={1.4} />;
      break;
    case 'goal':
      body = (
        <g transform={`translate(2 1.2) scale(${item.size === 'full' ? 0.45 : 1.4}) translate(-2 -1.2)`}>
          <Goal goal={{ x: 2, y: 1.2, facing: 'north', size: item.size }} u={1} />
        </g>
      );
      break;
    case 'pole':
      body = (
        <>
          <circle cx={2} cy={2} r={1} fill={palette.cones.yellow} stroke={palette.ink} strokeWidth={0.2} />
          <circle cx={2} cy={2} r={0.35} fill={palette.ink} />
        </>
      );
      break;
    case 'gate':
      body = (
        <>
          <line x1={0.7} y1={2.2} x2={3.3} y2={2.2} stroke={palette.ink} strokeWidth={0.12} strokeDasharray="0.3 0.3" />
          <Cone cone={{ x: 0.7, y: 2.2, colour: 'orange' }} u={1.2} />
          <Cone cone={{ x: 3.3, y: 2.2, colour: 'orange' }} u={1.2} />
        </>
      );
      break;
    case 'zone':
      body = <rect x={0.4} y={0.8} width={3.2} height={2.4} fill={palette.zones.blue} fillOpacity={0.35} stroke={palette.ink} strokeWidth={0.15} strokeDasharray="0.4 0.25" />;
      break;
    case 'line':
      body = <line x1={0.3} y1={2} x2={3.7} y2={2} stroke={palette.line} strokeWidth={0.35} />;
      break;
    case 'text':
      body = (
        <text x={2} y={2} dy="0.35em" textAnchor="middle" fontSize={2.4} fontWeight={700} fill={palette.ink}>
          Aa
        </text>
      );
      break;
  }
  return (
    <svg viewBox="0 0 4 4" width="24" height="24" aria-hidden="true">
      {item.kind === 'goal' || item.kind === 'line' ? <rect width="4" height="4" rx="0.4" fill={palette.grass} /> : null}
      {body}
    </svg>
  );
}
