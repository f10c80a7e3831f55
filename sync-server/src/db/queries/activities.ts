import type { Db } from '../database';
import { rowById } from './rows-by-id';
import { pushOf } from '../push-transaction';
import type { ActivitiesTable } from '../tables';
import type { RowCondition } from './row-conditions';

/** Rows of the activities table; the rules live in domain/activities.ts and domain/activity-rows.ts. */

export function activityRow(db: Db, id: string): Promise<ActivitiesTable | undefined> {
  return rowById(db, 'activities', id);
}

export function activityRowsWhere(db: Db, where: RowCondition): Promise<ActivitiesTable[]> {
  return db.selectFrom('activities').selectAll().where(where).execute();
}

/**
 * The ids among `ids` of activities matching `where`, a condition on organization_id (a
 * visibility rule). The rows are found by id first (a materialized CTE): given both, SQLite
 * read a club's whole library through the organization's index for a dozen ids, a large
 * share of a push's time. Only the two columns are kept: copying the whole rows (a library
 * drill's row is large) into the CTE took about half the time of the statement.
 *
 * In a push, whose one actor asks only about the activities visible to them, the ids found
 * are kept for its next mutations (db/push-transaction.ts): only the others are read.
 */
export async function activityIdsAmong(db: Db, where: RowCondition, ids: readonly string[]): Promise<string[]> {
  const kept = pushOf(db)?.keptVisibleActivities();
  if (!kept) return idsAmong(db, where, ids);
  const asked = [...new Set(ids)].filter((id) => !kept.has(id));
  for (const id of await idsAmong(db, where, asked)) kept.add(id);
  return [...new Set(ids)].filter((id) => kept.has(id));
}

async function idsAmong(db: Db, where: RowCondition, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .with(
      (cte) => cte('asked').materialized(),
      (db) => db.selectFrom('activities').select(['id', 'organization_id']).where('id', 'in', [...ids]),
    )
    .selectFrom('asked')
    .select('id')
    .where(where)
    .execute();
  return rows.map((row) => row.id);
}

/** Insert, or replace everything but the id and the creation stamp. */
export async function upsertActivityRow(db: Db, row: ActivitiesTable): Promise<void> {
  const { id: _id, created_at: _createdAt, created_by: _createdBy, ...changed } = row;
  await db
    .insertInto('activities')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changed))
    .execute();
}

export async function deleteActivityRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('activities').where('id', '=', id).execute();
}

/** Uploaded diagrams of the organization's activities (their files outlive the rows otherwise). */
export async function diagramUrlsOfOrganization(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activities')
    .select('diagram_url')
    .where('organization_id', '=', organizationId)
    .where('diagram_url', 'is not', null)
    .execute();
  return rows.map((row) => row.diagram_url!);
}

/** The ids of the provider's (global) activities with these titles, by title. */
export async function globalActivityIdsByTitle(db: Db, titles: readonly string[]): Promise<Map<string, string>> {
  if (titles.length === 0) return new Map();
  const rows = await db.selectFrom('activities').select(['id', 'title']).where('organization_id', 'is', null).where('title', 'in', titles).execute();
  return new Map(rows.map((r) => [r.title, r.id]));
}
