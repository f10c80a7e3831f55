import type { SeedActivity } from '@pitchside/shared';

/**
 * A practice of several equal grids stores one grid and how many (profile.area is per grid),
 * so every such drill reads the same way in the library and the space a session needs adds up
 * the same way. A drill of one area draws no more than that area.
 */
const counts: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const GRIDS = '(grids|boxes|squares|pitches|channels|courts|lanes|mini pitches)';
const COUNT = '(two|three|four|five|six|[2-6])';
const SIZE = '(\\d+(?:\\.\\d+)?) x (\\d+(?:\\.\\d+)?) m';
/** 'Two 20 x 20 m boxes' or 'three channels, each 10 x 25 m'. */
const SIZED_FIRST = new RegExp(`\\b${COUNT} ${SIZE} ${GRIDS}\\b`, 'i');
const COUNT_FIRST = new RegExp(`\\b${COUNT} ${GRIDS},? each ${SIZE}\\b`, 'i');

/** The grids the setup names: how many, and the size of one. */
export function namedGrids(setup: string): { grids: number; width: number; length: number } | null {
  const a = SIZED_FIRST.exec(setup);
  if (a) return { grids: counts[a[1]!.toLowerCase()] ?? Number(a[1]), width: Number(a[2]), length: Number(a[3]) };
  const b = COUNT_FIRST.exec(setup);
  if (b) return { grids: counts[b[1]!.toLowerCase()] ?? Number(b[1]), width: Number(b[3]), length: Number(b[4]) };
  return null;
}

const sameSize = (a: { width: number; length: number }, b: { width: number; length: number }) =>
  (a.width === b.width && a.length === b.length) || (a.width === b.length && a.length === b.width);

export function areaProblems(drill: Pick<SeedActivity, 'setup' | 'diagram' | 'profile'>): string[] {
  const problems: string[] = [];
  const { area } = drill.profile;
  const named = namedGrids(drill.setup);
  if (named && (named.grids !== area.grids || !sameSize(named, area))) {
    problems.push(
      `the setup names ${named.grids} grids of ${named.width} x ${named.length} m, the profile stores ${area.grids} of ${area.width} x ${area.length} m (store one grid and their number)`,
    );
  }
  const drawn = drill.diagram.area;
  const fits = (drawn.width <= area.width && drawn.length <= area.length) || (drawn.width <= area.length && drawn.length <= area.width);
  if (area.grids === 1 && !fits) problems.push(`the diagram (${drawn.width} x ${drawn.length} m) is bigger than the profile's area (${area.width} x ${area.length} m)`);
  return problems;
}
