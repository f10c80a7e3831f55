import { focusGroups, uuidv7, WARM_UP } from '@pitchside/shared';
import { nextVersion, type Db } from '../db/database';
import { insertOrganization } from '../domain/organizations';

/** The provider organization and the global category tree every club starts from. */

export const PROVIDER_NAME = 'United FC';

/** Warm-up first, then one category per focus group, each focus option a sub-category. */
export const seedCategoryTree: readonly { name: string; description: string; subCategories: readonly string[] }[] = [
  { name: WARM_UP, description: 'Activities that prepare players for the session', subCategories: [WARM_UP] },
  ...focusGroups.map((g) => ({
    name: g.group,
    description: `${g.group} themes`,
    subCategories: g.options,
  })),
];

/** Creates the provider organization unless one exists. Returns its id. */
export function seedProvider(db: Db, now: Date): string {
  const existing = db.prepare("SELECT id FROM organizations WHERE type = 'united_fc' ORDER BY created_at LIMIT 1").pluck().get() as
    | string
    | undefined;
  if (existing) return existing;
  return insertOrganization(
    db,
    {
      name: PROVIDER_NAME,
      type: 'united_fc',
      contactEmail: '',
      subscriptionStatus: 'active',
      hasUnitedFcLibraryAccess: true,
    },
    now,
  ).id;
}

/**
 * Seeds the global categories only while there are none: once an admin has shaped the
 * tree (renamed or deleted a seeded category), a restart must not bring the old one back.
 * Returns how many categories were inserted.
 */
export function seedCategories(db: Db, now: Date): number {
  const globals = db.prepare('SELECT COUNT(*) FROM categories WHERE organization_id IS NULL').pluck().get() as number;
  if (globals > 0) return 0;
  const at = now.toISOString();
  const insertCategory = db.prepare(
    `INSERT INTO categories (id, name, description, display_order, organization_id, version, updated_at)
     VALUES (?, ?, ?, ?, NULL, ?, ?)`,
  );
  const insertSub = db.prepare(
    `INSERT INTO sub_categories (id, name, description, category_id, display_order, organization_id, version, updated_at)
     VALUES (?, ?, '', ?, ?, NULL, ?, ?)`,
  );
  db.prepare('INSERT OR IGNORE INTO seed_marks (name, done_at) VALUES (?, ?)').run('goalkeeping-category', at);
  seedCategoryTree.forEach((category, order) => {
    const id = uuidv7(now.getTime());
    insertCategory.run(id, category.name, category.description, order, nextVersion(db), at);
    category.subCategories.forEach((name, subOrder) => {
      insertSub.run(uuidv7(now.getTime()), name, id, subOrder, nextVersion(db), at);
    });
  });
  return seedCategoryTree.length;
}

const GOALKEEPING = 'Goalkeeping';

/**
 * A database seeded before the Goalkeeping focus existed gets its category and sub-category
 * once, at the end of the provider's tree, unless the tree already has something called
 * Goalkeeping. Once added (or skipped), a restart never adds it again, so an admin may delete
 * it. Returns whether it was added.
 */
export function seedGoalkeepingCategory(db: Db, now: Date): boolean {
  const mark = 'goalkeeping-category';
  if (db.prepare('SELECT 1 FROM seed_marks WHERE name = ?').pluck().get(mark)) return false;
  const at = now.toISOString();
  const named = (table: 'categories' | 'sub_categories') =>
    db.prepare(`SELECT 1 FROM ${table} WHERE organization_id IS NULL AND lower(trim(name)) = lower(?) LIMIT 1`).pluck().get(GOALKEEPING);
  const add = !named('categories') && !named('sub_categories');
  if (add) {
    const order = db.prepare('SELECT COALESCE(MAX(display_order) + 1, 0) FROM categories WHERE organization_id IS NULL').pluck().get() as number;
    const id = uuidv7(now.getTime());
    db.prepare(
      `INSERT INTO categories (id, name, description, display_order, organization_id, version, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?)`,
    ).run(id, GOALKEEPING, `${GOALKEEPING} themes`, order, nextVersion(db), at);
    db.prepare(
      `INSERT INTO sub_categories (id, name, description, category_id, display_order, organization_id, version, updated_at)
       VALUES (?, ?, '', ?, 0, NULL, ?, ?)`,
    ).run(uuidv7(now.getTime()), GOALKEEPING, id, nextVersion(db), at);
  }
  db.prepare('INSERT INTO seed_marks (name, done_at) VALUES (?, ?)').run(mark, at);
  return add;
}
