import type { Db } from '../database';
import { deleteRowById, updateRowById } from './rows-by-id';
import { ownRowsByName } from './club-rows';
import { ownRow } from '../push-transaction';
import type { CurriculumTemplatesTable } from '../tables';

/** Rows of curriculum_templates; the rules live in domain/curriculum.ts. Always within one club. */

export function templateRowsOfOrganization(db: Db, organizationId: string): Promise<CurriculumTemplatesTable[]> {
  return ownRowsByName(db, 'curriculum_templates', organizationId);
}

export function ownTemplateRow(db: Db, organizationId: string, id: string): Promise<CurriculumTemplatesTable | undefined> {
  return ownRow(db, 'curriculum_templates', organizationId, id);
}

export async function insertTemplateRow(db: Db, row: CurriculumTemplatesTable): Promise<void> {
  await db.insertInto('curriculum_templates').values(row).execute();
}

export async function updateTemplateRow(
  db: Db,
  id: string,
  set: Pick<CurriculumTemplatesTable, 'name' | 'age_band' | 'blocks' | 'updated_at'>,
): Promise<void> {
  await updateRowById(db, 'curriculum_templates', id, set);
}

export async function deleteTemplateRow(db: Db, id: string): Promise<void> {
  await deleteRowById(db, 'curriculum_templates', id);
}
