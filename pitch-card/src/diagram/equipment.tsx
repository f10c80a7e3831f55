// @jsxRuntime automatic (the server renders this for shared cards under tsx, which has no JSX setting of its own)
import type { DiagramGate, DiagramPoint, DiagramText } from '@pitchside/shared';
import { Cone, groundLettering, palette } from './pieces';

/** Poles, cone gates and text labels: the designer's pieces beyond the built-in drills' set. */

const r2 = (n: number) => Math.round(n * 100) / 100;

/** A slalom pole seen from above: a ringed dot, smaller than a cone, so a line of poles reads as one. */
export function Pole({ at, u }: { at: DiagramPoint; u: number }) {
  return (
    <g className="pole">
      <circle cx={r2(at.x)} cy={r2(at.y)} r={r2(0.38 * u)} fill="var(--diagram-cone-yellow)" stroke={palette.ink} strokeWidth={r2(0.12 * u)} />
      <circle cx={r2(at.x)} cy={r2(at.y)} r={r2(0.12 * u)} fill={palette.ink} />
    </g>
  );
}

/** Two cones with a faint line between them: the gap a player passes or dribbles through. */
export function Gate({ gate, u }: { gate: DiagramGate; u: number }) {
  return (
    <g className="gate" data-colour={gate.colour}>
      <line
        x1={r2(gate.from.x)}
        y1={r2(gate.from.y)}
        x2={r2(gate.to.x)}
        y2={r2(gate.to.y)}
        stroke={palette.line}
        strokeWidth={r2(0.1 * u)}
        strokeDasharray={`${r2(0.25 * u)} ${r2(0.25 * u)}`}
      />
      <Cone cone={{ ...gate.from, colour: gate.colour }} u={u} />
      <Cone cone={{ ...gate.to, colour: gate.colour }} u={u} />
    </g>
  );
}

/** A text label on the ground, turned by its rotation about its centre. */
export function TextLabel({ label, u }: { label: DiagramText; u: number }) {
  const turn = label.rotation ? ` rotate(${r2(label.rotation)})` : '';
  return (
    <text
      className="diagram-text"
      transform={`translate(${r2(label.x)} ${r2(label.y)})${turn}`}
      dy="0.35em"
      textAnchor="middle"
      fontSize={r2(1.1 * u)}
      fontWeight={700}
      {...groundLettering(u)}
    >
      {label.text}
    </text>
  );
}
