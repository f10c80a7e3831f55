import {
  can,
  canOn,
  uuidv7,
  type Actor,
  type Category,
  type SubCategory,
} from '@pitchside/shared';
import type { z } from 'zod';
import type {
  createCategoryRequestSchema,
  createSubCategoryRequestSchema,
  updateCategoryRequestSchema,
  updateSubCategoryRequestSchema,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import {
  categoryRow,
  categoryRowsFor,
  insertCategoryRow,
  insertSubCategoryRow,
  subCategoryRow,
  subCategoryRowsFor,
  updateCategoryRow,
  updateSubCategoryRow,
} from '../db/queries/categories';
import { ofCategory, withId } from '../db/queries/row-conditions';
import { deleteSyncedRows } from '../db/queries/synced-rows';
import { nextVersion } from '../db/queries/versions';
import type { CategoriesTable, SubCategoriesTable } from '../db/tables';
import { badRequest, forbidden, notFound } from './errors';
import { getOrganization } from './organizations';
import { toCategory, toSubCategory } from './rows';

/**
 * Categories and sub-categories: global ones (organizationId null, the provider's) plus
 * each organization's own. Synced tables: every write takes a new version.
 */

type CategoryRow = CategoriesTable;
type SubCategoryRow = SubCategoriesTable;

export type CreateCategoryInput = z.infer<typeof createCategoryRequestSchema>;
export type UpdateCategoryInput = z.infer<typeof updateCategoryRequestSchema>;
export type CreateSubCategoryInput = z.infer<typeof createSubCategoryRequestSchema>;
export type UpdateSubCategoryInput = z.infer<typeof updateSubCategoryRequestSchema>;

export async function listCategories(db: Db, organizationId: string): Promise<Category[]> {
  const rows = await categoryRowsFor(db, organizationId);
  return rows.map(toCategory);
}

export async function listSubCategories(db: Db, organizationId: string): Promise<SubCategory[]> {
  const rows = await subCategoryRowsFor(db, organizationId);
  return rows.map(toSubCategory);
}

/** Another organization's row is "not found", except for a super admin. */
function sees(actor: Actor, row: { organization_id: string | null }): boolean {
  return actor.role === 'admin' || row.organization_id === null || row.organization_id === actor.organizationId;
}

async function visibleCategoryRow(db: Db, actor: Actor, id: string): Promise<CategoryRow | undefined> {
  const row = await categoryRow(db, id);
  return row && sees(actor, row) ? row : undefined;
}

async function visibleSubCategoryRow(db: Db, actor: Actor, id: string): Promise<SubCategoryRow | undefined> {
  const row = await subCategoryRow(db, id);
  return row && sees(actor, row) ? row : undefined;
}

function assertManages(actor: Actor, organizationId: string | null): void {
  if (!can(actor, 'manageCategories') || !canOn(actor, 'manageCategory', { organizationId })) {
    throw forbidden("You don't have permission to manage these categories");
  }
}

/** The row the actor may change: not found unless they see it, refused unless they manage it. */
function managedRow<Row extends CategoryRow>(actor: Actor, row: Row | undefined, missingMessage: string): Row {
  if (!row) throw notFound(missingMessage);
  assertManages(actor, row.organization_id);
  return row;
}

/** What a rename or reorder writes (a field left out keeps its value), with the row's new version. */
async function renamedColumns(db: Db, row: CategoryRow, patch: UpdateCategoryInput, now: Date) {
  return {
    name: patch.name ?? row.name,
    description: patch.description ?? row.description,
    display_order: patch.displayOrder ?? row.display_order,
    version: await nextVersion(db, row.organization_id),
    updated_at: now.toISOString(),
  };
}

/**
 * Where a new row belongs. The spec's forms always send organizationId null; from an
 * org admin that means their own organization (they cannot make global rows).
 */
async function ownerFor(db: Db, actor: Actor, requested: string | null): Promise<string | null> {
  const owner = actor.role === 'admin' ? requested : (requested ?? actor.organizationId);
  if (owner !== null && !(await getOrganization(db, owner))) {
    throw badRequest('Organization not found', { organizationId: 'Organization not found' });
  }
  return owner;
}

/**
 * A sub-category must sit under a category every device that sees it also sees:
 * a global one, or its own organization's.
 */
async function assertParentFits(db: Db, actor: Actor, categoryId: string, owner: string | null): Promise<void> {
  const parent = await visibleCategoryRow(db, actor, categoryId);
  if (!parent) throw badRequest('Category not found', { categoryId: 'Category not found' });
  if (parent.organization_id !== null && parent.organization_id !== owner) {
    throw badRequest("A sub-category must belong to its category's organization", {
      categoryId: "A sub-category must belong to its category's organization",
    });
  }
}

/** A new row of the owner's, with its first version. */
async function newCategoryColumns(db: Db, input: CreateCategoryInput, owner: string | null, now: Date): Promise<CategoryRow> {
  return {
    id: uuidv7(now.getTime()),
    name: input.name,
    description: input.description,
    display_order: input.displayOrder,
    organization_id: owner,
    version: await nextVersion(db, owner),
    updated_at: now.toISOString(),
  };
}

export async function createCategory(db: Db, actor: Actor, input: CreateCategoryInput, now: Date): Promise<Category> {
  return inTransaction(db, async (db) => {
    const owner = await ownerFor(db, actor, input.organizationId);
    assertManages(actor, owner);
    const row = await newCategoryColumns(db, input, owner, now);
    await insertCategoryRow(db, row);
    return toCategory((await categoryRow(db, row.id))!);
  });
}

/** Renames or reorders; a category keeps its owner (moving it would strand devices' copies). */
export async function updateCategory(db: Db, actor: Actor, id: string, patch: UpdateCategoryInput, now: Date): Promise<Category> {
  return inTransaction(db, async (db) => {
    const row = managedRow(actor, await visibleCategoryRow(db, actor, id), 'Category not found');
    await updateCategoryRow(db, id, await renamedColumns(db, row, patch, now));
    return toCategory((await categoryRow(db, id))!);
  });
}

/** Its sub-categories (any organization's) go too, each with a tombstone. */
export async function deleteCategory(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  await inTransaction(db, async (db) => {
    managedRow(actor, await visibleCategoryRow(db, actor, id), 'Category not found');
    await deleteSyncedRows(db, 'subCategories', ofCategory(id), now);
    await deleteSyncedRows(db, 'categories', withId(id), now);
  });
}

export async function createSubCategory(db: Db, actor: Actor, input: CreateSubCategoryInput, now: Date): Promise<SubCategory> {
  return inTransaction(db, async (db) => {
    const owner = await ownerFor(db, actor, input.organizationId);
    assertManages(actor, owner);
    await assertParentFits(db, actor, input.categoryId, owner);
    const row = { ...(await newCategoryColumns(db, input, owner, now)), category_id: input.categoryId };
    await insertSubCategoryRow(db, row);
    return toSubCategory((await subCategoryRow(db, row.id))!);
  });
}

export async function updateSubCategory(
  db: Db,
  actor: Actor,
  id: string,
  patch: UpdateSubCategoryInput,
  now: Date,
): Promise<SubCategory> {
  return inTransaction(db, async (db) => {
    const row = managedRow(actor, await visibleSubCategoryRow(db, actor, id), 'Sub-category not found');
    const categoryId = patch.categoryId ?? row.category_id;
    if (categoryId !== row.category_id) await assertParentFits(db, actor, categoryId, row.organization_id);
    await updateSubCategoryRow(db, id, { ...(await renamedColumns(db, row, patch, now)), category_id: categoryId });
    return toSubCategory((await subCategoryRow(db, id))!);
  });
}

export async function deleteSubCategory(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  await inTransaction(db, async (db) => {
    managedRow(actor, await visibleSubCategoryRow(db, actor, id), 'Sub-category not found');
    await deleteSyncedRows(db, 'subCategories', withId(id), now);
  });
}
