import { memo } from 'react';
import { Arrow, Ball, Cone, Goal, GroundLine, Mannequin, Player, Zone } from '@pitchside/pitch-card/diagram';
import { Gate, Pole, TextLabel } from '@pitchside/pitch-card/diagram';
import type { AnyPiece } from './model/pieces';

/**
 * One piece on the designer's pitch, drawn with the diagram's own pieces so it looks as it
 * will everywhere else, inside a group that names it for pointer hits. Memoised: while a
 * piece is dragged only it redraws.
 */
type Props = {
  p: AnyPiece;
  u: number;
  /** Radius in metres that a tap must land within (a finger is wider than a ball). */
  hit: number;
  /** Arrows of an earlier phase are drawn faint and cannot be picked. */
  faint?: boolean;
};

const r2 = (n: number) => Math.round(n * 100) / 100;
/** The offset of a dragged piece, written by the drag's own handler (see DesignerCanvas). */
export const translate = (dx: number, dy: number) => `translate(${r2(dx)} ${r2(dy)})`;

export const DesignerPiece = memo(function DesignerPiece({ p, u, hit, faint = false }: Props) {
  return (
    <g
      data-piece-id={faint ? undefined : p.id}
      data-kind={p.kind}
      opacity={faint ? 0.3 : undefined}
      style={faint ? { pointerEvents: 'none' } : undefined}
    >
      {drawn(p, u)}
      {hitArea(p, hit)}
    </g>
  );
});

function drawn(p: AnyPiece, u: number) {
  switch (p.kind) {
    case 'player':
      return <Player player={p.piece} u={u} />;
    case 'cone':
      return <Cone cone={p.piece} u={u} />;
    case 'mannequin':
      return <Mannequin at={p.piece} u={u} />;
    case 'ball':
      return <Ball at={p.piece} u={u} />;
    case 'goal':
      return p.piece.rotation ? (
        <g transform={`rotate(${p.piece.rotation} ${r2(p.piece.x)} ${r2(p.piece.y)})`}>
          <Goal goal={p.piece} u={u} />
        </g>
      ) : (
        <Goal goal={p.piece} u={u} />
      );
    case 'zone':
      return <Zone zone={p.piece} u={u} label={p.piece.label ? { x: p.piece.x + 0.4 * u, y: p.piece.y + 0.4 * u, anchor: 'start', fontSize: 0.9 * u } : undefined} />;
    case 'line':
      return <GroundLine line={p.piece} u={u} />;
    case 'arrow':
      return <Arrow arrow={p.piece} u={u} />;
    case 'pole':
      return <Pole at={p.piece} u={u} />;
    case 'gate':
      return <Gate gate={p.piece} u={u} />;
    case 'text':
      return <TextLabel label={p.piece} u={u} />;
  }
}

/** An invisible, finger-sized target over the piece. */
function hitArea(p: AnyPiece, hit: number) {
  const clear = { fill: 'transparent', stroke: 'transparent' } as const;
  switch (p.kind) {
    case 'zone':
      return null;
    case 'line':
    case 'gate':
      return <line x1={r2(p.piece.from.x)} y1={r2(p.piece.from.y)} x2={r2(p.piece.to.x)} y2={r2(p.piece.to.y)} stroke="transparent" strokeWidth={r2(hit * 1.4)} strokeLinecap="round" />;
    case 'arrow': {
      const { from, to, via } = p.piece;
      const d = via ? `M${r2(from.x)} ${r2(from.y)} Q${r2(via.x)} ${r2(via.y)} ${r2(to.x)} ${r2(to.y)}` : `M${r2(from.x)} ${r2(from.y)} L${r2(to.x)} ${r2(to.y)}`;
      return <path d={d} fill="none" stroke="transparent" strokeWidth={r2(hit * 1.2)} strokeLinecap="round" />;
    }
    default:
      return <circle cx={r2(p.piece.x)} cy={r2(p.piece.y)} r={r2(hit)} {...clear} />;
  }
}
