import { matchState, matchEventSchema, minutesPerPlayer, type MatchEvent } from '@pitchside/shared';
import type { Db } from '../db/database';
import { eventsOfMatches, matchesOfGroup } from '../db/queries/matches';
import type { MatchesTable } from '../db/tables';
import { col, type Kind } from '../club-export/export-kind';
import { toMatch, toMatchEvent } from './rows';

/**
 * The club export's match files (domain/club-export.ts): each fixture with its score and state
 * worked out from its log, and each event of the logs. A page of matches reads the events of
 * those matches only, so the export never holds more than a page.
 */

const matchColumns = ['id', 'group_id', 'date', 'kick_off', 'opponent', 'home_away', 'venue', 'format', 'periods', 'period_minutes', 'rule_pack', 'availability', 'plan', 'created_at', 'version', 'updated_at'];

async function withScores(db: Db, page: Record<string, unknown>[], at: Date): Promise<Record<string, unknown>[]> {
  const rows = page as MatchesTable[];
  const events = (await eventsOfMatches(db, rows.map((r) => r.id))).map(toMatchEvent);
  return rows.map((row) => {
    const state = matchState(toMatch(row), events.filter((e) => e.matchId === row.id), at);
    return { ...row, state: state.phase, score_us: state.score.us, score_them: state.score.them };
  });
}

/** Who an event names, by role: the one player of an injury or a late arrival, the scorer and assist of a goal, off and on of a change. */
function eventPlayers(event: MatchEvent): { player_id: string | null; assist_id: string | null; off_id: string | null; on_id: string | null } {
  const none = { player_id: null, assist_id: null, off_id: null, on_id: null };
  switch (event.kind) {
    case 'goal':
      return { ...none, player_id: event.scorer, assist_id: event.assist };
    case 'injury':
    case 'late-arrival':
      return { ...none, player_id: event.player };
    case 'substitution':
      return { ...none, off_id: event.off, on_id: event.on };
    case 'keeper-swap':
      return { ...none, off_id: event.from, on_id: event.to };
    default:
      return none;
  }
}

async function eventColumns(_db: Db, page: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  return page.map((row) => {
    const event = matchEventSchema.parse(JSON.parse(String(row.event)));
    return { id: row.id, match_id: row.match_id, at: event.at, kind: event.kind, ...eventPlayers(event), updated_at: row.updated_at };
  });
}

export const matchExportKinds: Kind[] = [
  {
    file: 'matches',
    table: 'matches',
    about: "Each coach group's matches: the fixture, who was available, the rotation plan the coach accepted, and the score and state from the match's log.",
    reads: matchColumns,
    derive: withScores,
    columns: [
      col('id', 'id', 'The match.'),
      col('group_id', 'group_id', 'The coach group that played it.'),
      col('date', 'date', 'The day (YYYY-MM-DD).'),
      col('kick_off', 'kick_off', 'Kick-off time (HH:MM), or empty.'),
      col('opponent', 'opponent', 'The opponent.'),
      col('home_away', 'home_away', '"home" or "away".'),
      col('venue', 'venue', 'Where it was played, or empty.'),
      col('format', 'format', 'Players a side, like 7v7.'),
      col('periods', 'periods', 'Number of periods.'),
      col('period_minutes', 'period_minutes', 'Minutes a period.'),
      col('rule_pack', 'rule_pack', "The playing-time rules followed (fa-england, us-youth-soccer, ayso or club)."),
      col('state', 'state', 'At the time of the export: not-started, playing, paused, break or ended.'),
      col('score_us', 'score_us', "The group's goals, from the log."),
      col('score_them', 'score_them', "The opponent's goals, from the log."),
      col('availability', 'availability', 'Each player asked: JSON list of {playerId, status (available, late or unavailable), reason}.'),
      col('plan', 'plan', 'The accepted rotation plan as JSON (windows of who plays where, bench, planned minutes per player id), or empty.'),
      col('created_at', 'created_at', 'When it was added (UTC).'),
      col('updated_at', 'updated_at', 'When it was last changed (UTC).'),
    ],
  },
  {
    file: 'match_events',
    table: 'match_events',
    about: "Each event of the matches' live logs, in the order they were logged.",
    reads: ['id', 'match_id', 'event', 'updated_at'],
    derive: eventColumns,
    columns: [
      col('id', 'id', 'The event.'),
      col('match_id', 'match_id', 'The match (matches.id).'),
      col('at', 'at', 'When it happened (UTC).'),
      col('kind', 'kind', 'kick-off, pause, resume, period-end, substitution, keeper-swap, goal, opponent-goal, injury, late-arrival or end.'),
      col('player_id', 'player_id', 'The scorer of a goal (empty when not noted), or the player injured or arriving late.'),
      col('assist_id', 'assist_id', 'The assist of a goal, or empty.'),
      col('off_id', 'off_id', 'The player going off (substitution) or leaving goal (keeper-swap).'),
      col('on_id', 'on_id', 'The player coming on (substitution) or going in goal (keeper-swap).'),
      col('updated_at', 'updated_at', 'When it was written (UTC).'),
    ],
  },
];

/**
 * A player's part in each match of their group that names them (a subject access request):
 * their availability answer, minutes and periods played from the log, the positions the
 * accepted plan gave them, their goals and assists, and the log's events that name them, in the order they happened.
 */
export async function playerMatchRecords(db: Db, player: { id: string; group_id: string }, at: Date) {
  const matches = (await matchesOfGroup(db, player.group_id)).map(toMatch);
  const events = (await eventsOfMatches(db, matches.map((m) => m.id))).map(toMatchEvent);
  return matches.flatMap((match) => {
    const log = events.filter((e) => e.matchId === match.id);
    const named = log.filter((e) => Object.values(eventPlayers(e.event)).includes(player.id)).sort((a, b) => a.event.at.localeCompare(b.event.at));
    const availability = match.availability.find((a) => a.playerId === player.id) ?? null;
    const windows = match.plan?.windows ?? [];
    const positions = [...new Set(windows.flatMap((w) => [...(w.keeper === player.id ? ['GK'] : []), ...w.onField.filter((p) => p.playerId === player.id).map((p) => p.position)]))];
    const played = minutesPerPlayer(match, log, [], at).find((p) => p.playerId === player.id);
    const state = matchState(match, log, at);
    if (!availability && positions.length === 0 && !played && named.length === 0 && !windows.some((w) => w.bench.includes(player.id))) return [];
    return [
      {
        matchId: match.id,
        date: match.date,
        kickOff: match.kickOff,
        opponent: match.opponent,
        homeAway: match.homeAway,
        availability: availability ? { status: availability.status, reason: availability.reason } : null,
        minutesPlayed: played?.minutes ?? 0,
        periodsPlayed: played?.periods ?? [],
        plannedMinutes: match.plan ? Math.round(match.plan.minutes[player.id] ?? 0) : null,
        plannedPositions: positions,
        goals: state.goals[player.id] ?? 0,
        assists: state.assists[player.id] ?? 0,
        events: named.map((e) => ({ at: e.event.at, kind: e.event.kind })),
      },
    ];
  });
}
