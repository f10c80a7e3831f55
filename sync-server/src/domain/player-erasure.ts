import { canErasePlayer, confirmsErasure, ERASE_CONFIRM_MESSAGE, erasedPlayerId, scrubPlayerName, type ErasePlayerResult } from '@pitchside/shared';
import { inTransaction, type Db } from '../db/database';
import { deletePlayerRow, playerRow } from '../db/queries/players';
import { registersNaming, sessionsMentioning, setRegisterTicks, setSessionTexts } from '../db/queries/player-erasure';
import { nextVersion, writeTombstone } from '../db/queries/versions';
import type { PlayersTable } from '../db/tables';
import type { AuthedUser } from './actor';
import { recordAudit, type RequestOrigin } from './audit';
import { getOwnGroupRow } from './coach-groups';
import { badRequest, forbidden, notFound } from './errors';
import { eraseFromMatches } from './match-erasure';

/**
 * Erases a player for good (a parent's request, docs/club-data.md): the roster row goes (a
 * tombstone takes it off every device at its next pull), each register that ticked them keeps
 * a stand-in so its count stays, and sessions whose title, description or notes name them
 * lose the name. All or nothing, in one transaction, with the audit event.
 */
export async function erasePlayer(db: Db, actor: AuthedUser, id: string, confirmName: string, origin: RequestOrigin, now: Date): Promise<ErasePlayerResult> {
  return inTransaction(db, async (db) => {
    const player = await ownPlayer(db, actor, id);
    const group = await getOwnGroupRow(db, actor, player.group_id);
    if (!canErasePlayer(actor, { organizationId: group.organization_id, coachIds: JSON.parse(group.coach_ids) as string[] })) {
      throw forbidden("You don't have permission to erase this group's players");
    }
    if (!confirmsErasure(confirmName, player.name)) throw badRequest(ERASE_CONFIRM_MESSAGE, { confirmName: ERASE_CONFIRM_MESSAGE });
    const at = now.toISOString();
    const org = player.organization_id;

    let registers = 0;
    for (const register of await registersNaming(db, org, player.id)) {
      const ticks = JSON.parse(register.present_player_ids) as string[];
      if (!ticks.includes(player.id)) continue;
      const kept = ticks.map((tick) => (tick === player.id ? erasedPlayerId() : tick));
      await setRegisterTicks(db, register.id, { present_player_ids: JSON.stringify(kept), version: await nextVersion(db, org), updated_at: at });
      registers += 1;
    }

    let notes = 0;
    const first = player.name.trim().split(/\s+/)[0] ?? player.name;
    for (const session of await sessionsMentioning(db, org, first)) {
      const texts = { title: session.title, description: session.description, notes: session.notes };
      const scrubbed = {
        title: scrubPlayerName(texts.title, player.name),
        description: scrubPlayerName(texts.description, player.name),
        notes: scrubPlayerName(texts.notes, player.name),
      };
      if (scrubbed.title === texts.title && scrubbed.description === texts.description && scrubbed.notes === texts.notes) continue;
      await setSessionTexts(db, session.id, { ...scrubbed, version: await nextVersion(db, org), updated_at: at });
      notes += 1;
    }

    const matches = await eraseFromMatches(db, org, player, at);

    await deletePlayerRow(db, player.id);
    await writeTombstone(db, 'players', player.id, org, at);
    await recordAudit(
      db,
      actor,
      { action: 'player.erased', summary: `Erased a player of ${group.name} (${registers} registers, ${notes} sessions, ${matches} matches)`, subjectType: 'player', subjectId: player.id },
      origin,
      now,
    );
    return { registers, notes, matches };
  });
}

export async function ownPlayer(db: Db, actor: AuthedUser, id: string): Promise<PlayersTable> {
  const row = await playerRow(db, id);
  if (!row || row.organization_id !== actor.organizationId) throw notFound('Player not found');
  return row;
}
