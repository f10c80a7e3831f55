/**
 * Match formats and their common shapes. A formation lists the outfield positions from the
 * back; the keeper is added by the format. Coordinates are in a 0-100 box across (x) and up
 * the pitch from the team's own goal (y), for drawing a lineup on the diagram renderer.
 */

export const gameFormats = ['4v4', '5v5', '7v7', '9v9', '11v11'] as const;
export type GameFormat = (typeof gameFormats)[number];

export const pitchLines = ['defence', 'midfield', 'attack'] as const;
export type PitchLine = (typeof pitchLines)[number];

/** Players a side has on the pitch, and whether one of them keeps goal (4v4 plays without). */
export const formatSides: Readonly<Record<GameFormat, { onField: number; keeper: boolean }>> = {
  '4v4': { onField: 4, keeper: false },
  '5v5': { onField: 5, keeper: true },
  '7v7': { onField: 7, keeper: true },
  '9v9': { onField: 9, keeper: true },
  '11v11': { onField: 11, keeper: true },
};

export type FormationPosition = { code: string; line: PitchLine | 'goal'; x: number; y: number };
export type Formation = { name: string; positions: readonly FormationPosition[] };

/** Outfield players per line, back to front: '2-3-1' is two defenders, three midfielders, one forward. */
const shapes: Readonly<Record<GameFormat, readonly string[]>> = {
  '4v4': ['1-2-1', '2-2'],
  '5v5': ['2-1-1', '1-2-1', '2-2'],
  '7v7': ['2-3-1', '3-2-1', '3-1-2', '2-1-2-1'],
  '9v9': ['3-2-3', '3-3-2', '2-3-2-1', '3-1-3-1'],
  '11v11': ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2'],
};

const lineCodes: Readonly<Record<PitchLine, readonly string[]>> = {
  defence: ['CB', 'LB', 'RB', 'LCB', 'RCB'],
  midfield: ['CM', 'LM', 'RM', 'LCM', 'RCM'],
  attack: ['ST', 'LW', 'RW', 'LS', 'RS'],
};

/** Which line each band of a shape plays in: the first band defends, the last attacks. */
function linesOfShape(bands: number): PitchLine[] {
  if (bands === 1) return ['midfield'];
  if (bands === 2) return ['defence', 'attack'];
  return Array.from({ length: bands }, (_, i) => (i === 0 ? 'defence' : i === bands - 1 ? 'attack' : 'midfield'));
}

/** Codes for n players across one line, left to right, named from the centre out. */
function codesAcross(line: PitchLine, n: number, band: number): string[] {
  const [centre, left, right, leftCentre, rightCentre] = lineCodes[line];
  const suffix = band > 0 ? String(band + 1) : '';
  const named = (code: string | undefined) => `${code ?? centre}${suffix}`;
  if (n === 1) return [named(centre)];
  if (n === 2) return [named(leftCentre), named(rightCentre)];
  if (n === 3) return [named(left), named(centre), named(right)];
  if (n === 4) return [named(left), named(leftCentre), named(rightCentre), named(right)];
  return [named(left), named(leftCentre), named(centre), named(rightCentre), named(right)];
}

export function formationOf(format: GameFormat, shape: string): Formation | undefined {
  if (!shapes[format].includes(shape)) return undefined;
  const counts = shape.split('-').map(Number);
  const lines = linesOfShape(counts.length);
  const seen = new Map<PitchLine, number>();
  const positions: FormationPosition[] = formatSides[format].keeper ? [{ code: 'GK', line: 'goal', x: 50, y: 6 }] : [];
  counts.forEach((count, band) => {
    const line = lines[band]!;
    const bandOfLine = seen.get(line) ?? 0;
    seen.set(line, bandOfLine + 1);
    const y = Math.round(22 + (band * 64) / Math.max(1, counts.length - 1));
    codesAcross(line, count, bandOfLine).forEach((code, i) => {
      positions.push({ code, line, x: Math.round(((i + 1) * 100) / (count + 1)), y });
    });
  });
  return { name: shape, positions };
}

export function formationsFor(format: GameFormat): Formation[] {
  return shapes[format].map((shape) => formationOf(format, shape)!);
}

export function defaultFormation(format: GameFormat): Formation {
  return formationOf(format, shapes[format][0]!)!;
}
