import { sql } from 'kysely';
import type { Db } from '../database';
import type { Tables } from '../tables';

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
