import type { Db } from '../database';

/** What the club view reads (domain/club-view.ts): a club's finished runs, registers and roster. */

export type RunRow = {
  id: string;
  title: string;
  focus: string;
  notes: string;
  completed_at: string | null;
  updated_at: string;
  entry_date: string | null;
  group_id: string | null;
};

/**
 * The club's finished runs since `sinceTimestamp`, each with its group: the schedule entry's,
 * else its register's (a run of a deleted entry keeps the register's group).
 */
export function finishedRunsOfClub(db: Db, organizationId: string, sinceTimestamp: string): Promise<RunRow[]> {
  return db
    .selectFrom('sessions as s')
    .leftJoin('schedule_entries as e', (join) => join.onRef('e.id', '=', 's.schedule_entry_id').onRef('e.organization_id', '=', 's.organization_id'))
    .leftJoin('attendance as a', (join) => join.onRef('a.id', '=', 's.id').onRef('a.organization_id', '=', 's.organization_id'))
    .select(['s.id', 's.title', 's.focus', 's.notes', 's.completed_at', 's.updated_at', 'e.date as entry_date'])
    .select((eb) => eb.fn.coalesce('e.group_id', 'a.group_id').as('group_id'))
    .where('s.organization_id', '=', organizationId)
    .where('s.status', '=', 'completed')
    .where('s.saved_to_library', '=', 0)
    .where((eb) => eb.fn.coalesce('s.completed_at', 's.updated_at'), '>=', sinceTimestamp)
    .limit(5000)
    .execute();
}

export function registersOfClub(db: Db, organizationId: string, sinceDate: string) {
  return db
    .selectFrom('attendance')
    .select(['group_id', 'present_player_ids', 'taken_at'])
    .where('organization_id', '=', organizationId)
    .where('taken_at', '>=', sinceDate)
    .execute();
}

export function rosterOfClub(db: Db, organizationId: string) {
  return db.selectFrom('players').select(['id', 'group_id']).where('organization_id', '=', organizationId).execute();
}
