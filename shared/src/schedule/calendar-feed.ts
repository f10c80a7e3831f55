import { z } from 'zod';
import { privateLinkSchemas } from '../accounts/private-link';

/**
 * A coach group's private iCalendar feed. The link carries a random
 * token; the server keeps only its hash, so the link is shown once, when it is issued.
 */

/** Where a feed is served, relative to the server's origin. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/**
 * The app's page for one schedule entry: it runs a copy of the entry's session, as tapping the
 * entry on the home schedule does, so a calendar link never runs (or completes) the library plan.
 */
export const scheduleEntryPath = (entryId: string) => `/schedule/${entryId}`;

/** The webcal:// address calendar apps subscribe to, from the page's origin. */
export function webcalUrl(origin: string, token: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${calendarFeedPath(token)}`;
}

const feedSchemas = privateLinkSchemas('groupId');
export const calendarFeedStatusSchema = feedSchemas.status;
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export const calendarFeedLinkSchema = feedSchemas.link;
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
