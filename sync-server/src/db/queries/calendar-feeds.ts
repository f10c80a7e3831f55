import type { Db } from '../database';
import type { MatchesTable } from '../tables';

/** What a group's calendar feed lists (training and matches); its link is a private link (private-links.ts). */

export type FeedEntryRow = {
  id: string;
  date: string;
  start_time: string | null;
  duration_minutes: number | null;
  group_name: string;
  session_id: string | null;
  updated_at: string;
  title: string | null;
  session_minutes: number | null;
};

/** The group's entries from `fromDate` on, with their session's title and planned minutes. */
export function feedEntries(db: Db, groupId: string, organizationId: string, fromDate: string): Promise<FeedEntryRow[]> {
  return db
    .selectFrom('schedule_entries as e')
    .leftJoin('sessions as s', (join) => join.onRef('s.id', '=', 'e.session_id').onRef('s.organization_id', '=', 'e.organization_id'))
    .select([
      'e.id',
      'e.date',
      'e.start_time',
      'e.duration_minutes',
      'e.group_name',
      'e.session_id',
      'e.updated_at',
      's.title',
      's.duration as session_minutes',
    ])
    .where('e.group_id', '=', groupId)
    .where('e.organization_id', '=', organizationId)
    .where('e.date', '>=', fromDate)
    .orderBy('e.date')
    .orderBy('e.start_time')
    .orderBy('e.id')
    .limit(2000)
    .execute();
}

export type FeedMatchRow = Pick<MatchesTable, 'id' | 'date' | 'kick_off' | 'opponent' | 'home_away' | 'venue' | 'periods' | 'period_minutes' | 'updated_at'>;

/** The group's matches from `fromDate` on. */
export function feedMatches(db: Db, groupId: string, organizationId: string, fromDate: string): Promise<FeedMatchRow[]> {
  return db
    .selectFrom('matches')
    .select(['id', 'date', 'kick_off', 'opponent', 'home_away', 'venue', 'periods', 'period_minutes', 'updated_at'])
    .where('group_id', '=', groupId)
    .where('organization_id', '=', organizationId)
    .where('date', '>=', fromDate)
    .orderBy('date')
    .orderBy('kick_off')
    .orderBy('id')
    .limit(500)
    .execute();
}
