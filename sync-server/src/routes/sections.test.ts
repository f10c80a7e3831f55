import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Section } from '@pitchside/shared';
import { uuidv7 } from '@pitchside/shared';
import { countRows, createOrg, createUser, send, type TestApp, makeTestApp } from '../../test-support/index';

describe('sections routes', () => {
  let t: TestApp;
  let adminToken: string;
  let coachToken: string;
  let orgAdminToken: string;
  beforeEach(async () => {
    t = await makeTestApp();
    const provider = await createOrg(t.db, { type: 'united_fc' });
    const club = await createOrg(t.db);
    adminToken = (await createUser(t.db, { organizationId: provider.id, role: 'admin' })).token;
    orgAdminToken = (await createUser(t.db, { organizationId: club.id, role: 'org_admin' })).token;
    coachToken = (await createUser(t.db, { organizationId: club.id, role: 'coach' })).token;
  });
  afterEach(() => t.close());

  it('creates (display order defaults to the count), lists sorted, updates and deletes', async () => {
    const a = await send<Section>(t.app, 'POST', '/api/sections', { token: adminToken, body: { name: 'Zeta' } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ name: 'Zeta', description: '', displayOrder: 0 });
    const b = await send<Section>(t.app, 'POST', '/api/sections', { token: adminToken, body: { name: 'Beta', description: 'd' } });
    expect(b.body.displayOrder).toBe(1);
    await send(t.app, 'POST', '/api/sections', { token: adminToken, body: { name: 'First', displayOrder: -1 } });

    const list = await send<Section[]>(t.app, 'GET', '/api/sections', { token: coachToken });
    expect(list.body.map((s) => s.name)).toEqual(['First', 'Zeta', 'Beta']);

    const put = await send<Section>(t.app, 'PUT', `/api/sections/${b.body.id}`, { token: adminToken, body: { name: 'Beta 2' } });
    expect(put.body).toMatchObject({ name: 'Beta 2', description: 'd', displayOrder: 1 });

    expect((await send(t.app, 'DELETE', `/api/sections/${a.body.id}`, { token: adminToken })).status).toBe(200);
    expect(await countRows(t.db, 'sections')).toBe(2);
    expect((await send(t.app, 'DELETE', `/api/sections/${a.body.id}`, { token: adminToken })).status).toBe(404);
    expect((await send(t.app, 'PUT', `/api/sections/${uuidv7()}`, { token: adminToken, body: { name: 'x' } })).status).toBe(404);
  });

  it('refuses writes by anyone but a super admin, and bad input, writing nothing', async () => {
    for (const token of [coachToken, orgAdminToken]) {
      expect((await send(t.app, 'POST', '/api/sections', { token, body: { name: 'X' } })).status).toBe(403);
    }
    expect((await send(t.app, 'GET', '/api/sections')).status).toBe(401);
    expect((await send(t.app, 'POST', '/api/sections', { token: adminToken, body: { name: '  ' } })).status).toBe(400);
    expect((await send(t.app, 'POST', '/api/sections', { token: adminToken, body: { name: 'X', displayOrder: 'abc' } })).status).toBe(400);
    expect(await countRows(t.db, 'sections')).toBe(0);
  });
});
