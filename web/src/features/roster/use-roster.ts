import {
  localIsoDate,
  seasonAttendance,
  seasonMatchTotals,
  sortRoster,
  uuidv7,
  type CoachGroup,
  type PastedPlayer,
  type Player,
  type PlayerInput,
  type SeasonMatchTotals,
} from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';
import { useSyncedRow } from '../../data/synced-query';

/** A player's season: training attended of the registered runs, and their totals from the group's ended matches. */
export type PlayerSeasonRow = { player: Player; attended: number; run: number; matches: SeasonMatchTotals };

const noMatches: SeasonMatchTotals = { minutes: 0, matches: 0, goals: 0, assists: 0 };

export type RosterData =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; group: CoachGroup; players: PlayerSeasonRow[]; sessionsRun: number; mostMinutes: number };

/** A group's roster with each player's season, from the device's copy (works offline). */
export async function readRoster(groupId: string, today: Date): Promise<Exclude<RosterData, { state: 'loading' }>> {
  const group = await db.coachGroups.get(groupId);
  if (!group) return { state: 'missing' };
  const players = sortRoster(await db.players.where('groupId').equals(groupId).toArray());
  const season = seasonAttendance(await db.attendance.where('groupId').equals(groupId).toArray(), groupId, today);
  const matches = await db.matches.where('groupId').equals(groupId).toArray();
  const events = matches.length === 0 ? [] : await db.matchEvents.where('matchId').anyOf(matches.map((m) => m.id)).toArray();
  const played = seasonMatchTotals(matches, events, { day: localIsoDate(today) });
  const rows = players.map((player) => ({ player, attended: season.attendedBy.get(player.id) ?? 0, run: season.run, matches: played.get(player.id) ?? noMatches }));
  return {
    state: 'ready',
    group,
    sessionsRun: season.run,
    players: rows,
    mostMinutes: Math.max(0, ...rows.map((r) => r.matches.minutes)),
  };
}

/** readRoster, kept live; loading while the first sync may still bring the group. */
export function useRoster(groupId: string): RosterData {
  return useSyncedRow(() => readRoster(groupId, new Date()), [groupId]);
}

/** Each change goes through the outbox: applied here at once, sent when there is a signal. */
export async function addPlayer(groupId: string, input: PlayerInput): Promise<string> {
  const id = uuidv7();
  await mutate('player.create', { id, groupId, ...input });
  return id;
}

/** A pasted list: one queued create per player, in the list's order. */
export async function addPlayers(groupId: string, players: readonly PastedPlayer[]): Promise<void> {
  for (const player of players) await addPlayer(groupId, { ...player, position: null });
}

export async function editPlayer(id: string, input: PlayerInput): Promise<void> {
  await mutate('player.update', { id, ...input });
}

export async function removePlayer(id: string): Promise<void> {
  await mutate('player.delete', { id });
}
