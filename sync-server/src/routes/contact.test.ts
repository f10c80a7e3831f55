import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@pitchside/shared';
import { countRows, makeTestApp, send, type TestApp, queryValue } from '../../test-support/index';
import { CONTACT_LIMIT } from './contact';

describe('contact forms', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  it('stores a trial request without sign-in', async () => {
    const res = await send(t.app, 'POST', '/api/contact/trial', {
      body: { name: 'Sam Coach', email: 'Sam@Club.example', organization: 'River FC', players: '40' },
    });
    expect(res).toEqual({ status: 201, body: { ok: true } });
    const row = await queryValue(t.db, "SELECT payload FROM contact_requests WHERE kind = 'trial'") as string;
    expect(JSON.parse(row)).toEqual({ name: 'Sam Coach', email: 'sam@club.example', organization: 'River FC', role: '', players: '40', message: '' });
  });

  it('refuses a trial request without name, valid email or organization', async () => {
    const res = await send<ApiErrorBody>(t.app, 'POST', '/api/contact/trial', { body: { name: ' ', email: 'nope', organization: '' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      organization: 'Organization is required',
    });
    expect(await countRows(t.db, 'contact_requests')).toBe(0);
  });

  it('stores a sales message; the message is required', async () => {
    const base = { name: 'Alex', email: 'alex@club.example', organization: 'Hill United' };
    const missing = await send<ApiErrorBody>(t.app, 'POST', '/api/contact/sales', { body: base });
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.message).toBe('Message is required');
    expect(await countRows(t.db, 'contact_requests')).toBe(0);
    const ok = await send(t.app, 'POST', '/api/contact/sales', { body: { ...base, message: 'We have 12 teams.' } });
    expect(ok).toEqual({ status: 201, body: { ok: true } });
    expect(await countRows(t.db, 'contact_requests', "kind = 'sales'")).toBe(1);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await send<ApiErrorBody>(t.app, 'POST', '/api/contact/trial', { body: '{not json' });
    expect(res.status).toBe(400);
  });

  it('limits how often one address may send, and lets it send again later', async () => {
    const body = { name: 'Spam', email: 'spam@example.test', organization: 'Spam FC' };
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) {
      expect((await send(t.app, 'POST', '/api/contact/trial', { body })).status).toBe(201);
    }
    const limited = await send<ApiErrorBody>(t.app, 'POST', '/api/contact/trial', { body });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(await countRows(t.db, 'contact_requests')).toBe(CONTACT_LIMIT.limit);
    t.clock.advance(CONTACT_LIMIT.windowMs);
    expect((await send(t.app, 'POST', '/api/contact/trial', { body })).status).toBe(201);
  });
});
