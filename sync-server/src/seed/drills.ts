import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedActivityFileSchema, uuidv7, type Activity, type SeedActivity } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { nextVersion } from '../db/queries/versions';
import { activityFromRow, saveActivityRow } from '../domain/activity-rows';
import { renamedDrills } from './renamed-drills';

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
export async function seedDrills(db: Db, options: { dir?: string; now?: Date } = {}): Promise<number> {
  const files = readDrillFiles(options.dir);
  const at = (options.now ?? new Date()).toISOString();
  return inTransaction(db, async (db) => {
    const seeded = await db.selectFrom('seeded_drills').select('title').execute();
    const globals = await db.selectFrom('activities').select('title').where('organization_id', 'is', null).execute();
    const known = new Set([...seeded, ...globals].map((row) => row.title));
    let inserted = 0;
    for (const { drills } of files) {
      for (const drill of drills) {
        if (known.has(drill.title)) continue;
        known.add(drill.title);
        await saveActivityRow(db, drillToActivity(drill, await nextVersion(db, null), at));
        const remembered = { seeded_at: at, content_hash: drillContentHash(drill) };
        await db
          .insertInto('seeded_drills')
          .values({ title: drill.title, ...remembered })
          .onConflict((oc) => oc.column('title').doUpdateSet(remembered))
          .execute();
        inserted += 1;
      }
    }
    return inserted;
  });
}

/**
 * Brings provider drills seeded by an older release up to the current data files (a
 * release may add drill details, phased diagrams or fixed texts). The rule: a global activity
 * with the seed drill's title is refreshed when its seed data changed (the stored
 * fingerprint differs or is missing) and no one has edited it since the seed last wrote
 * it (its updatedAt still equals seeded_drills.seeded_at). An admin's edit moves updatedAt,
 * so edited drills are never overwritten. Its id, category and creation stay; the content
 * (texts, tips, diagram, profile, level) is replaced and the version bumped so devices pull
 * it. Returns how many drills were refreshed.
 */
export async function refreshSeededDrills(db: Db, options: { dir?: string; now?: Date } = {}): Promise<number> {
  const files = readDrillFiles(options.dir);
  const at = (options.now ?? new Date()).toISOString();
  return inTransaction(db, async (db) => {
    const seededCopies = await db
      .selectFrom('activities as a')
      .innerJoin('seeded_drills as s', 's.title', 'a.title')
      .selectAll('a')
      .select(['s.seeded_at as seeded_at', 's.content_hash as content_hash'])
      .where('a.organization_id', 'is', null)
      .execute();
    const copiesOf = new Map<string, typeof seededCopies>();
    for (const row of seededCopies) copiesOf.set(row.title, [...(copiesOf.get(row.title) ?? []), row]);
    let refreshed = 0;
    for (const { drills } of files) {
      for (const drill of drills) {
        const copies = copiesOf.get(drill.title) ?? [];
        // Two global drills with one title: an admin made the second; leave both alone.
        if (copies.length !== 1) continue;
        const row = copies[0]!;
        const hash = drillContentHash(drill);
        if (row.content_hash === hash || row.updated_at !== row.seeded_at) continue;
        const current = activityFromRow(row);
        const fresh = drillToActivity(drill, await nextVersion(db, null), at);
        await saveActivityRow(db, {
          ...fresh,
          id: current.id,
          category: current.category,
          subCategoryName: current.subCategoryName,
          diagramUrl: current.diagramUrl,
          createdBy: current.createdBy,
          createdAt: current.createdAt,
        });
        await db.updateTable('seeded_drills').set({ seeded_at: at, content_hash: hash }).where('title', '=', drill.title).execute();
        refreshed += 1;
      }
    }
    return refreshed;
  });
}

/**
 * Carries drills renamed by a later edition over to their new title (see renamed-drills.ts):
 * the seed record always follows, so the drill is not added a second time; the global
 * activity follows only while no one has edited it (its updatedAt still equals the seed's),
 * so an admin's edited copy keeps the title they knew. The refresh then brings the renamed
 * copy's content up to date. Returns how many seed records were renamed.
 */
export async function renameSeededDrills(db: Db, renames: readonly (readonly [string, string])[] = renamedDrills): Promise<number> {
  return inTransaction(db, async (db) => {
    let renamed = 0;
    for (const [from, to] of renames) {
      const seeded = await db.selectFrom('seeded_drills').select(['title', 'seeded_at']).where('title', '=', from).executeTakeFirst();
      if (!seeded) continue;
      const taken = await db.selectFrom('seeded_drills').select('title').where('title', '=', to).executeTakeFirst();
      if (taken) continue;
      await db
        .updateTable('activities')
        .set({ title: to })
        .where('title', '=', from)
        .where('organization_id', 'is', null)
        .where('updated_at', '=', seeded.seeded_at)
        .execute();
      await db.updateTable('seeded_drills').set({ title: to }).where('title', '=', from).execute();
      renamed += 1;
    }
    return renamed;
  });
}
