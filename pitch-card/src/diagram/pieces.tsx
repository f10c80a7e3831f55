// @jsxRuntime automatic (the server renders this for shared cards under tsx, which has no JSX setting of its own)
import type { Diagram, DiagramArrow, DiagramGoal, DiagramLine, DiagramPlayer, DiagramPoint, DiagramZone } from '@pitchside/shared';
import { arrowGeometry } from './arrows';
import { goalSizes, playerMark, type ZoneLabelPlacement } from './geometry';
import { LargeMarkings } from './pitch-markings';

/**
 * The drawn pieces of a drill diagram. Solid fills and strokes only, so the
 * picture stays sharp in sunlight on a phone and in black-and-white print.
 * All sizes are in metres times the diagram's drawing unit `u`.
 */

/** The diagram colours are design tokens (styles/tokens.css), so a theme or print sheet can change them in one place. */
export const palette = {
  grass: 'var(--diagram-grass)',
  line: 'var(--diagram-line)',
  ink: 'var(--diagram-ink)',
  teams: { red: 'var(--diagram-team-red)', blue: 'var(--diagram-team-blue)', yellow: 'var(--diagram-team-yellow)', green: 'var(--diagram-team-green)' },
  cones: {
    orange: 'var(--diagram-cone-orange)',
    yellow: 'var(--diagram-cone-yellow)',
    blue: 'var(--diagram-cone-blue)',
    red: 'var(--diagram-cone-red)',
    white: 'var(--diagram-line)',
  },
  zones: {
    neutral: 'var(--diagram-line)',
    red: 'var(--diagram-team-red)',
    blue: 'var(--diagram-team-blue)',
    yellow: 'var(--diagram-team-yellow)',
  },
} as const;

export const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const r2 = (n: number) => Math.round(n * 100) / 100;

const roleLetter: Record<DiagramPlayer['role'], string> = { player: '', keeper: 'K', neutral: 'N', server: 'S', coach: 'C' };

export function Player({ player, u }: { player: DiagramPlayer; u: number }) {
  // A neutral wears the bib colour the setup text names (its team); the N marks the role.
  const fill = palette.teams[player.team];
  const text = player.label ?? roleLetter[player.role];
  const dark = fill === palette.teams.yellow;
  const radius = playerMark.radius * u;
  return (
    <g className="player" data-team={player.team} data-role={player.role}>
      {player.role === 'keeper' && (
        // A keeper wears a second, dark ring so they read as different even in grey print.
        <circle cx={r2(player.x)} cy={r2(player.y)} r={r2(radius + 0.3 * u)} fill={palette.ink} />
      )}
      {player.role === 'coach' ? (
        // The coach is a square, so they never count as one of the players at a glance.
        <rect
          className="player-body"
          x={r2(player.x - radius)}
          y={r2(player.y - radius)}
          width={r2(2 * radius)}
          height={r2(2 * radius)}
          rx={r2(0.25 * u)}
          fill={fill}
          stroke={palette.line}
          strokeWidth={r2(playerMark.ring * u)}
        />
      ) : (
        <circle
          className="player-body"
          cx={r2(player.x)}
          cy={r2(player.y)}
          r={r2(radius)}
          fill={fill}
          stroke={palette.line}
          strokeWidth={r2(playerMark.ring * u)}
        />
      )}
      {text && (
        <text
          x={r2(player.x)}
          y={r2(player.y)}
          dy="0.35em"
          textAnchor="middle"
          fontSize={r2((text.length > 2 ? 0.8 : 1.05) * u)}
          fontWeight={700}
          fontFamily={font}
          fill={dark ? palette.ink : palette.line}
        >
          {text}
        </text>
      )}
    </g>
  );
}

export function Cone({ cone, u }: { cone: Diagram['cones'][number]; u: number }) {
  const s = 0.55 * u;
  const points = [
    [cone.x, cone.y - s],
    [cone.x + s * 0.9, cone.y + s * 0.6],
    [cone.x - s * 0.9, cone.y + s * 0.6],
  ]
    .map(([x, y]) => `${r2(x!)},${r2(y!)}`)
    .join(' ');
  return (
    <polygon
      className="cone"
      points={points}
      fill={palette.cones[cone.colour]}
      stroke={palette.ink}
      strokeWidth={r2(0.1 * u)}
      strokeLinejoin="round"
    />
  );
}

