import { COOL_DOWN, focusGroups, uuidv7, WARM_UP } from '@pitchside/shared';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { nextVersion } from '../db/queries/versions';
import { insertOrganization } from '../domain/organizations';

/** The provider organization and the global category tree every club starts from. */

export const PROVIDER_NAME = 'United FC';

/** Warm-up first, then one category per focus group, each focus option a sub-category, then Cool-down. */
export const seedCategoryTree: readonly { name: string; description: string; subCategories: readonly string[] }[] = [
  { name: WARM_UP, description: 'Activities that prepare players for the session', subCategories: [WARM_UP] },
  ...focusGroups.map((g) => ({
    name: g.group,
    description: `${g.group} themes`,
    subCategories: g.options,
  })),
  { name: COOL_DOWN, description: 'Activities that bring players down after the session', subCategories: [COOL_DOWN] },
];

/**
 * Categories a later release added to the tree, each with the seed mark that records it was
 * added (or skipped) once, so an admin may delete it for good. A fresh tree sets every mark.
 */
export const laterCategories: readonly { mark: string; name: string }[] = [
  { mark: 'goalkeeping-category', name: 'Goalkeeping' },
  { mark: 'set-pieces-category', name: 'Set Pieces' },
  { mark: 'physical-category', name: 'Physical' },
  { mark: 'futsal-category', name: 'Futsal' },
  { mark: 'cool-down-category', name: COOL_DOWN },
];

/** Creates the provider organization unless one exists. Returns its id. */
export async function seedProvider(db: Db, now: Date): Promise<string> {
  const existing = await db
    .selectFrom('organizations')
    .select('id')
    .where('type', '=', 'united_fc')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (existing) return existing.id;
  const provider = await insertOrganization(
    db,
    {
      name: PROVIDER_NAME,
      type: 'united_fc',
      contactEmail: '',
      subscriptionStatus: 'active',
      hasUnitedFcLibraryAccess: true,
    },
    now,
  );
  return provider.id;
}

/**
 * Seeds the global categories only while there are none: once an admin has shaped the
 * tree (renamed or deleted a seeded category), a restart must not bring the old one back.
 * Returns how many categories were inserted.
 */
export async function seedCategories(db: Db, now: Date): Promise<number> {
  const globals = await db.selectFrom('categories').select('id').where('organization_id', 'is', null).limit(1).executeTakeFirst();
  if (globals) return 0;
  const at = now.toISOString();
  for (const { mark } of laterCategories) {
    await db
      .insertInto('seed_marks')
      .values({ name: mark, done_at: at })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  for (const [order, category] of seedCategoryTree.entries()) {
    const id = uuidv7(now.getTime());
    await insertGlobalCategory(db, { id, name: category.name, description: category.description, order, at });
    for (const [subOrder, name] of category.subCategories.entries()) {
      await insertGlobalSubCategory(db, { categoryId: id, name, order: subOrder, at });
    }
  }
  return seedCategoryTree.length;
}

async function insertGlobalCategory(
  db: Db,
  fields: { id: string; name: string; description: string; order: number; at: string },
): Promise<void> {
  await db
    .insertInto('categories')
    .values({
      id: fields.id,
      name: fields.name,
      description: fields.description,
      display_order: fields.order,
      organization_id: null,
      version: await nextVersion(db, null),
      updated_at: fields.at,
    })
    .execute();
}

async function insertGlobalSubCategory(db: Db, fields: { categoryId: string; name: string; order: number; at: string }): Promise<void> {
  await db
    .insertInto('sub_categories')
    .values({
      id: uuidv7(Date.parse(fields.at)),
      name: fields.name,
      description: '',
      category_id: fields.categoryId,
      display_order: fields.order,
      organization_id: null,
      version: await nextVersion(db, null),
      updated_at: fields.at,
    })
    .execute();
}

/**
 * A database seeded before a later category existed (Goalkeeping, Set Pieces, Physical,
 * Futsal, Cool-down) gets it once, with its sub-categories, at the end of the provider's
 * tree, unless the tree already has a category or sub-category of one of those names. Once
 * added (or skipped), a restart never adds it again, so an admin may delete it. Returns
 * whether it was added.
 */
export async function seedLaterCategory(db: Db, now: Date, name: string): Promise<boolean> {
  const later = laterCategories.find((c) => c.name === name);
  const branch = seedCategoryTree.find((c) => c.name === name);
  if (!later || !branch) throw new Error(`${name} is not a later category of the seeded tree`);
  if (await db.selectFrom('seed_marks').select('name').where('name', '=', later.mark).executeTakeFirst()) return false;
  const at = now.toISOString();
  const names = [branch.name, ...branch.subCategories].map((n) => n.toLowerCase());
  const named = async (table: 'categories' | 'sub_categories') =>
    (await db
      .selectFrom(table)
      .select('id')
      .where('organization_id', 'is', null)
      .where(sql<string>`lower(trim(name))`, 'in', names)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  const add = !(await named('categories')) && !(await named('sub_categories'));
  if (add) {
    const last = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('display_order').as('order'))
      .where('organization_id', 'is', null)
      .executeTakeFirst();
    const order = last?.order == null ? 0 : Number(last.order) + 1;
    const id = uuidv7(now.getTime());
    await insertGlobalCategory(db, { id, name: branch.name, description: branch.description, order, at });
    for (const [subOrder, sub] of branch.subCategories.entries()) {
      await insertGlobalSubCategory(db, { categoryId: id, name: sub, order: subOrder, at });
    }
  }
  await db.insertInto('seed_marks').values({ name: later.mark, done_at: at }).execute();
  return add;
}

/** Every later category an existing tree lacks, in tree order. Returns the names added. */
export async function seedLaterCategories(db: Db, now: Date): Promise<string[]> {
  const added: string[] = [];
  for (const { name } of laterCategories) if (await seedLaterCategory(db, now, name)) added.push(name);
  return added;
}
