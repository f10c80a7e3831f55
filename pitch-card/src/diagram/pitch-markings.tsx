// @jsxRuntime automatic (the server renders this for shared cards under tsx, which has no JSX setting of its own)
import type { Diagram } from '@pitchside/shared';
import { palette } from './pieces';

/**
 * The larger pitch markings (half pitch, full pitch, thirds, channels) at their real sizes
 * (penalty area 40.3 x 16.5 m, goal area 18.3 x 5.5 m, centre circle 9.15 m), shrunk only
 * where the area is too small for them, so a drawing keeps real proportions.
 */

const r2 = (n: number) => Math.round(n * 100) / 100;
type Area = Diagram['area'];
type LineStyle = { stroke: string; strokeWidth: number; fill: 'none' };

/** A penalty area at one end: top (y = 0, opening downwards) or bottom (y = length, opening upwards). */
function PenaltyArea({ area, u, end, line, share }: { area: Area; u: number; end: 'top' | 'bottom'; line: LineStyle; share: number }) {
  const { width: w, length: l } = area;
  // Each end may take at most `share` of the length (less on a full pitch, which has two).
  const boxWidth = Math.min(40.3, w * 0.75);
  const boxDepth = Math.min(16.5, l * share);
  const sixWidth = Math.min(18.3, boxWidth * 0.45);
  const sixDepth = Math.min(5.5, boxDepth * 0.33);
  const spot = Math.min(11, boxDepth * 0.67);
  const arcRadius = Math.min(9.15, boxDepth * 0.55);
  const dy = boxDepth - spot;
  const dx = arcRadius > dy ? Math.sqrt(arcRadius * arcRadius - dy * dy) : 0;
  const y = (d: number) => (end === 'top' ? d : l - d);
  const top = (d: number) => (end === 'top' ? 0 : l - d);
  return (
    <g className="penalty-area" data-end={end}>
      <rect x={r2((w - boxWidth) / 2)} y={r2(top(boxDepth))} width={r2(boxWidth)} height={r2(boxDepth)} {...line} />
      <rect x={r2((w - sixWidth) / 2)} y={r2(top(sixDepth))} width={r2(sixWidth)} height={r2(sixDepth)} {...line} />
      <circle cx={r2(w / 2)} cy={r2(y(spot))} r={r2(0.25 * u)} fill={palette.line} />
      {dx > 0 && (
        <path
          d={`M${r2(w / 2 - dx)} ${r2(y(boxDepth))} A${r2(arcRadius)} ${r2(arcRadius)} 0 0 ${end === 'top' ? 0 : 1} ${r2(w / 2 + dx)} ${r2(y(boxDepth))}`}
          {...line}
        />
      )}
    </g>
  );
}

function centreRadius(area: Area): number {
  return Math.min(9.15, Math.min(area.width, area.length) * 0.15);
}

export function LargeMarkings({ area, u }: { area: Area; u: number }) {
  const line: LineStyle = { stroke: palette.line, strokeWidth: r2(0.15 * u), fill: 'none' };
  const { width: w, length: l } = area;
  switch (area.markings) {
    case 'half-pitch': {
      // The attacking half: goal end at the top, the halfway line along the bottom edge with half the centre circle.
      // Half of a pitch twice as long, so the circle is as big as on the whole pitch.
      const radius = centreRadius({ ...area, length: 2 * l });
      return (
        <g className="markings" data-markings="half-pitch">
          <PenaltyArea area={area} u={u} end="top" line={line} share={0.35} />
          <path d={`M${r2(w / 2 - radius)} ${r2(l)} A${r2(radius)} ${r2(radius)} 0 0 1 ${r2(w / 2 + radius)} ${r2(l)}`} {...line} />
          <circle cx={r2(w / 2)} cy={r2(l)} r={r2(0.25 * u)} fill={palette.line} />
        </g>
      );
    }
    case 'full-pitch': {
      const radius = centreRadius(area);
      return (
        <g className="markings" data-markings="full-pitch">
          <PenaltyArea area={area} u={u} end="top" line={line} share={0.3} />
          <PenaltyArea area={area} u={u} end="bottom" line={line} share={0.3} />
          <line x1={0} y1={r2(l / 2)} x2={r2(w)} y2={r2(l / 2)} {...line} />
          <circle cx={r2(w / 2)} cy={r2(l / 2)} r={r2(radius)} {...line} />
          <circle cx={r2(w / 2)} cy={r2(l / 2)} r={r2(0.25 * u)} fill={palette.line} />
        </g>
      );
    }
    case 'thirds':
      return (
        <g className="markings" data-markings="thirds">
          {[1, 2].map((i) => (
            <line key={i} x1={0} y1={r2((l * i) / 3)} x2={r2(w)} y2={r2((l * i) / 3)} {...line} strokeDasharray={`${r2(0.8 * u)} ${r2(0.5 * u)}`} />
          ))}
        </g>
      );
    case 'channels':
      // Five vertical channels: two wide, two half-spaces, the centre.
      return (
        <g className="markings" data-markings="channels">
          {[1, 2, 3, 4].map((i) => (
            <line key={i} x1={r2((w * i) / 5)} y1={0} x2={r2((w * i) / 5)} y2={r2(l)} {...line} strokeDasharray={`${r2(0.8 * u)} ${r2(0.5 * u)}`} />
          ))}
        </g>
      );
    default:
      return null;
  }
}