export function Mannequin({ at, u }: { at: DiagramPoint; u: number }) {
  // Seen from above: a dark upright dummy with a head.
  return (
    <g className="mannequin">
      <rect
        x={r2(at.x - 0.35 * u)}
        y={r2(at.y - 0.7 * u)}
        width={r2(0.7 * u)}
        height={r2(1.4 * u)}
        rx={r2(0.3 * u)}
        fill="var(--diagram-mannequin)"
        stroke={palette.line}
        strokeWidth={r2(0.12 * u)}
      />
      <circle cx={r2(at.x)} cy={r2(at.y - 0.95 * u)} r={r2(0.28 * u)} fill="var(--diagram-mannequin)" stroke={palette.line} strokeWidth={r2(0.1 * u)} />
    </g>
  );
}

export function Ball({ at, u }: { at: DiagramPoint; u: number }) {
  return (
    <circle
      className="ball"
      cx={r2(at.x)}
      cy={r2(at.y)}
      r={r2(0.42 * u)}
      fill={palette.line}
      stroke={palette.ink}
      strokeWidth={r2(0.12 * u)}
    />
  );
}

/** Rotation that turns a goal drawn facing north (net behind it, towards +y) to its facing. */
const goalRotation: Record<DiagramGoal['facing'], number> = { north: 0, south: 180, east: 90, west: -90 };

export function Goal({ goal, u }: { goal: DiagramGoal; u: number }) {
  const { width, depth } = goalSizes[goal.size];
  const half = width / 2;
  const post = goal.size === 'full' ? 0.3 * u : 0.22 * u;
  const turn = goalRotation[goal.facing] + (goal.rotation ?? 0);
  return (
    <g
      className="goal"
      data-size={goal.size}
      data-facing={goal.facing}
      transform={`translate(${r2(goal.x)} ${r2(goal.y)}) rotate(${r2(turn)})`}
    >
      {goal.size === 'pop-up' ? (
        <PopUpNet half={half} depth={depth} u={u} />
      ) : (
        <>
          <rect x={r2(-half)} y={0} width={r2(width)} height={r2(depth)} fill="var(--diagram-goal-net)" stroke={palette.ink} strokeWidth={r2(0.08 * u)} />
          {/* The frame: posts and crossbar, open towards the play. */}
          <path
            d={`M${r2(-half)} 0 L${r2(-half)} ${r2(depth)} L${r2(half)} ${r2(depth)} L${r2(half)} 0`}
            fill="none"
            stroke={palette.line}
            strokeWidth={r2(post * 0.6)}
          />
        </>
      )}
      <line x1={r2(-half)} y1={0} x2={r2(half)} y2={0} stroke={palette.line} strokeWidth={r2(post)} strokeLinecap="square" />
    </g>
  );
}

/** A pop-up goal's net is a dome, not a box: a half ellipse behind the mouth. */
function PopUpNet({ half, depth, u }: { half: number; depth: number; u: number }) {
  return (
    <path
      className="goal-net"
      d={`M${r2(-half)} 0 A${r2(half)} ${r2(depth)} 0 0 0 ${r2(half)} 0 Z`}
      fill="var(--diagram-goal-net)"
      stroke={palette.ink}
      strokeWidth={r2(0.08 * u)}
    />
  );
}

const arrowStyle: Record<DiagramArrow['kind'], { width: number; dash?: number[] }> = {
  pass: { width: 0.2 },
  run: { width: 0.2, dash: [0.7, 0.45] },
  dribble: { width: 0.18 },
  shot: { width: 0.45 },
  // Dotted on an arc (arrowGeometry bends it): the ball in the air.
  lofted: { width: 0.24, dash: [0.05, 0.4] },
};

export function Arrow({ arrow, u }: { arrow: DiagramArrow; u: number }) {
  const { d, head } = arrowGeometry(arrow, u);
  const style = arrowStyle[arrow.kind];
  return (
    <g className="arrow" data-kind={arrow.kind}>
      <path
        className="arrow-shaft"
        d={d}
        fill="none"
        stroke={palette.ink}
        strokeWidth={r2(style.width * u)}
        strokeDasharray={style.dash?.map((n) => r2(n * u)).join(' ')}
        strokeLinecap={style.dash && arrow.kind !== 'lofted' ? 'butt' : 'round'}
        strokeLinejoin="round"
      />
      <polygon className="arrow-head" points={head} fill={palette.ink} />
    </g>
  );
}

