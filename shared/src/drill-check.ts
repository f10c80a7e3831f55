import { seedActivityFileSchema } from './seed-activity';
import { diagramPoints, isInsideArea } from './diagram';

/**
 * Checks one drill data file's parsed JSON: the schema, and that every diagram element
 * lies inside its area. Returns human-readable problems (empty when the file is good).
 */
export function checkDrillFile(json: unknown): string[] {
  const parsed = seedActivityFileSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }
  const problems: string[] = [];
  for (const drill of parsed.data) {
    for (const p of diagramPoints(drill.diagram)) {
      if (!isInsideArea(drill.diagram, p)) {
        problems.push(`${drill.title}: point (${p.x}, ${p.y}) lies outside the ${drill.diagram.area.width}x${drill.diagram.area.length} area`);
      }
    }
  }
  return problems;
}
