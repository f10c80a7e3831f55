import { uuidv7, type Section } from '@pitchside/shared';
import type { z } from 'zod';
import type { createSectionRequestSchema, updateSectionRequestSchema } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { countSections, deleteSectionRow, insertSectionRow, sectionRow, sectionRows, updateSectionRow } from '../db/queries/sections';
import type { SectionsTable } from '../db/tables';
import { notFound } from './errors';

/** Sections of the library (super-admin managed; not synced to devices). */

type SectionRow = SectionsTable;

const toSection = (row: SectionRow): Section => ({
  id: row.id,
  name: row.name,
  description: row.description,
  displayOrder: row.display_order,
});

export async function listSections(db: Db): Promise<Section[]> {
  const rows = await sectionRows(db);
  return rows.map(toSection);
}

/** Without a display order the new section goes last: the current count (spec section 5). */
export async function createSection(db: Db, input: z.infer<typeof createSectionRequestSchema>, now: Date): Promise<Section> {
  return inTransaction(db, async (db) => {
    const displayOrder = input.displayOrder ?? (await countSections(db));
    const id = uuidv7(now.getTime());
    await insertSectionRow(db, { id, name: input.name, description: input.description, display_order: displayOrder });
    return toSection((await sectionRow(db, id))!);
  });
}

export async function updateSection(db: Db, id: string, patch: z.infer<typeof updateSectionRequestSchema>): Promise<Section> {
  const row = await sectionRow(db, id);
  if (!row) throw notFound('Section not found');
  await updateSectionRow(db, id, {
    name: patch.name ?? row.name,
    description: patch.description ?? row.description,
    display_order: patch.displayOrder ?? row.display_order,
  });
  return toSection((await sectionRow(db, id))!);
}

export async function deleteSection(db: Db, id: string): Promise<void> {
  if (!(await deleteSectionRow(db, id))) throw notFound('Section not found');
}
