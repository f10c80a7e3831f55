import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedActivityFileSchema, uuidv7, type Activity, type SeedActivity } from '@pitchside/shared';
import { nextVersion, type Db } from '../db/database';
import { saveActivityRow } from '../domain/activity-rows';

/** The provider's drill library as data files, one per category (seed/drills/*.json). */
export const DRILLS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'drills');

type DrillFile = { file: string; drills: SeedActivity[] };

function titleAt(raw: unknown, index: unknown): string {
  if (!Array.isArray(raw) || typeof index !== 'number') return '(file)';
  const item: unknown = raw[index];
  if (typeof item === 'object' && item !== null && 'title' in item && typeof item.title === 'string') {
    return `"${item.title}"`;
  }
  return `drill #${index + 1}`;
}

/** Reads and checks every file first, so a bad file stops the seed before anything is written. */
export function readDrillFiles(dir: string = DRILLS_DIR): DrillFile[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((file) => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`Drill file ${file} is not valid JSON: ${(error as Error).message}`);
    }
    const parsed = seedActivityFileSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .slice(0, 5)
        .map((i) => `${titleAt(raw, i.path[0])} ${i.path.slice(1).join('.') || ''}: ${i.message}`.replace(/ +:/, ':'));
      throw new Error(`Drill file ${file} is invalid:\n  ${problems.join('\n  ')}`);
    }
    return { file, drills: parsed.data };
  });
}

function drillToActivity(drill: SeedActivity, version: number, at: string): Activity {
  return {
    id: uuidv7(),
    title: drill.title,
    category: drill.focus,
    subCategoryName: drill.focus,
    abilityLevel: drill.abilityLevel,
    setup: drill.setup,
    instructions: drill.instructions,
    coachingPoints: drill.coachingPoints,
    playerNumberAdaptations: drill.playerNumberAdaptations,
    simplifyTips: drill.simplifyTips,
    progressTips: drill.progressTips,
    variationTips: drill.variationTips,
    troubleshootTips: [],
    troubleshooting: drill.troubleshooting,
    diagram: drill.diagram,
    diagramUrl: null,
    organizationId: null,
    createdBy: null,
    createdAt: at,
    version,
    updatedAt: at,
  };
}

/**
 * Inserts every drill not seeded before as a global activity, so it is safe on every
 * start-up, a new data file adds its drills, and a drill an admin deleted stays deleted.
 * Returns how many were inserted.
 */
export function seedDrills(db: Db, options: { dir?: string; now?: Date } = {}): number {
  const files = readDrillFiles(options.dir);
  const at = (options.now ?? new Date()).toISOString();
  const exists = db
    .prepare(
      `SELECT 1 FROM seeded_drills WHERE title = @title
       UNION ALL SELECT 1 FROM activities WHERE organization_id IS NULL AND title = @title LIMIT 1`,
    )
    .pluck();
  const remember = db.prepare('INSERT OR IGNORE INTO seeded_drills (title, seeded_at) VALUES (?, ?)');
  return db.transaction(() => {
    let inserted = 0;
    for (const { drills } of files) {
      for (const drill of drills) {
        if (exists.get({ title: drill.title })) continue;
        saveActivityRow(db, drillToActivity(drill, nextVersion(db), at));
        remember.run(drill.title, at);
        inserted += 1;
      }
    }
    return inserted;
  })();
}
