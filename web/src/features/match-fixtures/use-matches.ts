import { useLiveQuery } from 'dexie-react-hooks';
import {
  seasonAttendance,
  seasonMatchTotals,
  sortRoster,
  uuidv7,
  type CoachGroup,
  type Match,
  type MatchEvent,
  type MatchEventRow,
  type MatchFixture,
  type MatchPlan,
  type Player,
  type PlannedEvent,
  type PlayerAvailability,
} from '@pitchside/shared';
import { db } from '../../data/db';
import { mutate } from '../../data/mutate';
import { useSyncedRow } from '../../data/synced-query';

/**
 * A group's matches and one match with its squad and log, from the device's copy (offline as
 * online); every change goes through the outbox. The match-* screens share these.
 */

export type GroupMatches = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; group: CoachGroup; matches: Match[] };

/** A group's fixtures in date order, from the device's copy; loading while the first sync may still bring the group. */
export function useGroupMatches(groupId: string): GroupMatches {
  return useSyncedRow(
    async (): Promise<GroupMatches> => {
      const group = await db.coachGroups.get(groupId);
      if (!group) return { state: 'missing' };
      const matches = await db.matches.where('groupId').equals(groupId).toArray();
      matches.sort((a, b) => a.date.localeCompare(b.date) || (a.kickOff ?? '').localeCompare(b.kickOff ?? '') || a.id.localeCompare(b.id));
      return { state: 'ready', group, matches };
    },
    [groupId],
  );
}

export type SquadPlayer = { player: Player; attended: number; run: number };

export type MatchData =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; match: Match; group: CoachGroup | undefined; squad: SquadPlayer[]; events: MatchEventRow[] };

/** Each player's minutes in the group's ended matches of the season before this one (on the device, offline too). */
export async function readSeasonMinutes(matchId: string): Promise<Record<string, number>> {
  const match = await db.matches.get(matchId);
  if (!match) return {};
  const earlier = (await db.matches.where('groupId').equals(match.groupId).toArray()).filter((m) => m.id !== matchId && m.date <= match.date);
  if (earlier.length === 0) return {};
  const events = await db.matchEvents.where('matchId').anyOf(earlier.map((m) => m.id)).toArray();
  const played = seasonMatchTotals(earlier, events, { day: match.date, except: match.id });
  return Object.fromEntries([...played].map(([id, totals]) => [id, totals.minutes]));
}

/** The season minutes of the match's squad, for its plan; undefined while read. */
export function useSeasonMinutes(matchId: string): Record<string, number> | undefined {
  return useLiveQuery(() => readSeasonMinutes(matchId), [matchId]);
}

/** A match with its group, squad and log, from the device's copy; loading while the first sync may still bring it. */
export function useMatch(matchId: string): MatchData {
  return useSyncedRow(
    async (): Promise<MatchData> => {
      const match = await db.matches.get(matchId);
      if (!match) return { state: 'missing' };
      const group = await db.coachGroups.get(match.groupId);
      const players = sortRoster(await db.players.where('groupId').equals(match.groupId).toArray());
      const season = seasonAttendance(await db.attendance.where('groupId').equals(match.groupId).toArray(), match.groupId, new Date());
      const events = await db.matchEvents.where('matchId').equals(matchId).toArray();
      return { state: 'ready', match, group, squad: players.map((player) => ({ player, attended: season.attendedBy.get(player.id) ?? 0, run: season.run })), events };
    },
    [matchId],
  );
}

export async function addFixture(groupId: string, fixture: MatchFixture): Promise<string> {
  const id = uuidv7();
  await mutate('match.create', { id, groupId, ...fixture });
  return id;
}

export async function editFixture(matchId: string, fixture: MatchFixture): Promise<void> {
  await mutate('match.update', { id: matchId, ...fixture });
}

/** Removes the fixture and its log, on the device at once and on the server when it syncs. */
export async function removeFixture(matchId: string): Promise<void> {
  await mutate('match.delete', { id: matchId });
}

export async function saveAvailability(matchId: string, availability: PlayerAvailability[]): Promise<void> {
  await mutate('match.setAvailability', { id: matchId, availability });
}

export async function savePlan(matchId: string, plan: MatchPlan | null): Promise<void> {
  await mutate('match.setPlan', { id: matchId, plan });
}

/** Logs events at `at` (the moment the coach tapped), in the order given: their ids follow that order. */
export async function logEvents(matchId: string, events: readonly PlannedEvent[], at: Date = new Date()): Promise<void> {
  for (const [i, event] of events.entries()) {
    const id = uuidv7(at.getTime() + i);
    await mutate('match.logEvent', { matchId, event: { ...event, id, at: at.toISOString() } as MatchEvent });
  }
}

export async function undoEvent(id: string): Promise<void> {
  await mutate('match.undoEvent', { id });
}
