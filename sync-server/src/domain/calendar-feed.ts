import { coalescedRow } from '../db/push-transaction';
import { addDays, can, canOn, scheduleEntryPath } from '@pitchside/shared';
import type { Db } from '../db/database';
import { feedEntries, feedMatches, type FeedEntryRow, type FeedMatchRow } from '../db/queries/calendar-feeds';
import type { AuthedUser } from './actor';
import { forbidden, notFound } from './errors';
import { getOwnGroupRow } from './coach-groups';
import { writeCalendar, type CalendarEvent } from './icalendar';
import { privateLinks } from './private-links';

/**
 * A coach group's private calendar feed: whoever may schedule for the
 * group issues, replaces and revokes its link; calendar apps fetch it with the token alone.
 */

/** How far back a feed reaches: a season's recent past, not years of history. */
const FEED_HISTORY_DAYS = 90;

async function manageableGroup(db: Db, actor: AuthedUser, groupId: string) {
  if (!can(actor, 'manageCalendarFeed')) throw forbidden();
  const group = await getOwnGroupRow(db, actor, groupId);
  if (!canOn(actor, 'manageGroupCalendarFeed', { organizationId: group.organization_id })) throw forbidden();
  return group;
}

export const calendarFeeds = privateLinks('calendar_feeds', 'groupId', manageableGroup, {
  subjectType: 'coach_group',
  issued: { action: 'calendar_link.created', summary: 'Made a calendar link for a group' },
  revoked: { action: 'calendar_link.revoked', summary: 'Revoked a group calendar link' },
});

function toEvent(row: FeedEntryRow, appOrigin: string): CalendarEvent {
  const title = row.title ?? 'Training (session to be chosen)';
  const url = `${appOrigin}${scheduleEntryPath(row.id)}`;
  return {
    uid: `${row.id}@pitchside`,
    stamp: row.updated_at,
    date: row.date,
    startTime: row.start_time,
    // An entry without its own length lasts as long as its session's plan.
    durationMinutes: row.duration_minutes ?? (row.session_minutes ? row.session_minutes : null),
    summary: title,
    description: `${row.group_name}: ${title}\nRun-through: ${url}`,
    url,
  };
}

/** Breaks between periods, for a match's end in the calendar: five minutes each, a usual grassroots half-time. */
const BREAK_MINUTES = 5;

function toMatchEvent(row: FeedMatchRow, groupName: string, appOrigin: string): CalendarEvent {
  const summary = `Match: v ${row.opponent} (${row.home_away === 'home' ? 'home' : 'away'})`;
  const url = `${appOrigin}/matches/${row.id}/availability`;
  const periods = Number(row.periods);
  return {
    uid: `${row.id}@pitchside-match`,
    stamp: row.updated_at,
    date: row.date,
    startTime: row.kick_off,
    durationMinutes: row.kick_off === null ? null : periods * Number(row.period_minutes) + (periods - 1) * BREAK_MINUTES,
    summary,
    description: [`${groupName}: ${summary}`, row.venue ? `Venue: ${row.venue}` : null, `Match day: ${url}`].filter((line) => line !== null).join('\n'),
    url,
  };
}

/** The feed behind a token, as iCalendar text; an unknown or revoked token is not found. */
export async function renderCalendarFeed(db: Db, token: string, appOrigin: string, now: Date): Promise<string> {
  const feed = await calendarFeeds.opened(db, token);
  if (!feed) throw notFound('No such calendar feed');
  const group = await coalescedRow(db, 'coach_groups', feed.owner_id);
  if (!group) throw notFound('No such calendar feed');
  const since = addDays(now.toISOString().slice(0, 10), -FEED_HISTORY_DAYS);
  const rows = await feedEntries(db, feed.owner_id, feed.organization_id, since);
  const matches = await feedMatches(db, feed.owner_id, feed.organization_id, since);
  return writeCalendar(`${group.name} training`, [...rows.map((row) => toEvent(row, appOrigin)), ...matches.map((row) => toMatchEvent(row, group.name, appOrigin))]);
}
