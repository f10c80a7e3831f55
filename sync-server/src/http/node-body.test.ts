import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { SCHEMA_VERSION, uuidv7, type PushResponse } from '@pitchside/shared';
import { createOrg, createUser, makeTestApp, type TestApp } from '../../test-support/index';
import { mutation } from '../../test-support/sync';
import { servedOnFreePort, type Served } from '../../test-support/served';
import { keptNodeBody } from './node-body';

describe('a body read from Node\'s stream', () => {
  const echo = new Hono();
  echo.post('/echo', async (c) => {
    if (!(await keptNodeBody(c, 64, () => new Error('too large')))) return c.json({ read: 'web' });
    return c.json({ read: 'node', text: await c.req.text(), json: await c.req.json() });
  });
  echo.onError((error, c) => c.json({ refused: error.message }, 413));

  it('is what every later read of the request answers with', async () => {
    // The web Request says one thing and Node's stream another: the answer shows which was read.
    const json = { 'content-type': 'application/json', 'content-length': '15' };
    const res = await echo.request('/echo', { method: 'POST', body: '{"from":"web"}', headers: json }, { incoming: Readable.from([Buffer.from('{"from":'), Buffer.from('"node"}')]) });
    expect(await res.json()).toEqual({ read: 'node', text: '{"from":"node"}', json: { from: 'node' } });
  });

  it('is left to the web Request without a Node stream, without a length, or when it is not JSON (a form)', async () => {
    const json = { 'content-type': 'application/json', 'content-length': '2' };
    expect(await (await echo.request('/echo', { method: 'POST', body: '{}', headers: json })).json()).toEqual({ read: 'web' });
    const chunked = { ...json, 'transfer-encoding': 'chunked' };
    expect(await (await echo.request('/echo', { method: 'POST', body: '{}', headers: chunked }, { incoming: Readable.from([Buffer.from('{}')]) })).json()).toEqual({ read: 'web' });
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' };
    expect(await (await echo.request('/echo', { method: 'POST', body: 'a=1', headers: form }, { incoming: Readable.from([Buffer.from('a=1')]) })).json()).toEqual({ read: 'web' });
  });

  it('is refused before it is read when its length is over the limit', async () => {
    const json = { 'content-type': 'application/json', 'content-length': '65' };
    const res = await echo.request('/echo', { method: 'POST', body: '{}', headers: json }, { incoming: Readable.from([Buffer.from('{}')]) });
    expect(await res.json()).toEqual({ refused: 'too large' });
  });
});

describe('JSON bodies over HTTP', () => {
  let t: TestApp;
  let served: Served;
  let coach: string;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    coach = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: { canCreateSessions: true } })).token;
    served = await servedOnFreePort(t.app);
  });
  afterEach(async () => {
    await served.close();
    await t.close();
  });

  /** A POST of `body`, with its length or (`chunked`) in chunks of unknown total. */
  function post(path: string, body: string, chunked = false): Promise<{ status: number; json: unknown }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: served.port, path, method: 'POST', headers: { authorization: `Bearer ${coach}`, 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }));
        },
      );
      req.on('error', reject);
      if (chunked) for (let i = 0; i < body.length; i += 1000) req.write(body.slice(i, i + 1000));
      else req.write(body);
      req.end();
    });
  }

  const pushBody = (clientId: string, note = '') =>
    JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION, mutations: [mutation(1, 'session.create', { id: uuidv7(), title: 'Rondo', notes: note, activityIds: [], activityDurations: [] })] });

  it('applies a push sent with its length and one sent in chunks', async () => {
    for (const chunked of [false, true]) {
      const answer = await post('/api/sync/push', pushBody(`device-${chunked}`), chunked);
      expect(answer).toEqual({ status: 200, json: { lastMutationId: 1, rejected: [] } satisfies PushResponse });
    }
  });

  it('creates a session from a REST body, refuses malformed JSON, and refuses a body over a megabyte either way', async () => {
    expect((await post('/api/sessions', JSON.stringify({ id: uuidv7(), title: 'Box to box', activityIds: [], activityDurations: [] }))).status).toBe(201);
    expect(await post('/api/sessions', '{"title": ')).toMatchObject({ status: 400 });
    const huge = pushBody('device-huge', 'x'.repeat(1024 * 1024));
    for (const chunked of [false, true]) expect(await post('/api/sync/push', huge, chunked)).toEqual({ status: 413, json: { message: 'The request is too large', code: 'too_large' } });
  });
});
