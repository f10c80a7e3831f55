import { z } from 'zod';
import { privateLinkSchemas } from '../accounts/private-link';
import { liveState } from './match-log';
import { loggedEvents, startingLineup } from './match-minutes';
import type { Match, MatchEventRow } from './match-schema';

/**
 * After the match: minutes and periods per player from the log, for the coach's page, the
 * parents' receipt (first names and shirt numbers only, nothing else about any child) and the
 * club's view of minutes across matches.
 */

export const receiptPath = (token: string) => `/receipt/${token}`;

const shareSchemas = privateLinkSchemas('matchId');
export const matchShareStatusSchema = shareSchemas.status;
export type MatchShareStatus = z.infer<typeof matchShareStatusSchema>;
export const matchShareLinkSchema = shareSchemas.link;
export type MatchShareLink = z.infer<typeof matchShareLinkSchema>;

type RosterName = { id: string; name: string; shirtNumber: number | null };

export type PlayerMinutes = { playerId: string; name: string; shirtNumber: number | null; minutes: number; plannedMinutes: number | null; periods: number[]; goals: number };

/** Whole minutes from milliseconds, to the nearest minute. */
const wholeMinutes = (ms: number) => Math.round(ms / 60_000);

/** Per player: minutes, the planned minutes and the periods (1-based) they played in, from the log up to `now`. */
export function minutesPerPlayer(match: Pick<Match, 'plan'>, rows: readonly Pick<MatchEventRow, 'id' | 'event'>[], roster: readonly RosterName[], now: Date): PlayerMinutes[] {
  const lineup = startingLineup(match.plan);
  const events = loggedEvents(rows);
  const final = liveState(lineup, events, now);
  // The periods a player played in: playing time grew between one period's kick-off and its end.
  const ends = events.filter((e) => e.kind === 'period-end' || e.kind === 'end').map((e) => Date.parse(e.at));
  const periods = new Map<string, number[]>();
  let before: Record<string, number> = {};
  const marks = final.phase === 'ended' ? ends : [...ends, now.getTime()];
  for (const [index, end] of marks.entries()) {
    const upTo = liveState(lineup, events.filter((e) => Date.parse(e.at) <= end), new Date(end));
    for (const [id, ms] of Object.entries(upTo.playedMs)) {
      if (ms - (before[id] ?? 0) > 0) periods.set(id, [...(periods.get(id) ?? []), index + 1]);
    }
    before = upTo.playedMs;
  }
  const names = new Map(roster.map((p) => [p.id, p]));
  return Object.entries(final.playedMs)
    .map(([id, ms]) => ({
      playerId: id,
      name: names.get(id)?.name ?? 'Player',
      shirtNumber: names.get(id)?.shirtNumber ?? null,
      minutes: wholeMinutes(ms),
      plannedMinutes: match.plan ? Math.round(match.plan.minutes[id] ?? 0) : null,
      periods: [...new Set(periods.get(id) ?? [])],
      goals: final.goals[id] ?? 0,
    }))
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
}

export const receiptSchema = z.object({
  opponent: z.string(),
  date: z.string(),
  homeAway: z.enum(['home', 'away']),
  score: z.object({ us: z.number().int(), them: z.number().int() }),
  ended: z.boolean(),
  periods: z.number().int(),
  periodMinutes: z.number(),
  players: z.array(z.object({ firstName: z.string(), shirtNumber: z.number().int().nullable(), minutes: z.number().int(), periods: z.array(z.number().int()) })),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** What parents see: first names and shirt numbers only, minutes and periods played. */
export function fairPlayReceipt(match: Match, rows: readonly MatchEventRow[], roster: readonly RosterName[], now: Date): Receipt {
  const state = liveState(startingLineup(match.plan), loggedEvents(rows), now);
  return {
    opponent: match.opponent,
    date: match.date,
    homeAway: match.homeAway,
    score: state.score,
    ended: state.phase === 'ended',
    periods: match.periods,
    periodMinutes: match.periodMinutes,
    players: minutesPerPlayer(match, rows, roster, now).map((p) => ({ firstName: p.name.trim().split(/\s+/)[0] ?? '', shirtNumber: p.shirtNumber, minutes: p.minutes, periods: p.periods })),
  };
}

export const clubMinutesSchema = z.object({
  groups: z.array(
    z.object({
      groupId: z.string(),
      groupName: z.string(),
      matchesPlayed: z.number().int(),
      /** Lowest and highest share of the available minutes any player played (0-1); null before any match. */
      lowestShare: z.number().nullable(),
      highestShare: z.number().nullable(),
      players: z.array(z.object({ playerId: z.string(), name: z.string(), matches: z.number().int(), minutes: z.number().int(), share: z.number() })),
    }),
  ),
});
export type ClubMinutes = z.infer<typeof clubMinutesSchema>;

/**
 * Minutes per player across a club's played matches (those with a kick-off logged), and each
 * group's spread of shares: a player's share is their minutes over the minutes of the matches
 * they were available for.
 */
export function clubMinutes(
  groups: readonly { id: string; name: string }[],
  matches: readonly Match[],
  rows: readonly MatchEventRow[],
  roster: readonly (RosterName & { groupId: string })[],
  now: Date,
): ClubMinutes {
  const eventsOf = new Map<string, MatchEventRow[]>();
  for (const row of rows) eventsOf.set(row.matchId, [...(eventsOf.get(row.matchId) ?? []), row]);
  return {
    groups: groups.map((group) => {
      const played = matches.filter((m) => m.groupId === group.id && (eventsOf.get(m.id) ?? []).some((r) => r.event.kind === 'kick-off'));
      const totals = new Map<string, { minutes: number; matches: number; available: number }>();
      for (const match of played) {
        const length = match.periods * match.periodMinutes;
        for (const p of minutesPerPlayer(match, eventsOf.get(match.id) ?? [], roster, now)) {
          const t = totals.get(p.playerId) ?? { minutes: 0, matches: 0, available: 0 };
          totals.set(p.playerId, { minutes: t.minutes + p.minutes, matches: t.matches + 1, available: t.available + length });
        }
      }
      const names = new Map(roster.map((p) => [p.id, p.name]));
      const players = [...totals]
        .map(([playerId, t]) => ({ playerId, name: names.get(playerId) ?? 'Former player', matches: t.matches, minutes: t.minutes, share: t.available > 0 ? Math.min(1, t.minutes / t.available) : 0 }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const shares = players.map((p) => p.share);
      return {
        groupId: group.id,
        groupName: group.name,
        matchesPlayed: played.length,
        lowestShare: shares.length > 0 ? Math.min(...shares) : null,
        highestShare: shares.length > 0 ? Math.max(...shares) : null,
        players,
      };
    }),
  };
}
