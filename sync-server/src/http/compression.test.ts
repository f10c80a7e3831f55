import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiErrorSchema, calendarFeedLinkSchema, calendarFeedPath, pullResponseSchema, SCHEMA_VERSION, uuidv7 } from '@pitchside/shared';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { AppEnv } from './env';
import { chooseEncoding, IN_THREAD_BELOW_BYTES } from './content-coding';
import { COMPRESS_THRESHOLD_BYTES } from './compress-json';
import { allFlags, createOrg, createUser, insertActivity, insertCoachGroup, makeTestApp, type TestApp } from '../../test-support/index';

/** What a browser would see after undoing the answer's Content-Encoding. */
async function decoded(res: Response): Promise<Buffer> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  expect(encoding).toBeNull();
  return bytes;
}

function expectSecurityHeaders(res: Response): void {
  expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('chooseEncoding', () => {
  it('takes the coding the client weighs highest, br first on a tie, and never one it refuses', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('BR;Q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });
});

describe('the web app as built', () => {
  let t: TestApp;
  let app: Hono<AppEnv>;
  const script = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`);
  const page = Buffer.from(`<!doctype html><html lang="en"><title>Pitchside</title><body>${'<p>Plan your session.</p>'.repeat(80)}</body></html>`);
  const small = Buffer.from('User-agent: *\nAllow: /\n');

  beforeEach(async () => {
    t = await makeTestApp();
    const staticDir = join(t.dir, 'dist');
    mkdirSync(join(staticDir, 'assets'), { recursive: true });
    // As the build leaves them (vite.config.ts): a .br and a .gz beside each text file of 1 KB or more.
    for (const [name, bytes] of [['assets/app-abc12345.js', script], ['index.html', page]] as const) {
      writeFileSync(join(staticDir, name), bytes);
      writeFileSync(join(staticDir, `${name}.br`), brotliCompressSync(bytes));
      writeFileSync(join(staticDir, `${name}.gz`), gzipSync(bytes));
    }
    writeFileSync(join(staticDir, 'robots.txt'), small);
    writeFileSync(join(t.dir, 'secret.txt'), 'outside');
    app = createApp({ db: t.db, uploadsDir: t.uploadsDir, staticDir, clock: t.clock });
  });
  afterEach(() => t.close());

  it('sends the brotli or gzip copy a browser accepts, whose decoded bytes are the file', async () => {
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'], ['*', 'br']] as const) {
      const res = await app.request('/assets/app-abc12345.js', { headers: { 'accept-encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(res);
      const length = Number(res.headers.get('content-length'));
      const body = await decoded(res.clone());
      expect(body.equals(script), accept).toBe(true);
      expect(length).toBe((await res.arrayBuffer()).byteLength);
      expect(length).toBeLessThan(script.length);
    }
  });

  it('sends the file itself, still with Vary, to a client that asks for no coding or refuses them', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await app.request('/assets/app-abc12345.js', accept ? { headers: { 'accept-encoding': accept } } : {});
      expect(res.headers.get('content-encoding'), accept).toBeNull();
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(script.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(script)).toBe(true);
    }
  });

  it('compresses the page for client routes and for /, with no-cache kept', async () => {
    for (const path of ['/', '/index.html', '/session-library']) {
      const res = await app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expectSecurityHeaders(res);
      expect((await decoded(res)).equals(page), path).toBe(true);
    }
  });

  it('leaves files without a compressed copy alone, and serves nothing outside the build', async () => {
    const res = await app.request('/robots.txt', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(small)).toBe(true);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/secret.txt', '/%00', '/assets/..%5csecret.txt']) {
      const escaped = await app.request(path);
      expect(await escaped.text(), path).not.toBe('outside');
    }
  });

  it('never sends a compressed copy older than its file', async () => {
    const changed = Buffer.concat([page, Buffer.from('<!-- next version -->')]);
    writeFileSync(join(t.dir, 'dist', 'index.html'), changed);
    utimesSync(join(t.dir, 'dist', 'index.html'), new Date(), new Date(Date.now() + 5000));
    const res = await app.request('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(changed)).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await app.request('/assets/app-abc12345.js', { headers: { 'accept-encoding': 'br' } });
    const head = await app.request('/assets/app-abc12345.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'etag']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
    expect(await head.text()).toBe('');
  });

  it('revalidates with the ETag of the copy it sent', async () => {
    const first = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const identityTag = (await app.request('/')).headers.get('etag');
    expect(identityTag).not.toBe(etag);
    const again = await app.request('/', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(await again.text()).toBe('');
    const changed = await app.request('/', { headers: { 'accept-encoding': 'br', 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('serves byte ranges from the file itself', async () => {
    const res = await app.request('/assets/app-abc12345.js', { headers: { 'accept-encoding': 'br', range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${script.length}`);
    expect(res.headers.get('content-length')).toBe('10');
    expect(Buffer.from(await res.arrayBuffer()).equals(script.subarray(10, 20))).toBe(true);
    const tail = await app.request('/assets/app-abc12345.js', { headers: { range: 'bytes=-5' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(script.subarray(-5))).toBe(true);
    const beyond = await app.request('/assets/app-abc12345.js', { headers: { range: `bytes=${script.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${script.length}`);
  });
});

describe('JSON answers', () => {
  let t: TestApp;
  let token: string;
  let adminToken: string;
  let groupId: string;
  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    token = (await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags })).token;
    adminToken = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
    groupId = await insertCoachGroup(t, org.id, 'U12');
    // Written out in full, as coaches do: 60 of them make a page larger than is compressed in the thread.
    const steps = (i: number) => Array.from({ length: 40 }, (_, k) => `Step ${k + 1} of rondo ${i}: pass, move and support the player on the ball.`).join(' ');
    for (let i = 0; i < 60; i += 1) await insertActivity(t, { title: `Rondo ${i}`, organizationId: org.id, setup: steps(i), instructions: steps(i) });
  });
  afterEach(() => t.close());

  const get = (path: string, accept?: string, as = token) =>
    t.app.request(path, { headers: { authorization: `Bearer ${as}`, ...(accept ? { 'accept-encoding': accept } : {}) } });

  it.each([
    ['a small pull page (compressed in the thread)', 5],
    ['a large pull page (compressed on the thread pool)', 100],
  ])('compresses %s for a client that accepts it; decoded, it is the same answer', async (_what, limit) => {
    const path = `/api/sync/pull?cursor=0&limit=${limit}&clientId=${uuidv7()}`;
    const plain = await get(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const original = Buffer.from(await plain.arrayBuffer());
    expect(original.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(original.length > IN_THREAD_BELOW_BYTES).toBe(limit > 5);
    expect(pullResponseSchema.parse(JSON.parse(original.toString())).changes.activities?.length).toBe(limit > 5 ? 60 : 4);

    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      const res = await get(path, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expectSecurityHeaders(res);
      const length = Number(res.headers.get('content-length'));
      expect(length).toBe((await res.clone().arrayBuffer()).byteLength);
      expect(length).toBeLessThan(original.length / 3);
      expect((await decoded(res)).equals(original), accept).toBe(true);
    }
  });

  it('sends small answers and errors as they are, in their usual shape', async () => {
    const me = await get('/api/auth/me', 'br, gzip');
    expect(me.status).toBe(200);
    expect(me.headers.get('content-encoding')).toBeNull();
    expect(me.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(me.headers.get('content-length'))).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    for (const [path, status] of [['/api/nothing-here', 404], ['/api/sessions/not-a-uuid', 404]] as const) {
      const res = await get(path, 'br, gzip');
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-encoding')).toBeNull();
      expectSecurityHeaders(res);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('not_found');
    }
  });

  it('takes pushes from a client that accepts compressed answers', async () => {
    const res = await t.app.request('/api/sync/push', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({
        clientId: uuidv7(),
        schemaVersion: SCHEMA_VERSION,
        mutations: [{ mutationId: 1, name: 'session.create', args: { id: uuidv7(), activityIds: [], activityDurations: [] }, createdAt: '2025-03-05T09:00:00.000Z' }],
      }),
    });
    expect(res.status).toBe(200);
    expect(await decoded(res).then((b) => JSON.parse(b.toString()) as unknown)).toEqual({ lastMutationId: 1, rejected: [] });
  });

  it('leaves the calendar feed as it is', async () => {
    const link = await t.app.request(`/api/coach-groups/${groupId}/calendar-feed`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` } });
    const feed = await t.app.request(calendarFeedPath(calendarFeedLinkSchema.parse(await link.json()).token), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-encoding')).toBeNull();
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
