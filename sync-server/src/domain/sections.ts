import { uuidv7, type Section } from '@pitchside/shared';
import type { z } from 'zod';
import type { createSectionRequestSchema, updateSectionRequestSchema } from '@pitchside/shared';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';

/** Sections of the library (super-admin managed; not synced to devices). */

type SectionRow = { id: string; name: string; description: string; display_order: number };

const toSection = (row: SectionRow): Section => ({
  id: row.id,
  name: row.name,
  description: row.description,
  displayOrder: row.display_order,
});

export function listSections(db: Db): Section[] {
  return (db.prepare('SELECT * FROM sections ORDER BY display_order, name COLLATE NOCASE').all() as SectionRow[]).map(toSection);
}

function getRow(db: Db, id: string): SectionRow | undefined {
  return db.prepare('SELECT * FROM sections WHERE id = ?').get(id) as SectionRow | undefined;
}

/** Without a display order the new section goes last: the current count (spec section 5). */
export function createSection(db: Db, input: z.infer<typeof createSectionRequestSchema>, now: Date): Section {
  return db.transaction(() => {
    const displayOrder = input.displayOrder ?? (db.prepare('SELECT COUNT(*) FROM sections').pluck().get() as number);
    const id = uuidv7(now.getTime());
    db.prepare('INSERT INTO sections (id, name, description, display_order) VALUES (?, ?, ?, ?)').run(
      id,
      input.name,
      input.description,
      displayOrder,
    );
    return toSection(getRow(db, id)!);
  })();
}

export function updateSection(db: Db, id: string, patch: z.infer<typeof updateSectionRequestSchema>): Section {
  const row = getRow(db, id);
  if (!row) throw notFound('Section not found');
  db.prepare('UPDATE sections SET name = ?, description = ?, display_order = ? WHERE id = ?').run(
    patch.name ?? row.name,
    patch.description ?? row.description,
    patch.displayOrder ?? row.display_order,
    id,
  );
  return toSection(getRow(db, id)!);
}

export function deleteSection(db: Db, id: string): void {
  if (db.prepare('DELETE FROM sections WHERE id = ?').run(id).changes === 0) throw notFound('Section not found');
}
