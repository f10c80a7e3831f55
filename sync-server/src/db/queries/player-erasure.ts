import type { Db } from '../database';
import type { AttendanceTable, MatchEventsTable, MatchesTable, SessionsTable } from '../tables';

/** The rows an erasure rewrites (domain/player-erasure.ts). */

/** A LIKE pattern for `word` in any case, its wildcards escaped. */
const lowerLike = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  const like = lowerLike(word);
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

/** The club's matches whose availability or plan holds the player's id, or `word` in any case (a reason or a plan note naming them). */
export function matchesNaming(db: Db, organizationId: string, playerId: string, word: string): Promise<Pick<MatchesTable, 'id' | 'availability' | 'plan'>[]> {
  return db
    .selectFrom('matches')
    .select(['id', 'availability', 'plan'])
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb('availability', 'like', `%${playerId}%`),
        eb('plan', 'like', `%${playerId}%`),
        eb(eb.fn('lower', ['availability']), 'like', lowerLike(word)),
        eb(eb.fn('lower', ['plan']), 'like', lowerLike(word)),
      ]),
    )
    .execute();
}

export async function setMatchPlayers(db: Db, id: string, set: Pick<MatchesTable, 'availability' | 'plan' | 'version' | 'updated_at'>): Promise<void> {
  await db.updateTable('matches').set(set).where('id', '=', id).execute();
}

/** The club's logged match events that hold the player's id (a LIKE finds them; the caller rewrites them). */
export function matchEventsNaming(db: Db, organizationId: string, playerId: string): Promise<Pick<MatchEventsTable, 'id' | 'match_id' | 'event'>[]> {
  return db.selectFrom('match_events').select(['id', 'match_id', 'event']).where('organization_id', '=', organizationId).where('event', 'like', `%${playerId}%`).execute();
}

export async function setMatchEvent(db: Db, id: string, set: Pick<MatchEventsTable, 'event' | 'version' | 'updated_at'>): Promise<void> {
  await db.updateTable('match_events').set(set).where('id', '=', id).execute();
}
