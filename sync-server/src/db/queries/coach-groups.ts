import { sql } from 'kysely';
import type { Db } from '../database';
import { ownRowsByName } from './club-rows';
import { coalescedRow, ownRow, updateCoalescedRow } from '../push-transaction';
import type { CoachGroupsTable } from '../tables';

/** Rows of the coach_groups table; the rules live in domain/coach-groups.ts. */

export function groupRow(db: Db, id: string): Promise<CoachGroupsTable | undefined> {
  return coalescedRow(db, 'coach_groups', id);
}

export function ownGroupRow(db: Db, organizationId: string, id: string): Promise<CoachGroupsTable | undefined> {
  return ownRow(db, 'coach_groups', organizationId, id);
}

/** By name, case aside. */
export function groupRowsOfOrganization(db: Db, organizationId: string): Promise<CoachGroupsTable[]> {
  return ownRowsByName(db, 'coach_groups', organizationId);
}

/** Another group of the organization with this name (case aside), other than `exceptId`. */
export async function groupNamed(db: Db, organizationId: string, name: string, exceptId: string | null): Promise<string | undefined> {
  const clash = await db
    .selectFrom('coach_groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return clash?.id;
}

export async function insertGroupRow(db: Db, row: CoachGroupsTable): Promise<void> {
  await db.insertInto('coach_groups').values(row).execute();
}

export function updateGroupRow(
  db: Db,
  id: string,
  set: Partial<Pick<CoachGroupsTable, 'name' | 'coach_ids' | 'profile' | 'season_plan'>> & Pick<CoachGroupsTable, 'version' | 'updated_at'>,
): Promise<void> {
  return updateCoalescedRow(db, 'coach_groups', id, set);
}
