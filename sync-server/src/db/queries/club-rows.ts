import { sql } from 'kysely';
import type { Db } from '../database';
import { pushOf, type CoalescedTable } from '../push-transaction';
import type { Tables } from '../tables';

/** The tables whose every row belongs to one club (organization_id never null). */
type ClubTable = 'coach_groups' | 'sessions' | 'schedule_entries' | 'curriculum_templates';

const isCoalesced = (table: ClubTable): table is ClubTable & CoalescedTable => table !== 'curriculum_templates';

/**
 * The club's row of that id: another club's row is not there for it, whoever asks. In a
 * push the row read is kept for its next mutations (db/push-transaction.ts).
 */
export async function ownRow<T extends ClubTable>(db: Db, table: T, organizationId: string, id: string): Promise<Tables[T] | undefined> {
  const push = pushOf(db);
  if (push && isCoalesced(table)) {
    const kept = push.keptRow(table, id);
    if (kept) return kept.organization_id === organizationId ? (kept as Tables[T]) : undefined;
  }
  const from: ClubTable = table;
  // Kysely types a query over a union of tables as all their columns at once; the row is T's.
  const row = (await db.selectFrom(from).selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst()) as
    | Tables[T]
    | undefined;
  if (row && push && isCoalesced(table)) push.keep(table, row as Tables[typeof table]);
  return row;
}

/** The club's rows of a table whose rows are named (groups, templates): by name, case aside, then id. */
export function ownRowsByName<T extends 'coach_groups' | 'curriculum_templates'>(db: Db, table: T, organizationId: string): Promise<Tables[T][]> {
  const from: 'coach_groups' | 'curriculum_templates' = table;
  // Kysely types a query over a union of tables as all their columns at once; the rows are T's.
  return db
    .selectFrom(from)
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute() as Promise<Tables[T][]>;
}
