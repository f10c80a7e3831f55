import { useLiveQuery } from 'dexie-react-hooks';
import { sortRoster, type CoachGroup, type Player, type Session } from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';

export type RegisterData = {
  /** Groups that have players: the ones a register can be taken for. */
  groups: CoachGroup[];
  group: CoachGroup | null;
  /** True when the run already says whose it is (its schedule entry, or a register taken). */
  groupFixed: boolean;
  players: Player[];
  presentIds: string[];
  taken: boolean;
};

/**
 * The register of a run from the device's copy: the group is the register's own, else the
 * schedule entry's the run was started from, else the one the coach picks.
 */
export async function readRegister(session: Pick<Session, 'id' | 'scheduleEntryId'>, pickedGroupId: string | null): Promise<RegisterData> {
  const register = await db.attendance.get(session.id);
  const entry = session.scheduleEntryId ? await db.scheduleEntries.get(session.scheduleEntryId) : undefined;
  const fixedId = register?.groupId ?? entry?.groupId ?? null;
  const allPlayers = await db.players.toArray();
  const withPlayers = new Set(allPlayers.map((p) => p.groupId));
  const groups = (await db.coachGroups.orderBy('name').toArray()).filter((g) => withPlayers.has(g.id));
  const groupId = fixedId ?? pickedGroupId ?? (groups.length === 1 ? groups[0]!.id : null);
  const group = groupId ? ((await db.coachGroups.get(groupId)) ?? null) : null;
  const players = group ? sortRoster(allPlayers.filter((p) => p.groupId === group.id)) : [];
  return { groups, group, groupFixed: fixedId !== null, players, presentIds: register?.presentPlayerIds ?? [], taken: register !== undefined };
}

export function useRegister(session: Pick<Session, 'id' | 'scheduleEntryId'>, pickedGroupId: string | null): RegisterData | undefined {
  return useLiveQuery(() => readRegister(session, pickedGroupId), [session.id, session.scheduleEntryId, pickedGroupId]);
}

/** Saves the whole register (a synced mutation); the last one sent replaces the one before. */
export async function saveRegister(sessionId: string, groupId: string, presentPlayerIds: string[]): Promise<void> {
  await mutate('session.attendance', { sessionId, groupId, presentPlayerIds });
}
