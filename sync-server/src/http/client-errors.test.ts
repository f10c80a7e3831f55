import { afterEach, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { makeTestApp, type TestApp } from '../../test-support/index';
import { answerClientErrors } from './client-errors';

/** What Node refuses before the app (431 and friends) still answers JSON. */
describe('client errors', () => {
  let t: TestApp;
  let server: Server;
  afterEach(async () => {
    await new Promise((done) => server.close(done));
    await t.close();
  });

  async function start(): Promise<number> {
    t = await makeTestApp();
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    answerClientErrors(server);
    await new Promise<void>((done) => (server.listening ? done() : server.once('listening', () => done())));
    return (server.address() as AddressInfo).port;
  }

  /** Sends raw bytes and reads the whole answer (Node closes after these refusals). */
  function raw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((done, fail) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('error', fail);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        done({ status: Number(head.split(' ')[1]), headers: head, body });
      });
      socket.write(request);
    });
  }

  it('answers headers over 16 KB with 431 and the JSON error shape', async () => {
    const port = await start();
    const res = await raw(port, `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ message: 'The request headers or URL are too large (16 KB at most)', code: 'headers_too_large' });
  });

  it('answers a URL over 16 KB the same way', async () => {
    const port = await start();
    const res = await raw(port, `GET /api/activities?search=${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'headers_too_large' });
  });

  it('answers a malformed request with 400 JSON, and normal requests as before', async () => {
    const port = await start();
    const bad = await raw(port, 'NONSENSE\r\n\r\n');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: 'invalid' });
    const ok = await fetch(`http://127.0.0.1:${port}/api/auth/me`);
    expect(ok.status).toBe(401);
    expect(await ok.json()).toMatchObject({ code: 'unauthorized' });
  });
});
