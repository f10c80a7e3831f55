import { afterEach, describe, expect, it } from 'vitest';
import { request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { keepConnectionsAlive, KEEP_ALIVE_MS } from './keep-alive';

/** A client that reuses a connection idle past Node's default limit (5 s) gets an answer, not a reset. */

function get(port: number, agent: Agent): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: '/ping', agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('keep-alive', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('keeps an idle connection open longer than Node’s 5 s default', async () => {
    const app = new Hono().get('/ping', (c) => c.text('pong'));
    server = await new Promise<Server>((ready) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s as Server)) as Server;
      keepConnectionsAlive(s);
    });
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);

    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(port, agent);
    expect(first).toEqual({ status: 200, reusedSocket: false });

    // Node closes an idle socket a second after its keepAliveTimeout.
    await new Promise((wait) => setTimeout(wait, 7_000));
    const second = await get(port, agent);
    // On Node's default the server has closed the socket by now, and the agent opens a new one.
    expect(second).toEqual({ status: 200, reusedSocket: true });
    agent.destroy();
  }, 20_000);
});
