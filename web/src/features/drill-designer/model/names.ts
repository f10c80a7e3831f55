import type { Diagram } from '@pitchside/shared';
import { allPieces, findPiece, type AnyPiece } from './pieces';

/** What each piece is called in the Pieces list and to a screen reader. */

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const roleName = { player: 'player', keeper: 'keeper', neutral: 'neutral', server: 'server', coach: 'coach' } as const;
const arrowName = { pass: 'Pass', run: 'Run', dribble: 'Dribble', shot: 'Shot', lofted: 'Lofted pass' } as const;
const goalName = { full: 'Full goal', mini: 'Mini goal', 'pop-up': 'Pop-up goal' } as const;

function baseName(p: AnyPiece): string {
  switch (p.kind) {
    case 'player': {
      if (p.piece.role === 'coach') return p.piece.label ? `Coach ${p.piece.label}` : 'Coach';
      const name = `${capital(p.piece.team)} ${roleName[p.piece.role]}`;
      return p.piece.label ? `${name} ${p.piece.label}` : name;
    }
    case 'cone':
      return `${capital(p.piece.colour)} cone`;
    case 'mannequin':
      return 'Mannequin';
    case 'pole':
      return 'Pole';
    case 'ball':
      return 'Ball';
    case 'goal':
      return `${goalName[p.piece.size]} facing ${p.piece.facing}`;
    case 'gate':
      return `${capital(p.piece.colour)} cone gate`;
    case 'zone':
      return p.piece.label ? `Zone "${p.piece.label}"` : `${p.piece.tone === 'neutral' ? '' : `${capital(p.piece.tone)} `}Zone`;
    case 'line':
      return p.piece.label ? `Rule line "${p.piece.label}"` : 'Rule line';
    case 'text':
      return `Text "${p.piece.text}"`;
    case 'arrow':
      return `${arrowName[p.piece.kind]} arrow`;
  }
}

/**
 * Names for every piece, numbered where several share a name ("Red player 2"), an arrow
 * saying whose movement it is.
 */
export function pieceNames(d: Diagram): Map<string, string> {
  const pieces = allPieces(d);
  const bases = new Map(pieces.map((p) => [p.id, baseName(p)]));
  const totals = new Map<string, number>();
  for (const name of bases.values()) totals.set(name, (totals.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const p of pieces) {
    const base = bases.get(p.id)!;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    names.set(p.id, totals.get(base)! > 1 ? `${base} ${n}` : base);
  }
  for (const p of pieces) {
    if (p.kind !== 'arrow') continue;
    const parts = [names.get(p.id)!];
    if (p.piece.piece && findPiece(d, p.piece.piece)) parts.push(`by ${names.get(p.piece.piece)}`);
    if (p.piece.phase !== undefined && d.phases.length > 0) parts.push(`in phase ${p.piece.phase}`);
    names.set(p.id, parts.join(' '));
  }
  return names;
}
