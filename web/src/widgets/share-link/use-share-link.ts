import { sessionShareLinkSchema, sessionShareStatusSchema, sharedCardPath, type SessionShareLink, type SessionShareStatus } from '@pitchside/shared';
import { api } from '../../data/api';
import { useApiQuery, type ApiQuery } from '../admin-shared/use-api-query';

/** A session's share link lives on the server (online-only); its token is shown only when issued. */

const sharePath = (sessionId: string) => `/api/sessions/${sessionId}/share`;

export function useShareStatus(sessionId: string): ApiQuery<SessionShareStatus> {
  return useApiQuery(sharePath(sessionId), sessionShareStatusSchema);
}

/** A new link for the session; the old one (if any) stops working at once. */
export async function issueShareLink(sessionId: string): Promise<SessionShareLink> {
  return sessionShareLinkSchema.parse(await api.post<unknown>(sharePath(sessionId)));
}

export async function revokeShareLink(sessionId: string): Promise<void> {
  await api.delete<unknown>(sharePath(sessionId));
}

/** The address to send: this app's own server, a page that needs no sign-in. */
export const shareUrl = (link: SessionShareLink) => new URL(sharedCardPath(link.token), window.location.origin).toString();
