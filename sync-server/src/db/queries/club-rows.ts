import type { Db } from '../database';
import type { Tables } from '../tables';

/** The tables whose every row belongs to one club (organization_id never null). */
type ClubTable = 'coach_groups' | 'sessions' | 'schedule_entries' | 'curriculum_templates';

/** The club's row of that id: another club's row is not there for it, whoever asks. */
export function ownRow<T extends ClubTable>(db: Db, table: T, organizationId: string, id: string): Promise<Tables[T] | undefined> {
  const from: ClubTable = table;
  // Kysely types a query over a union of tables as all their columns at once; the row is T's.
  return db.selectFrom(from).selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst() as Promise<
    Tables[T] | undefined
  >;
}
