import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Node closes one after 5 s; a client that
 * sends on it just as the server closes it gets a reset (ECONNRESET) instead of an answer.
 * Proxies and load balancers commonly keep idle connections 60 s, so the server waits longer
 * than they do, and the side that closes is the client, which knows not to reuse the socket.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node counts a kept-alive connection's wait for the next request's headers against
  // headersTimeout, so it must outlast keepAliveTimeout or the idle socket is cut first.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
