import { sql } from 'kysely';
import type { Db } from '../database';
import { ownRowsByName } from './club-rows';
import type { CoachGroupsTable } from '../tables';

/** Reads of the coach_groups table beyond one row by id (that is db/push-transaction.ts's, which a push keeps); the rules live in domain/coach-groups.ts. */

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

