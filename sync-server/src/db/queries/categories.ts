import { sql } from 'kysely';
import type { Db } from '../database';
import { rowById, updateRowById } from './rows-by-id';
import type { CategoriesTable, SubCategoriesTable, Tables } from '../tables';
import { ofOrganizationOrGlobal } from './row-conditions';

/** Rows of the categories and sub_categories tables; the rules live in domain/categories.ts. */

type CategoryContent = Pick<CategoriesTable, 'name' | 'description' | 'display_order' | 'version' | 'updated_at'>;

type CategoryTable = 'categories' | 'sub_categories';

/** The global rows plus the organization's, in display order. */
function rowsFor<T extends CategoryTable>(db: Db, table: T, organizationId: string): Promise<Tables[T][]> {
  const from: CategoryTable = table;
  // Kysely types a query over a union of tables as all their columns at once; the rows are T's.
  return db
    .selectFrom(from)
    .selectAll()
    .where(ofOrganizationOrGlobal(organizationId))
    .orderBy('display_order')
    .orderBy(sql`lower(name)`)
    .execute() as Promise<Tables[T][]>;
}

export const categoryRowsFor = (db: Db, organizationId: string) => rowsFor(db, 'categories', organizationId);
export const subCategoryRowsFor = (db: Db, organizationId: string) => rowsFor(db, 'sub_categories', organizationId);

export function categoryRow(db: Db, id: string): Promise<CategoriesTable | undefined> {
  return rowById(db, 'categories', id);
}

export function subCategoryRow(db: Db, id: string): Promise<SubCategoriesTable | undefined> {
  return rowById(db, 'sub_categories', id);
}

export async function insertCategoryRow(db: Db, row: CategoriesTable): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function updateCategoryRow(db: Db, id: string, set: CategoryContent): Promise<void> {
  await updateRowById(db, 'categories', id, set);
}

export async function insertSubCategoryRow(db: Db, row: SubCategoriesTable): Promise<void> {
  await db.insertInto('sub_categories').values(row).execute();
}

export async function updateSubCategoryRow(
  db: Db,
  id: string,
  set: CategoryContent & Pick<SubCategoriesTable, 'category_id'>,
): Promise<void> {
  await updateRowById(db, 'sub_categories', id, set);
}
