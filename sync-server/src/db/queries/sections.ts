import { sql } from 'kysely';
import type { Db } from '../database';
import { rowById, updateRowById } from './rows-by-id';
import type { SectionsTable } from '../tables';

/** Rows of the sections table; the rules live in domain/sections.ts. */

export function sectionRows(db: Db): Promise<SectionsTable[]> {
  return db.selectFrom('sections').selectAll().orderBy('display_order').orderBy(sql`lower(name)`).execute();
}

export function sectionRow(db: Db, id: string): Promise<SectionsTable | undefined> {
  return rowById(db, 'sections', id);
}

export async function countSections(db: Db): Promise<number> {
  const count = await db.selectFrom('sections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return count.n;
}

export async function insertSectionRow(db: Db, row: SectionsTable): Promise<void> {
  await db.insertInto('sections').values(row).execute();
}

export async function updateSectionRow(db: Db, id: string, set: Omit<SectionsTable, 'id'>): Promise<void> {
  await updateRowById(db, 'sections', id, set);
}

/** False when there was no such section. */
export async function deleteSectionRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sections').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
