import { seasonStart } from '../teams/roster';
import { liveState } from './match-log';
import { loggedEvents, startingLineup } from './match-minutes';
import type { Match, MatchEventRow } from './match-schema';

/**
 * A player's season from the group's ended matches, computed from their logs on the device
 * (offline as online): the roster shows it, and the next match's plan starts those with the
 * fewest minutes.
 */

export type SeasonMatchTotals = { minutes: number; matches: number; goals: number; assists: number };

/** Whole minutes from milliseconds, to the nearest minute. */
const wholeMinutes = (ms: number) => Math.round(ms / 60_000);

/**
 * Per player, over the matches of the season (1 July to 30 June) that holds `day` whose log has
 * ended, up to `day` itself, leaving out `except` (the match being planned): minutes played,
 * matches played in (a minute or more on the field), goals and assists.
 */
export function seasonMatchTotals(
  matches: readonly Pick<Match, 'id' | 'date' | 'plan'>[],
  rows: readonly Pick<MatchEventRow, 'id' | 'matchId' | 'event'>[],
  { day, except = null }: { day: string; except?: string | null },
): Map<string, SeasonMatchTotals> {
  const from = seasonStart(new Date(`${day}T12:00:00Z`));
  const eventsOf = new Map<string, Pick<MatchEventRow, 'id' | 'event'>[]>();
  for (const row of rows) eventsOf.set(row.matchId, [...(eventsOf.get(row.matchId) ?? []), row]);
  const totals = new Map<string, SeasonMatchTotals>();
  const add = (id: string, change: Partial<SeasonMatchTotals>) => {
    const t = totals.get(id) ?? { minutes: 0, matches: 0, goals: 0, assists: 0 };
    totals.set(id, { minutes: t.minutes + (change.minutes ?? 0), matches: t.matches + (change.matches ?? 0), goals: t.goals + (change.goals ?? 0), assists: t.assists + (change.assists ?? 0) });
  };
  for (const match of matches) {
    if (match.id === except || match.date < from || match.date > day) continue;
    const events = loggedEvents(eventsOf.get(match.id) ?? []);
    const end = events.find((e) => e.kind === 'end');
    if (!end) continue;
    const state = liveState(startingLineup(match.plan), events, new Date(end.at));
    if (state.phase !== 'ended') continue;
    for (const [id, ms] of Object.entries(state.playedMs)) {
      const minutes = wholeMinutes(ms);
      add(id, { minutes, matches: minutes > 0 ? 1 : 0 });
    }
    for (const [id, goals] of Object.entries(state.goals)) add(id, { goals });
    for (const [id, assists] of Object.entries(state.assists)) add(id, { assists });
  }
  return totals;
}
