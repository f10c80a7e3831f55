import { updateCoalescedRow } from '../db/push-transaction';
import {
  applyTemplate,
  canManageCurriculum,
  curriculumBlockSchema,
  teamAgeBandSchema,
  uuidv7,
  type ApplyCurriculumInput,
  type CoachGroup,
  type CurriculumTemplate,
  type CurriculumTemplateInput,
} from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { deleteTemplateRow, insertTemplateRow, ownTemplateRow, templateRowsOfOrganization, updateTemplateRow } from '../db/queries/curriculum-templates';
import { nextVersion } from '../db/queries/versions';
import type { CurriculumTemplatesTable } from '../db/tables';
import type { AuthedUser } from './actor';
import { forbidden, notFound } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { toCoachGroup } from './rows';

/** The club's curriculum templates: its org admins write them and lay them onto its groups. */

export function toCurriculumTemplate(row: CurriculumTemplatesTable): CurriculumTemplate {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    ageBand: teamAgeBandSchema.parse(row.age_band),
    blocks: curriculumBlockSchema.array().parse(JSON.parse(row.blocks)),
    updatedAt: row.updated_at,
  };
}

function refuseUnlessCurriculumManager(actor: AuthedUser): void {
  if (!canManageCurriculum(actor)) throw forbidden("Only the club's admins can manage its curriculum");
}

async function getOwnTemplateRow(db: Db, actor: AuthedUser, id: string): Promise<CurriculumTemplatesTable> {
  const row = await ownTemplateRow(db, actor.organizationId, id);
  if (!row) throw notFound('Curriculum template not found');
  return row;
}

export async function listCurriculumTemplates(db: Db, actor: AuthedUser): Promise<CurriculumTemplate[]> {
  refuseUnlessCurriculumManager(actor);
  return (await templateRowsOfOrganization(db, actor.organizationId)).map(toCurriculumTemplate);
}

export async function createCurriculumTemplate(db: Db, actor: AuthedUser, input: CurriculumTemplateInput, now: Date): Promise<CurriculumTemplate> {
  refuseUnlessCurriculumManager(actor);
  const at = now.toISOString();
  const row: CurriculumTemplatesTable = {
    id: uuidv7(now.getTime()),
    organization_id: actor.organizationId,
    name: input.name,
    age_band: input.ageBand,
    blocks: JSON.stringify(input.blocks),
    created_at: at,
    updated_at: at,
  };
  await insertTemplateRow(db, row);
  return toCurriculumTemplate(row);
}

export async function updateCurriculumTemplate(db: Db, actor: AuthedUser, id: string, input: CurriculumTemplateInput, now: Date): Promise<CurriculumTemplate> {
  refuseUnlessCurriculumManager(actor);
  return inTransaction(db, async (db) => {
    const row = await getOwnTemplateRow(db, actor, id);
    await updateTemplateRow(db, row.id, { name: input.name, age_band: input.ageBand, blocks: JSON.stringify(input.blocks), updated_at: now.toISOString() });
    return toCurriculumTemplate(await getOwnTemplateRow(db, actor, row.id));
  });
}

/** Groups planned from it keep their plan: it was copied onto them. */
export async function deleteCurriculumTemplate(db: Db, actor: AuthedUser, id: string): Promise<void> {
  refuseUnlessCurriculumManager(actor);
  await inTransaction(db, async (db) => {
    const row = await getOwnTemplateRow(db, actor, id);
    await deleteTemplateRow(db, row.id);
  });
}

/** Replaces the group's season plan with the template laid from the start date. */
export async function applyCurriculumTemplate(db: Db, actor: AuthedUser, templateId: string, input: ApplyCurriculumInput, now: Date): Promise<CoachGroup> {
  refuseUnlessCurriculumManager(actor);
  return inTransaction(db, async (db) => {
    const template = toCurriculumTemplate(await getOwnTemplateRow(db, actor, templateId));
    const group = await getOwnGroupRow(db, actor, input.groupId);
    const plan = applyTemplate(template, input.startDate, input.holidayWeeks);
    await updateCoalescedRow(db, 'coach_groups', group.id, { season_plan: JSON.stringify(plan), version: await nextVersion(db, group.organization_id), updated_at: now.toISOString() });
    return toCoachGroup(await getOwnGroupRow(db, actor, group.id));
  });
}