export function Zone({ zone, u, label }: { zone: DiagramZone; u: number; label?: ZoneLabelPlacement }) {
  const colour = palette.zones[zone.tone];
  return (
    <g className="zone" data-tone={zone.tone}>
      <rect
        x={r2(zone.x)}
        y={r2(zone.y)}
        width={r2(zone.width)}
        height={r2(zone.length)}
        fill={colour}
        fillOpacity={zone.tone === 'neutral' ? 0.14 : 0.28}
        stroke={palette.line}
        strokeWidth={r2(0.12 * u)}
        strokeDasharray={`${r2(0.6 * u)} ${r2(0.4 * u)}`}
      />
      {zone.label && label && <ZoneLabel text={zone.label} placement={label} u={u} />}
    </g>
  );
}

/** A line marked on the ground, solid like the pitch markings, its name beside its start. */
export function GroundLine({ line, u }: { line: DiagramLine; u: number }) {
  return (
    <g className="ground-line">
      <line x1={r2(line.from.x)} y1={r2(line.from.y)} x2={r2(line.to.x)} y2={r2(line.to.y)} stroke={palette.line} strokeWidth={r2(0.3 * u)} />
      {line.label && (
        <ZoneLabel
          text={line.label}
          placement={{ x: line.from.x + 0.8 * u, y: line.from.y - 2.2 * u, anchor: 'start', fontSize: 1.6 * u }}
          u={u}
        />
      )}
    </g>
  );
}

/** Words on the pitch: white with a dark outline, readable on grass, zones and lines alike. */
export const groundLettering = (u: number) =>
  ({ fontFamily: font, fill: palette.line, stroke: palette.ink, strokeWidth: r2(0.15 * u), paintOrder: 'stroke' }) as const;

/** A zone's name, in the corner of the zone where the fewest pieces hide it. */
export function ZoneLabel({ text, placement, u }: { text: string; placement: ZoneLabelPlacement; u: number }) {
  return (
    <text
      className="zone-label"
      x={r2(placement.x)}
      y={r2(placement.y)}
      dy="0.8em"
      textAnchor={placement.anchor}
      fontSize={r2(placement.fontSize)}
      fontWeight={600}
      {...groundLettering(u)}
    >
      {text}
    </text>
  );
}

export function Markings({ area, u }: { area: Diagram['area']; u: number }) {
  const line = { stroke: palette.line, strokeWidth: r2(0.15 * u), fill: 'none' } as const;
  const { width: w, length: l } = area;
  if (area.markings === 'halfway') {
    const radius = Math.min(9.15, Math.min(w, l) * 0.15);
    return (
      <g className="markings" data-markings="halfway">
        <line x1={0} y1={r2(l / 2)} x2={r2(w)} y2={r2(l / 2)} {...line} />
        <circle cx={r2(w / 2)} cy={r2(l / 2)} r={r2(radius)} {...line} />
        <circle cx={r2(w / 2)} cy={r2(l / 2)} r={r2(0.25 * u)} fill={palette.line} />
      </g>
    );
  }
  if (area.markings === 'penalty-box') {
    // A penalty area at the top end (y = 0), shrunk to fit small areas.
    const boxWidth = Math.min(40.3, w * 0.75);
    const boxDepth = Math.min(16.5, l * 0.35);
    const sixWidth = Math.min(18.3, boxWidth * 0.45);
    const sixDepth = Math.min(5.5, boxDepth * 0.33);
    const spotY = Math.min(11, boxDepth * 0.67);
    const arcRadius = Math.min(9.15, boxDepth * 0.55);
    const dy = boxDepth - spotY;
    const hasArc = arcRadius > dy;
    const dx = hasArc ? Math.sqrt(arcRadius * arcRadius - dy * dy) : 0;
    return (
      <g className="markings" data-markings="penalty-box">
        <rect x={r2((w - boxWidth) / 2)} y={0} width={r2(boxWidth)} height={r2(boxDepth)} {...line} />
        <rect x={r2((w - sixWidth) / 2)} y={0} width={r2(sixWidth)} height={r2(sixDepth)} {...line} />
        <circle cx={r2(w / 2)} cy={r2(spotY)} r={r2(0.25 * u)} fill={palette.line} />
        {hasArc && (
          <path
            d={`M${r2(w / 2 - dx)} ${r2(boxDepth)} A${r2(arcRadius)} ${r2(arcRadius)} 0 0 0 ${r2(w / 2 + dx)} ${r2(boxDepth)}`}
            {...line}
          />
        )}
      </g>
    );
  }
  return <LargeMarkings area={area} u={u} />;
}
