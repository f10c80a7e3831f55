import { sql } from 'kysely';
import type { Db } from '../database';

export type ExportTable = 'players' | 'attendance' | 'sessions' | 'schedule_entries' | 'activities' | 'matches' | 'match_events';

/** Pages of one club's rows for the export (domain/club-export.ts), by id, without holding the table. */
export async function clubRowsAfter(
  db: Db,
  table: ExportTable,
  columns: readonly string[],
  organizationId: string,
  afterId: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const result = await sql<Record<string, unknown>>`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(table)} WHERE organization_id = ${organizationId} AND id > ${afterId} ORDER BY id LIMIT ${limit}`.execute(db);
  return result.rows;
}

/** A player's registers: the club's registers whose ticks hold the id. */
export async function registersOfPlayer(db: Db, organizationId: string, playerId: string): Promise<{ id: string; group_id: string; taken_at: string; present_player_ids: string }[]> {
  return db
    .selectFrom('attendance')
    .select(['id', 'group_id', 'taken_at', 'present_player_ids'])
    .where('organization_id', '=', organizationId)
    .where('present_player_ids', 'like', `%${playerId}%`)
    .orderBy('taken_at')
    .execute();
}
