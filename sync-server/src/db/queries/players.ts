import type { Db } from '../database';
import { deleteRowById, insertRowUnlessTaken, rowById, updateRowById } from './rows-by-id';
import type { PlayersTable } from '../tables';

/** Rows of the players table (each group's roster); the rules live in domain/players.ts. */

export function playerRow(db: Db, id: string): Promise<PlayersTable | undefined> {
  return rowById(db, 'players', id);
}

export function playersOfGroup(db: Db, groupId: string): Promise<PlayersTable[]> {
  return db.selectFrom('players').selectAll().where('group_id', '=', groupId).orderBy('name').orderBy('id').execute();
}

/** The rows among `ids` (unknown ids are simply absent). */
export function playersAmong(db: Db, ids: readonly string[]): Promise<Pick<PlayersTable, 'id' | 'group_id'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('players').select(['id', 'group_id']).where('id', 'in', [...ids]).execute();
}

/** Inserts the row unless a player already has its id; false when one had (nothing written). */
export async function insertPlayerRow(db: Db, row: PlayersTable): Promise<boolean> {
  return insertRowUnlessTaken(db, 'players', row);
}

export async function updatePlayerRow(
  db: Db,
  id: string,
  set: Partial<Pick<PlayersTable, 'name' | 'shirt_number' | 'position'>> & Pick<PlayersTable, 'version' | 'updated_at'>,
): Promise<void> {
  await updateRowById(db, 'players', id, set);
}

export async function deletePlayerRow(db: Db, id: string): Promise<void> {
  await deleteRowById(db, 'players', id);
}
