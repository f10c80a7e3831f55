import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AuditBy, RequestOrigin } from '../domain/audit';
import type { AppEnv } from './env';

/**
 * Where a request came from, for the audit trail: the socket's address (forwarded headers
 * are anyone's to send) and the user agent, cut short.
 */
export function requestOrigin(c: Context<AppEnv>): RequestOrigin {
  let ip: string | null = null;
  try {
    ip = getConnInfo(c).remote.address ?? null;
  } catch {
    // app.request() in tests has no socket.
  }
  const userAgent = c.req.header('user-agent')?.slice(0, 200) ?? null;
  return { ip, userAgent };
}

/** The signed-in user making this request, from where, now: what a domain function records its event with. */
export function auditBy(c: Context<AppEnv>): AuditBy {
  return { actor: c.get('user'), origin: requestOrigin(c), now: c.get('deps').clock() };
}
