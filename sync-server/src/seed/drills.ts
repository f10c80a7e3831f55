import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedActivityFileSchema, uuidv7, type Activity, type SeedActivity } from '@pitchside/shared';
import { nextVersion, type Db } from '../db/database';
import { activityFromRow, saveActivityRow, type ActivityRow } from '../domain/activity-rows';

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
    profile: drill.profile,
    organizationId: null,
    createdBy: null,
    createdAt: at,
    version,
    updatedAt: at,
  };
}

/** Fingerprint of a drill's seed data: when it changes, the library's copy may need a refresh. */
export function drillContentHash(drill: SeedActivity): string {
  return createHash('sha256').update(JSON.stringify(drill)).digest('base64url');
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
  const remember = db.prepare(
    `INSERT INTO seeded_drills (title, seeded_at, content_hash) VALUES (?, ?, ?)
     ON CONFLICT (title) DO UPDATE SET seeded_at = excluded.seeded_at, content_hash = excluded.content_hash`,
  );
  return db.transaction(() => {
    let inserted = 0;
    for (const { drills } of files) {
      for (const drill of drills) {
        if (exists.get({ title: drill.title })) continue;
        saveActivityRow(db, drillToActivity(drill, nextVersion(db), at));
        remember.run(drill.title, at, drillContentHash(drill));
        inserted += 1;
      }
    }
    return inserted;
  })();
}

/**
 * Brings provider drills seeded by an older release up to the current data files (issue 12
 * added the drill profile, phased diagrams and fixed texts). The rule: a global activity
 * with the seed drill's title is refreshed when its seed data changed (the stored
 * fingerprint differs or is missing) and no one has edited it since the seed last wrote
 * it (its updatedAt still equals seeded_drills.seeded_at). An admin's edit moves updatedAt,
 * so edited drills are never overwritten. Its id, category and creation stay; the content
 * (texts, tips, diagram, profile, level) is replaced and the version bumped so devices pull
 * it. Returns how many drills were refreshed.
 */
export function refreshSeededDrills(db: Db, options: { dir?: string; now?: Date } = {}): number {
  const files = readDrillFiles(options.dir);
  const at = (options.now ?? new Date()).toISOString();
  const findCopy = db.prepare(
    `SELECT a.*, s.seeded_at AS seeded_at, s.content_hash AS content_hash
     FROM activities a JOIN seeded_drills s ON s.title = a.title
     WHERE a.organization_id IS NULL AND a.title = ?`,
  );
  const remember = db.prepare('UPDATE seeded_drills SET seeded_at = ?, content_hash = ? WHERE title = ?');
  return db.transaction(() => {
    let refreshed = 0;
    for (const { drills } of files) {
      for (const drill of drills) {
        const copies = findCopy.all(drill.title) as (ActivityRow & { seeded_at: string; content_hash: string | null })[];
        // Two global drills with one title: an admin made the second; leave both alone.
        if (copies.length !== 1) continue;
        const row = copies[0]!;
        const hash = drillContentHash(drill);
        if (row.content_hash === hash || row.updated_at !== row.seeded_at) continue;
        const current = activityFromRow(row);
        const fresh = drillToActivity(drill, nextVersion(db), at);
        saveActivityRow(db, {
          ...fresh,
          id: current.id,
          category: current.category,
          subCategoryName: current.subCategoryName,
          diagramUrl: current.diagramUrl,
          createdBy: current.createdBy,
          createdAt: current.createdAt,
        });
        remember.run(at, hash, drill.title);
        refreshed += 1;
      }
    }
    return refreshed;
  })();
}
