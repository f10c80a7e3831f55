import type { Db } from '../database';
import { insertRowUnlessTaken, rowById, updateRowById } from './rows-by-id';
import type { MatchEventsTable, MatchesTable } from '../tables';

/** Rows of the matches and match_events tables; the rules live in domain/matches.ts. */

export function matchRow(db: Db, id: string): Promise<MatchesTable | undefined> {
  return rowById(db, 'matches', id);
}

export function matchesOfGroup(db: Db, groupId: string): Promise<MatchesTable[]> {
  return db.selectFrom('matches').selectAll().where('group_id', '=', groupId).orderBy('date').orderBy('kick_off').orderBy('id').execute();
}

export function matchesOfOrganization(db: Db, organizationId: string): Promise<MatchesTable[]> {
  return db.selectFrom('matches').selectAll().where('organization_id', '=', organizationId).orderBy('date').orderBy('id').execute();
}

/** Inserts the row unless a match already has its id; false when one had (nothing written). */
export async function insertMatchRow(db: Db, row: MatchesTable): Promise<boolean> {
  return insertRowUnlessTaken(db, 'matches', row);
}

export async function updateMatchRow(
  db: Db,
  id: string,
  set: Partial<Omit<MatchesTable, 'id' | 'organization_id' | 'group_id' | 'created_at'>> & Pick<MatchesTable, 'version' | 'updated_at'>,
): Promise<void> {
  await updateRowById(db, 'matches', id, set);
}

export function matchEventRow(db: Db, id: string): Promise<MatchEventsTable | undefined> {
  return rowById(db, 'match_events', id);
}

export function eventsOfMatch(db: Db, matchId: string): Promise<MatchEventsTable[]> {
  return db.selectFrom('match_events').selectAll().where('match_id', '=', matchId).orderBy('id').execute();
}

export function eventsOfMatches(db: Db, matchIds: readonly string[]): Promise<MatchEventsTable[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('match_events').selectAll().where('match_id', 'in', [...matchIds]).orderBy('id').execute();
}

/** Inserts the row unless an event already has its id; false when one had (nothing written). */
export async function insertMatchEventRow(db: Db, row: MatchEventsTable): Promise<boolean> {
  return insertRowUnlessTaken(db, 'match_events', row);
}

/** A logged event never changes; the mutator transaction's row store asks for a writer all the same. */
export async function updateMatchEventRow(db: Db, id: string, set: Partial<Pick<MatchEventsTable, 'event'>> & Pick<MatchEventsTable, 'version' | 'updated_at'>): Promise<void> {
  await updateRowById(db, 'match_events', id, set);
}

/** The rosters of a club's groups (names and shirt numbers, for minutes tables). */
export function playersOfClub(db: Db, organizationId: string): Promise<{ id: string; group_id: string; name: string; shirt_number: number | null }[]> {
  return db.selectFrom('players').select(['id', 'group_id', 'name', 'shirt_number']).where('organization_id', '=', organizationId).execute();
}

export function eventsOfClub(db: Db, organizationId: string): Promise<MatchEventsTable[]> {
  return db.selectFrom('match_events').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}
