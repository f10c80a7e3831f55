import { calendarFeedLinkSchema, calendarFeedStatusSchema, webcalUrl, type CalendarFeedLink } from '@pitchside/shared';
import { api } from '../../../data/api';
import { useApiQuery, type ApiQuery } from '../../admin-shared/use-api-query';

/** The feed is online-only: it lives on the server, and its link is shown only when issued. */

const feedPath = (groupId: string) => `/api/coach-groups/${groupId}/calendar-feed`;

export function useCalendarFeedStatus(groupId: string | null): ApiQuery<{ groupId: string; issuedAt: string | null }> {
  return useApiQuery(groupId ? feedPath(groupId) : null, calendarFeedStatusSchema);
}

/** Issues a new link for the group; the old one (if any) stops working at once. */
export async function issueCalendarFeed(groupId: string): Promise<CalendarFeedLink> {
  return calendarFeedLinkSchema.parse(await api.post<unknown>(feedPath(groupId)));
}

/** The address a calendar app subscribes to, on this app's own server. */
export const subscriptionUrl = (link: CalendarFeedLink) => webcalUrl(window.location.origin, link.token);
