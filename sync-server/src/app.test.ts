import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorSchema } from '@pitchside/shared';
import { createApp } from './app';
import { countRows, createOrg, createUser, makeTestApp, send, tinyPng, type TestApp } from '../test-support/index';

/** docs/architecture.md "Security": security headers on every answer, errors included; body limits; clear 400s. */

function expectSecurityHeaders(res: Response, label: string): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBeTruthy();
}

describe('the app', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    token = (await createUser(t.db, { organizationId: org.id, role: 'org_admin' })).token;
  });
  afterEach(() => t.close());

  it('sends the security headers on successes and on every kind of error', async () => {
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const answers: [string, Response | Promise<Response>][] = [
      ['200', t.app.request('/api/auth/me', { headers: auth })],
      ['401', t.app.request('/api/sessions')],
      ['403', t.app.request('/api/sections', { method: 'POST', headers: auth, body: '{"name":"x"}' })],
      ['404 api', t.app.request('/api/nothing-here')],
      ['404 record', t.app.request('/api/sessions/not-a-uuid', { headers: auth })],
      ['400', t.app.request('/api/categories', { method: 'POST', headers: auth, body: '{"oops"' })],
      ['413', t.app.request('/api/categories', { method: 'POST', headers: auth, body: JSON.stringify({ name: 'x'.repeat(2_000_000) }) })],
      ['404 upload', t.app.request('/uploads/0123456789abcdef0123456789abcdef.png')],
    ];
    for (const [label, pending] of answers) {
      const res = await pending;
      expect(res.status, label).toBe(Number(label.slice(0, 3)));
      expectSecurityHeaders(res, label);
    }
  });

  it('serves uploaded images with a sandboxed policy that allows nothing to run', async () => {
    mkdirSync(t.uploadsDir, { recursive: true });
    writeFileSync(join(t.uploadsDir, '0123456789abcdef0123456789abcdef.png'), tinyPng);
    const res = await t.app.request('/uploads/0123456789abcdef0123456789abcdef.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  it('sends the security headers with the web app and its fallback page', async () => {
    const staticDir = join(t.dir, 'dist');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Pitchside</title>');
    const app = createApp({ db: t.db, uploadsDir: t.uploadsDir, staticDir, clock: t.clock });
    for (const path of ['/', '/session-library']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expectSecurityHeaders(res, path);
    }
  });

  it('answers an oversize multipart body outside the activity form as too large, not as an image', async () => {
    const form = new FormData();
    form.append('notes', 'x'.repeat(2 * 1024 * 1024));
    const res = await t.app.request('/api/sessions', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(await res.json())).toEqual({ message: 'The request is too large', code: 'too_large' });
    expect(await countRows(t.db, 'sessions')).toBe(0);
  });

  it('refuses a display order that is not a whole number, instead of reading true as 1', async () => {
    for (const displayOrder of [true, null, [], '', 'first', 1.5, 10_000_000]) {
      const res = await send(t.app, 'POST', '/api/categories', { token, body: { name: 'Pressing', displayOrder } });
      expect(res.status, JSON.stringify(displayOrder)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid', fields: { displayOrder: 'Display order must be a whole number' } });
    }
    expect(await countRows(t.db, 'categories')).toBe(0);
    const fromForm = await send(t.app, 'POST', '/api/categories', { token, body: { name: 'Pressing', displayOrder: ' 3 ' } });
    expect(fromForm.status).toBe(201);
    expect(fromForm.body).toMatchObject({ displayOrder: 3 });
  });

  it('names an unknown permission flag in its 400', async () => {
    const coach = await createUser(t.db, { organizationId: (await createOrg(t.db)).id, role: 'coach' });
    const admin = await createUser(t.db, { organizationId: (await createOrg(t.db, { type: 'united_fc' })).id, role: 'admin' });
    const res = await send(t.app, 'PUT', `/api/admin/users/${coach.user.id}/permissions`, {
      token: admin.token,
      body: { flags: { canFly: true } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid', message: 'Unrecognized key: "canFly"' });
  });
});
