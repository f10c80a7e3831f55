import { seedActivityFileSchema, type SeedActivity } from './seed-activity';
import { diagramPoints, isInsideArea } from './diagram';
import { noHeadingAgeBands } from './drill-profile';
import { activityLevels, COOL_DOWN, focusOptions, WARM_UP } from './vocabulary';

/**
 * The rules the provider's drill library is held to (issue 12): the schema, pieces inside
 * the area, diagrams that show the players the profile states, consistent phases, age-
 * appropriate content, and no two drills that are near-copies of each other.
 */

/** Checks one drill data file's parsed JSON. Returns human-readable problems (empty when good). */
export function checkDrillFile(json: unknown): string[] {
  const parsed = seedActivityFileSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${describePath(json, i.path)}: ${i.message}`);
  }
  return parsed.data.flatMap(checkDrill);
}

function describePath(json: unknown, path: readonly PropertyKey[]): string {
  const [index, ...rest] = path;
  const item = Array.isArray(json) && typeof index === 'number' ? (json[index] as { title?: unknown } | undefined) : undefined;
  const title = item && typeof item.title === 'string' ? `"${item.title}"` : String(index);
  return [title, ...rest.map(String)].join('.');
}

const HEADING = /\bhead(er|ers|ing|ed|s)?\b/i;
/** Exercise as a sanction has no place in youth coaching. */
const PUNISHMENT = /\b(push-?ups?|press-?ups?|sit-?ups?|burpees?|punish\w*|penalty laps?|forfeit sprints?)\b/i;

export function checkDrill(drill: SeedActivity): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${drill.title}: ${text}`);
  const { diagram, profile } = drill;

  for (const p of diagramPoints(diagram)) {
    if (!isInsideArea(diagram, p)) say(`point (${p.x}, ${p.y}) lies outside the ${diagram.area.width}x${diagram.area.length} area`);
  }

  const drawn = diagram.players.length;
  if (drawn < profile.players.min || drawn > profile.players.max) {
    say(`the diagram shows ${drawn} players, the profile says ${profile.players.min}-${profile.players.max}`);
  }
  const keepers = diagram.players.filter((p) => p.role === 'keeper').length;
  if (keepers !== profile.players.goalkeepers) {
    say(`the diagram shows ${keepers} goalkeepers, the profile says ${profile.players.goalkeepers}`);
  }

  const phases = diagram.phases.length;
  if (phases === 1) say('a phased diagram needs at least two phases');
  for (const arrow of diagram.arrows) {
    if (phases === 0 && arrow.phase !== undefined) say(`an arrow names phase ${arrow.phase} but the diagram has no phases`);
    if (phases > 0 && (arrow.phase === undefined || arrow.phase > phases)) {
      say(`every arrow of a phased diagram needs a phase from 1 to ${phases}`);
    }
  }
  for (let phase = 1; phase <= phases; phase++) {
    if (!diagram.arrows.some((a) => a.phase === phase)) say(`phase ${phase} has no arrow`);
  }

  const text = drillText(drill);
  if (HEADING.test(text) && profile.ageBands.some((band) => noHeadingAgeBands.includes(band))) {
    say(`mentions heading but is offered to ${profile.ageBands.join(', ')} (no heading practice under 12)`);
  }
  const punishment = PUNISHMENT.exec(text);
  if (punishment) say(`uses exercise as a sanction ("${punishment[0]}")`);
  return problems;
}

/** All the prose of a drill, for content rules and similarity. */
export function drillText(drill: SeedActivity): string {
  return [
    drill.setup,
    drill.instructions,
    ...drill.coachingPoints,
    ...drill.simplifyTips,
    ...drill.progressTips,
    ...drill.variationTips,
    ...drill.playerNumberAdaptations,
    ...drill.troubleshooting.flatMap((t) => [t.problem, t.solution, t.coachingTip]),
  ].join('\n');
}

/** Word trigrams of the setup and instructions: what makes two drills the same practice. */
function shingles(drill: SeedActivity): Set<string> {
  const words = `${drill.setup} ${drill.instructions}`
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Share of trigrams two drills have in common (Jaccard, 0..1). */
export function drillSimilarity(a: SeedActivity, b: SeedActivity): number {
  return jaccard(shingles(a), shingles(b));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Above this share of common trigrams two drills are near-copies. */
export const NEAR_COPY_SIMILARITY = 0.3;
export const MIN_LIBRARY_SIZE = 220;
export const MIN_PER_FOCUS_AND_LEVEL = 3;
export const MIN_GOALKEEPING = 10;
export const libraryFocuses: readonly string[] = [WARM_UP, ...focusOptions, COOL_DOWN];
/** The content types the third edition added; they have total targets, not a grid per level. */
export const newContentFocuses: readonly string[] = ['Attacking Set Pieces', 'Defending Set Pieces', 'Injury Prevention', 'Physical Literacy', 'Futsal', COOL_DOWN];
/** The focuses held to the per-level and per-age-band grid. */
export const gridFocuses: readonly string[] = libraryFocuses.filter((f) => !newContentFocuses.includes(f));

export type LibraryCounts = Record<string, Record<(typeof activityLevels)[number], number>>;

export function countLibrary(drills: readonly SeedActivity[]): LibraryCounts {
  const counts: LibraryCounts = {};
  for (const focus of libraryFocuses) counts[focus] = { Beginner: 0, Intermediate: 0, Advanced: 0 };
  for (const d of drills) {
    const row = counts[d.focus];
    if (row) row[d.abilityLevel]++;
  }
  return counts;
}

/** Rules across the whole library: size, coverage per focus and level, unique titles, no near-copies. */
export function checkDrillLibrary(drills: readonly SeedActivity[]): string[] {
  const problems: string[] = [];
  if (drills.length < MIN_LIBRARY_SIZE) problems.push(`the library has ${drills.length} drills, at least ${MIN_LIBRARY_SIZE} are needed`);
  const counts = countLibrary(drills);
  for (const [focus, row] of Object.entries(counts)) {
    if (!gridFocuses.includes(focus)) continue;
    if (focus === 'Goalkeeping') {
      const total = row.Beginner + row.Intermediate + row.Advanced;
      if (total < MIN_GOALKEEPING) problems.push(`Goalkeeping has ${total} drills, at least ${MIN_GOALKEEPING} are needed`);
      continue;
    }
    for (const level of activityLevels) {
      if (row[level] < MIN_PER_FOCUS_AND_LEVEL) {
        problems.push(`${focus} / ${level} has ${row[level]} drills, at least ${MIN_PER_FOCUS_AND_LEVEL} are needed`);
      }
    }
  }
  const seen = new Map<string, string>();
  for (const d of drills) {
    const key = d.title.trim().toLowerCase();
    if (seen.has(key)) problems.push(`the title "${d.title}" is used twice`);
    seen.set(key, d.title);
  }
  const sets = drills.map(shingles);
  for (let i = 0; i < drills.length; i++) {
    for (let j = i + 1; j < drills.length; j++) {
      const similarity = jaccard(sets[i]!, sets[j]!);
      if (similarity > NEAR_COPY_SIMILARITY) {
        problems.push(`"${drills[i]!.title}" and "${drills[j]!.title}" are near-copies (${Math.round(similarity * 100)}% of their setup and instructions in common)`);
      }
    }
  }
  return problems;
}
