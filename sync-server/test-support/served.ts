import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** An app served over real HTTP on a free local port, for tests of what only a socket shows. */
export type Served = { port: number; baseUrl: string; close(): Promise<void> };

export function servedOnFreePort(app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }): Promise<Served> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        baseUrl: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    });
  });
}
