import { uuidv7, type Section } from '@pitchside/shared';
import type { z } from 'zod';
import type { createSectionRequestSchema, updateSectionRequestSchema } from '@pitchside/shared';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../db/database';
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
  const rows = await db.selectFrom('sections').selectAll().orderBy('display_order').orderBy(sql`lower(name)`).execute();
  return rows.map(toSection);
}

function getRow(db: Db, id: string): Promise<SectionRow | undefined> {
  return db.selectFrom('sections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Without a display order the new section goes last: the current count (spec section 5). */
export async function createSection(db: Db, input: z.infer<typeof createSectionRequestSchema>, now: Date): Promise<Section> {
  return inTransaction(db, async (db) => {
    const count = await db.selectFrom('sections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const displayOrder = input.displayOrder ?? count.n;
    const id = uuidv7(now.getTime());
    await db
      .insertInto('sections')
      .values({ id, name: input.name, description: input.description, display_order: displayOrder })
      .execute();
    return toSection((await getRow(db, id))!);
  });
}

export async function updateSection(db: Db, id: string, patch: z.infer<typeof updateSectionRequestSchema>): Promise<Section> {
  const row = await getRow(db, id);
  if (!row) throw notFound('Section not found');
  await db
    .updateTable('sections')
    .set({
      name: patch.name ?? row.name,
      description: patch.description ?? row.description,
      display_order: patch.displayOrder ?? row.display_order,
    })
    .where('id', '=', id)
    .execute();
  return toSection((await getRow(db, id))!);
}

export async function deleteSection(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('sections').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Section not found');
}
