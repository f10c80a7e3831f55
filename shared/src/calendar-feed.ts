import { z } from 'zod';
import { idSchema, timestampSchema } from './entities';

/**
 * A coach group's private iCalendar feed. The link carries a random
 * token; the server keeps only its hash, so the link is shown once, when it is issued.
 */

/**
 * The secret in a private link (this feed, a shared session): 256 random bits, base64url.
 * The server keeps only its hash, so a link is shown once, when it is issued.
 */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

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

export const calendarFeedStatusSchema = z.object({
  groupId: idSchema,
  /** When the link in use was issued; null: the group has no feed. */
  issuedAt: timestampSchema.nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A newly issued link: the only time the token is ever sent. */
export const calendarFeedLinkSchema = z.object({
  groupId: idSchema,
  token: linkTokenSchema,
  issuedAt: timestampSchema,
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
