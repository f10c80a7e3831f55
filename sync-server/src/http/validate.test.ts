import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type ApiErrorBody, type Session } from '@pitchside/shared';
import { allFlags, createOrg, createUser, insertActivity, insertCategory, insertSession, makeTestApp, type TestApp, queryValue, queryRow } from '../../test-support/index';
import { notJsonMessage, nothingToUpdateMessage } from './validate';

/** Bodies not sent as JSON, empty updates, strings SQLite cannot store as sent. */
describe('JSON bodies', () => {
  let t: TestApp;
  let orgId: string;
  let admin: string;
  let orgAdmin: string;

  beforeEach(async () => {
    t = await makeTestApp();
    const org = await createOrg(t.db);
    orgId = org.id;
    admin = (await createUser(t.db, { organizationId: (await createOrg(t.db, { type: 'united_fc' })).id, role: 'admin' })).token;
    orgAdmin = (await createUser(t.db, { organizationId: org.id, role: 'org_admin', flags: allFlags })).token;
  });
  afterEach(() => t.close());

  const raw = async (method: string, path: string, token: string, body: string | undefined, contentType?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (contentType) headers['content-type'] = contentType;
    const res = await t.app.request(path, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as ApiErrorBody };
  };
  const sessionRow = async (id: string) =>
    await queryRow(t.db, 'SELECT status, version FROM sessions WHERE id = ?', id) as { status: string | null; version: number };
  const categoryVersion = async (id: string) => await queryValue(t.db, 'SELECT version FROM categories WHERE id = ?', id) as number;

  it('refuses a session update sent as text/plain with 415 and changes nothing', async () => {
    const session = await insertSession(t, orgId);
    const before = await sessionRow(session.id);
    const res = await raw('PUT', `/api/sessions/${session.id}`, orgAdmin, '{"status":"completed"}', 'text/plain');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: notJsonMessage, code: 'unsupported_media_type' });
    expect(await sessionRow(session.id)).toEqual(before);
  });

  it('refuses a form-encoded category update with 415 and keeps its version', async () => {
    const id = await insertCategory(t, { name: 'Attacking' });
    const before = await categoryVersion(id);
    const res = await raw('PUT', `/api/categories/${id}`, admin, 'name=Renamed', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
    expect(await categoryVersion(id)).toBe(before);
  });

  it('refuses a JSON body with no Content-Type on create routes too', async () => {
    const res = await raw('POST', '/api/categories', admin, '{"name":"Pressing"}');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(notJsonMessage);
    expect(await queryValue(t.db, "SELECT COUNT(*) FROM categories WHERE name = 'Pressing'")).toBe(0);
  });

  it('refuses an activity sent as text/plain (the JSON form of the activity routes)', async () => {
    const res = await raw('POST', '/api/activities', admin, JSON.stringify({ title: 'T' }), 'text/plain');
    expect(res.status).toBe(415);
  });

  it('still accepts JSON with a charset parameter', async () => {
    const id = await insertCategory(t, { name: 'Attacking' });
    const res = await raw('PUT', `/api/categories/${id}`, admin, '{"name":"Attack"}', 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
    expect(await categoryVersion(id)).toBeGreaterThan(0);
  });

  it('answers 400 for an empty update, or one naming only unknown fields, and writes nothing', async () => {
    const session = await insertSession(t, orgId);
    const id = await insertCategory(t, { name: 'Attacking' });
    const before = { session: await sessionRow(session.id), category: await categoryVersion(id) };
    for (const [path, token, body] of [
      [`/api/sessions/${session.id}`, orgAdmin, '{}'],
      [`/api/sessions/${session.id}`, orgAdmin, '{"colour":"red"}'],
      [`/api/categories/${id}`, admin, '{}'],
    ] as const) {
      const res = await raw('PUT', path, token, body, 'application/json');
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(res.body).toEqual({ message: nothingToUpdateMessage, code: 'invalid' });
    }
    expect({ session: await sessionRow(session.id), category: await categoryVersion(id) }).toEqual(before);
  });

  it('answers a retried create holding a lone surrogate with the stored session, not 409', async () => {
    const activity = (await insertActivity(t, { title: 'Rondo' })).id;
    const id = uuidv7();
    // Written by hand: JSON.stringify would escape the surrogate the same way, this keeps it visible.
    const body = `{"id":"${id}","title":"x\\ud800","notes":"\\udc00 half","activityIds":["${activity}"],"activityDurations":[15]}`;
    const first = await raw('POST', '/api/sessions', orgAdmin, body, 'application/json');
    expect(first.status).toBe(201);
    const again = await raw('POST', '/api/sessions', orgAdmin, body, 'application/json');
    expect(again.status).toBe(201);
    const stored = again.body as unknown as Session;
    expect(stored).toMatchObject({ id, title: 'x\uFFFD', notes: '\uFFFD half' });
    expect(stored).toEqual(first.body);
  });
});
