import { canManageRoster, shirtNumberHolder, shirtNumberTakenMessage, sortRoster, type MutationArgs, type Player } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { playerRow, playersOfGroup } from '../db/queries/players';
import type { PlayersTable } from '../db/tables';
import type { AuthedUser } from './actor';
import { noOrigin, recordAudit, type RequestOrigin } from './audit';
import { badRequest, conflict, forbidden, notFound } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { applyMutator } from './mutator-tx';
import { toPlayer } from './rows';

/** The roster of each coach group: who may keep it is canManageRoster's rule. */

const refuseUnlessManager = (actor: AuthedUser, group: { organization_id: string; coach_ids: string }) => {
  if (!canManageRoster(actor, { organizationId: group.organization_id, coachIds: JSON.parse(group.coach_ids) as string[] })) {
    throw forbidden("You don't have permission to manage this group's players");
  }
};

/** Every member sees the rosters of their club (the register at a run reads them). */
export async function listPlayers(db: Db, actor: AuthedUser, groupId: string): Promise<Player[]> {
  await getOwnGroupRow(db, actor, groupId);
  return sortRoster((await playersOfGroup(db, groupId)).map(toPlayer));
}

/** One shirt number per player of a group (shared rule), for REST and sync push alike. */
async function refuseTakenShirtNumber(db: Db, groupId: string, shirtNumber: number | null, exceptId: string | null): Promise<void> {
  const holder = shirtNumberHolder((await playersOfGroup(db, groupId)).map(toPlayer), shirtNumber, exceptId);
  if (holder && shirtNumber !== null) throw badRequest(shirtNumberTakenMessage(shirtNumber, holder.name), { shirtNumber: 'Already taken' });
}

async function getOwnPlayerRow(db: Db, actor: AuthedUser, id: string): Promise<PlayersTable> {
  const row = await playerRow(db, id);
  if (!row || row.organization_id !== actor.organizationId) throw notFound('Player not found');
  return row;
}

/**
 * Adds a player, REST or sync push alike; the audit event is written in the same transaction
 * (the push's savepoint), so a refused or rolled-back addition leaves none. It names the group,
 * never the child (an erased player's name must not stay in the trail).
 */
export async function createPlayer(db: Db, actor: AuthedUser, args: MutationArgs<'player.create'>, now: Date, origin: RequestOrigin = noOrigin): Promise<Player> {
  return inTransaction(db, async (db) => {
    const group = await getOwnGroupRow(db, actor, args.groupId);
    refuseUnlessManager(actor, group);
    const existing = await playerRow(db, args.id);
    if (existing) {
      // A retried create of the same player answers it; another player's id is refused.
      if (existing.organization_id === actor.organizationId && existing.group_id === group.id && existing.name === args.name) {
        return toPlayer(existing);
      }
      throw conflict('A different player with this id already exists');
    }
    await refuseTakenShirtNumber(db, group.id, args.shirtNumber, null);
    const tx = await applyMutator(db, actor, 'player.create', args, now);
    await recordAudit(db, actor, { action: 'player.added', summary: `Added a player to ${group.name}`, subjectType: 'player', subjectId: args.id }, origin, now);
    return toPlayer(tx.written<PlayersTable>('players', args.id)!);
  });
}

export async function updatePlayer(db: Db, actor: AuthedUser, args: MutationArgs<'player.update'>, now: Date): Promise<Player> {
  return inTransaction(db, async (db) => {
    const row = await getOwnPlayerRow(db, actor, args.id);
    refuseUnlessManager(actor, await getOwnGroupRow(db, actor, row.group_id));
    await refuseTakenShirtNumber(db, row.group_id, args.shirtNumber, row.id);
    await applyMutator(db, actor, 'player.update', args, now);
    return toPlayer((await playerRow(db, row.id))!);
  });
}

/** Removes a player from the roster; registers that listed them keep their runs' counts. */
export async function deletePlayer(db: Db, actor: AuthedUser, args: { id: string }, now: Date): Promise<void> {
  await inTransaction(db, async (db) => {
    const row = await getOwnPlayerRow(db, actor, args.id);
    refuseUnlessManager(actor, await getOwnGroupRow(db, actor, row.group_id));
    await applyMutator(db, actor, 'player.delete', args, now);
  });
}
