// @jsxRuntime automatic (the server renders this for shared cards under tsx, which has no JSX setting of its own)
import { diagramAtPhase, phaseOfArrow, type Diagram, type DiagramPoint } from '@pitchside/shared';
import { arrowToEdge } from './arrows';
import { diagramBounds, diagramSummary, drawingUnit, zoneLabelPlacements } from './geometry';
import { Legend, LEGEND_ROW, legendEntries, legendRows } from './legend';
import { Gate, Pole, TextLabel } from './equipment';
import { Arrow, Ball, Cone, Goal, GroundLine, Mannequin, Markings, palette, Player, Zone } from './pieces';

export type DrillDiagramProps = {
  diagram: Diagram;
  /** Read out before the summary, e.g. the activity title. */
  title?: string;
  /** Show a key of the arrow kinds and special roles used. */
  legend?: boolean;
  className?: string;
  /**
   * In a phased diagram, the step to show (1-based): its arrows in full, earlier steps'
   * arrows faint for context, later ones hidden. Unset: every arrow.
   */
  phase?: number;
  /**
   * Pieces already placed for this moment (Play's frame): drawn as given instead of at the
   * phase's positions, with balls in flight along passes no drawn ball starts.
   */
  frame?: { diagram: Diagram; inFlight: DiagramPoint[] };
};

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A drill diagram drawn as inline SVG in metres (x across the width, y down the
 * length). Pure: everything comes from props. Drawing order puts markings and
 * zones under goals and equipment, arrows under players so players stay legible.
 */
export function DrillDiagram({ diagram: drawn, title, legend = false, className, phase, frame }: DrillDiagramProps) {
  // A phase shows each piece where it stands in that phase.
  const diagram = frame?.diagram ?? (phase === undefined ? drawn : diagramAtPhase(drawn, phase));
  const u = drawingUnit(diagram);
  const bounds = diagramBounds(diagram);
  const entries = legend ? legendEntries(diagram) : [];
  const legendHeight = entries.length > 0 ? legendRows(entries.length) * LEGEND_ROW * u : 0;
  const summary = diagramSummary(diagram);
  const labels = zoneLabelPlacements(diagram);
  const { width, length } = diagram.area;
  const stepName = phase !== undefined ? diagram.phases[phase - 1] : undefined;
  const label = [title, stepName ? `phase ${phase} of ${diagram.phases.length}, ${stepName}` : undefined, summary]
    .filter(Boolean)
    .join(': ');

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={className}
      role="img"
      aria-label={label}
      data-phase={phase}
      viewBox={[bounds.minX, bounds.minY, bounds.width, bounds.height + legendHeight].map(r2).join(' ')}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      style={{ display: 'block', maxHeight: '80vh' }}
    >
      {/* Surround in a darker green so the white boundary stands out. */}
      <rect x={r2(bounds.minX)} y={r2(bounds.minY)} width={r2(bounds.width)} height={r2(bounds.height)} fill="var(--diagram-surround)" />
      <rect
        className="area"
        x={0}
        y={0}
        width={r2(width)}
        height={r2(length)}
        fill={palette.grass}
        stroke={palette.line}
        strokeWidth={r2(0.2 * u)}
      />
      <Markings area={diagram.area} u={u} />
      {diagram.zones.map((zone, i) => (
        <Zone key={`z${i}`} zone={zone} u={u} label={labels[i]} />
      ))}
      {diagram.lines.map((line, i) => (
        <GroundLine key={`l${i}`} line={line} u={u} />
      ))}
      {diagram.goals.map((goal, i) => (
        <Goal key={`g${i}`} goal={goal} u={u} />
      ))}
      {diagram.gates.map((gate, i) => (
        <Gate key={`gt${i}`} gate={gate} u={u} />
      ))}
      {diagram.cones.map((cone, i) => (
        <Cone key={`c${i}`} cone={cone} u={u} />
      ))}
      {diagram.poles.map((at, i) => (
        <Pole key={`po${i}`} at={at} u={u} />
      ))}
      {diagram.mannequins.map((at, i) => (
        <Mannequin key={`m${i}`} at={at} u={u} />
      ))}
      <g className="arrows">
        {diagram.arrows.map((stored, i) => {
          const step = phaseOfArrow(diagram, stored);
          const arrow = arrowToEdge(stored, diagram.players, u);
          if (phase === undefined || step === phase) return <Arrow key={`a${i}`} arrow={arrow} u={u} />;
          if (step > phase) return null;
          return (
            <g key={`a${i}`} opacity={0.3} data-earlier-phase={step}>
              <Arrow arrow={arrow} u={u} />
            </g>
          );
        })}
      </g>
      {diagram.players.map((player, i) => (
        <Player key={`p${i}`} player={player} u={u} />
      ))}
      {diagram.balls.map((at, i) => (
        <Ball key={`b${i}`} at={at} u={u} />
      ))}
      {frame?.inFlight.map((at, i) => (
        <Ball key={`f${i}`} at={at} u={u} />
      ))}
      {diagram.texts.map((label, i) => (
        <TextLabel key={`t${i}`} label={label} u={u} />
      ))}
      {entries.length > 0 && (
        <>
          <rect
            x={r2(bounds.minX)}
            y={r2(bounds.minY + bounds.height)}
            width={r2(bounds.width)}
            height={r2(legendHeight)}
            fill="var(--color-surface)"
          />
          <Legend entries={entries} x={bounds.minX} y={bounds.minY + bounds.height} width={bounds.width} u={u} />
        </>
      )}
    </svg>
  );
}
