import type { Db } from '../database';
import type { AttendanceTable, SessionsTable } from '../tables';

/** The rows an erasure rewrites (domain/player-erasure.ts). */

/** The club's registers whose ticks hold `playerId` (a LIKE finds them; the caller checks the list). */
export function registersNaming(db: Db, organizationId: string, playerId: string): Promise<Pick<AttendanceTable, 'id' | 'present_player_ids'>[]> {
  return db
    .selectFrom('attendance')
    .select(['id', 'present_player_ids'])
    .where('organization_id', '=', organizationId)
    .where('present_player_ids', 'like', `%${playerId}%`)
    .execute();
}

export async function setRegisterTicks(db: Db, id: string, set: Pick<AttendanceTable, 'present_player_ids' | 'version' | 'updated_at'>): Promise<void> {
  await db.updateTable('attendance').set(set).where('id', '=', id).execute();
}

/** The club's sessions whose title, description or notes hold `word` in any case. */
export function sessionsMentioning(db: Db, organizationId: string, word: string): Promise<Pick<SessionsTable, 'id' | 'title' | 'description' | 'notes'>[]> {
  const like = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('sessions')
    .select(['id', 'title', 'description', 'notes'])
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['title']), 'like', like),
        eb(eb.fn('lower', ['description']), 'like', like),
        eb(eb.fn('lower', ['notes']), 'like', like),
      ]),
    )
    .execute();
}

export async function setSessionTexts(db: Db, id: string, set: Pick<SessionsTable, 'title' | 'description' | 'notes' | 'version' | 'updated_at'>): Promise<void> {
  await db.updateTable('sessions').set(set).where('id', '=', id).execute();
}
