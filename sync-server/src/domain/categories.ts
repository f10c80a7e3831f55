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
import type { Db } from '../db/database';
import { nextVersion } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/errors';
import { deleteSyncedRows, getOrganization } from './organizations';

/**
 * Categories and sub-categories: global ones (organizationId null, the provider's) plus
 * each organization's own. Synced tables: every write takes a new version.
 */

type CategoryRow = {
  id: string;
  name: string;
  description: string;
  display_order: number;
  organization_id: string | null;
  version: number;
  updated_at: string;
};
type SubCategoryRow = CategoryRow & { category_id: string };

export type CreateCategoryInput = z.infer<typeof createCategoryRequestSchema>;
export type UpdateCategoryInput = z.infer<typeof updateCategoryRequestSchema>;
export type CreateSubCategoryInput = z.infer<typeof createSubCategoryRequestSchema>;
export type UpdateSubCategoryInput = z.infer<typeof updateSubCategoryRequestSchema>;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    displayOrder: row.display_order,
    organizationId: row.organization_id,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

export function toSubCategory(row: SubCategoryRow): SubCategory {
  return { ...toCategory(row), categoryId: row.category_id };
}

const visibleTo = (organizationId: string) => ({ organizationId });

export function listCategories(db: Db, organizationId: string): Category[] {
  const rows = db
    .prepare(
      `SELECT * FROM categories WHERE organization_id IS NULL OR organization_id = @organizationId
       ORDER BY display_order, name COLLATE NOCASE`,
    )
    .all(visibleTo(organizationId)) as CategoryRow[];
  return rows.map(toCategory);
}

export function listSubCategories(db: Db, organizationId: string): SubCategory[] {
  const rows = db
    .prepare(
      `SELECT * FROM sub_categories WHERE organization_id IS NULL OR organization_id = @organizationId
       ORDER BY display_order, name COLLATE NOCASE`,
    )
    .all(visibleTo(organizationId)) as SubCategoryRow[];
  return rows.map(toSubCategory);
}

/** Another organization's row is "not found", except for a super admin. */
function sees(actor: Actor, row: { organization_id: string | null }): boolean {
  return actor.role === 'admin' || row.organization_id === null || row.organization_id === actor.organizationId;
}

function visibleCategoryRow(db: Db, actor: Actor, id: string): CategoryRow | undefined {
  const row = db.prepare('SELECT * FROM categories WHERE id = ?').get(id) as CategoryRow | undefined;
  return row && sees(actor, row) ? row : undefined;
}

function visibleSubCategoryRow(db: Db, actor: Actor, id: string): SubCategoryRow | undefined {
  const row = db.prepare('SELECT * FROM sub_categories WHERE id = ?').get(id) as SubCategoryRow | undefined;
  return row && sees(actor, row) ? row : undefined;
}

function assertManages(actor: Actor, organizationId: string | null): void {
  if (!can(actor, 'manageCategories') || !canOn(actor, 'manageCategory', { organizationId })) {
    throw forbidden("You don't have permission to manage these categories");
  }
}

/**
 * Where a new row belongs. The spec's forms always send organizationId null; from an
 * org admin that means their own organization (they cannot make global rows).
 */
function ownerFor(db: Db, actor: Actor, requested: string | null): string | null {
  const owner = actor.role === 'admin' ? requested : (requested ?? actor.organizationId);
  if (owner !== null && !getOrganization(db, owner)) {
    throw badRequest('Organization not found', { organizationId: 'Organization not found' });
  }
  return owner;
}

/**
 * A sub-category must sit under a category every device that sees it also sees:
 * a global one, or its own organization's.
 */
function assertParentFits(db: Db, actor: Actor, categoryId: string, owner: string | null): void {
  const parent = visibleCategoryRow(db, actor, categoryId);
  if (!parent) throw badRequest('Category not found', { categoryId: 'Category not found' });
  if (parent.organization_id !== null && parent.organization_id !== owner) {
    throw badRequest("A sub-category must belong to its category's organization", {
      categoryId: "A sub-category must belong to its category's organization",
    });
  }
}

function getCategoryRow(db: Db, id: string): CategoryRow {
  return db.prepare('SELECT * FROM categories WHERE id = ?').get(id) as CategoryRow;
}

function getSubCategoryRow(db: Db, id: string): SubCategoryRow {
  return db.prepare('SELECT * FROM sub_categories WHERE id = ?').get(id) as SubCategoryRow;
}

export function createCategory(db: Db, actor: Actor, input: CreateCategoryInput, now: Date): Category {
  return db.transaction(() => {
    const owner = ownerFor(db, actor, input.organizationId);
    assertManages(actor, owner);
    const id = uuidv7(now.getTime());
    db.prepare(
      `INSERT INTO categories (id, name, description, display_order, organization_id, version, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, input.name, input.description, input.displayOrder, owner, nextVersion(db), now.toISOString());
    return toCategory(getCategoryRow(db, id));
  })();
}

/** Renames or reorders; a category keeps its owner (moving it would strand devices' copies). */
export function updateCategory(db: Db, actor: Actor, id: string, patch: UpdateCategoryInput, now: Date): Category {
  return db.transaction(() => {
    const row = visibleCategoryRow(db, actor, id);
    if (!row) throw notFound('Category not found');
    assertManages(actor, row.organization_id);
    db.prepare(
      'UPDATE categories SET name = ?, description = ?, display_order = ?, version = ?, updated_at = ? WHERE id = ?',
    ).run(
      patch.name ?? row.name,
      patch.description ?? row.description,
      patch.displayOrder ?? row.display_order,
      nextVersion(db),
      now.toISOString(),
      id,
    );
    return toCategory(getCategoryRow(db, id));
  })();
}

/** Its sub-categories (any organization's) go too, each with a tombstone. */
export function deleteCategory(db: Db, actor: Actor, id: string, now: Date): void {
  db.transaction(() => {
    const row = visibleCategoryRow(db, actor, id);
    if (!row) throw notFound('Category not found');
    assertManages(actor, row.organization_id);
    deleteSyncedRows(db, 'subCategories', 'category_id = ?', [id], now);
    deleteSyncedRows(db, 'categories', 'id = ?', [id], now);
  })();
}

export function createSubCategory(db: Db, actor: Actor, input: CreateSubCategoryInput, now: Date): SubCategory {
  return db.transaction(() => {
    const owner = ownerFor(db, actor, input.organizationId);
    assertManages(actor, owner);
    assertParentFits(db, actor, input.categoryId, owner);
    const id = uuidv7(now.getTime());
    db.prepare(
      `INSERT INTO sub_categories (id, name, description, category_id, display_order, organization_id, version, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, input.name, input.description, input.categoryId, input.displayOrder, owner, nextVersion(db), now.toISOString());
    return toSubCategory(getSubCategoryRow(db, id));
  })();
}

export function updateSubCategory(
  db: Db,
  actor: Actor,
  id: string,
  patch: UpdateSubCategoryInput,
  now: Date,
): SubCategory {
  return db.transaction(() => {
    const row = visibleSubCategoryRow(db, actor, id);
    if (!row) throw notFound('Sub-category not found');
    assertManages(actor, row.organization_id);
    const categoryId = patch.categoryId ?? row.category_id;
    if (categoryId !== row.category_id) assertParentFits(db, actor, categoryId, row.organization_id);
    db.prepare(
      `UPDATE sub_categories SET name = ?, description = ?, category_id = ?, display_order = ?, version = ?, updated_at = ?
       WHERE id = ?`,
    ).run(
      patch.name ?? row.name,
      patch.description ?? row.description,
      categoryId,
      patch.displayOrder ?? row.display_order,
      nextVersion(db),
      now.toISOString(),
      id,
    );
    return toSubCategory(getSubCategoryRow(db, id));
  })();
}

export function deleteSubCategory(db: Db, actor: Actor, id: string, now: Date): void {
  db.transaction(() => {
    const row = visibleSubCategoryRow(db, actor, id);
    if (!row) throw notFound('Sub-category not found');
    assertManages(actor, row.organization_id);
    deleteSyncedRows(db, 'subCategories', 'id = ?', [id], now);
  })();
}
