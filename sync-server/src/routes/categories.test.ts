import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Category, Organization, SubCategory } from '@pitchside/shared';
import { uuidv7 } from '@pitchside/shared';
import { currentVersion } from '../db/queries/versions';
import { allFlags, countRows, createOrg, createUser, send, type TestApp, makeTestApp, queryValue, queryRows } from '../../test-support/index';

describe('categories routes', () => {
  let t: TestApp;
  let club: Organization;
  let other: Organization;
  let admin: string;
  let orgAdmin: string;
  let otherOrgAdmin: string;
  let coach: string;
  beforeEach(async () => {
    t = await makeTestApp();
    const provider = await createOrg(t.db, { type: 'united_fc' });
    club = await createOrg(t.db);
    other = await createOrg(t.db);
    admin = (await createUser(t.db, { organizationId: provider.id, role: 'admin' })).token;
    orgAdmin = (await createUser(t.db, { organizationId: club.id, role: 'org_admin' })).token;
    otherOrgAdmin = (await createUser(t.db, { organizationId: other.id, role: 'org_admin' })).token;
    coach = (await createUser(t.db, { organizationId: club.id, role: 'coach', flags: allFlags })).token;
  });
  afterEach(() => t.close());

  const post = (token: string, body: unknown) => send<Category & ApiErrorBody>(t.app, 'POST', '/api/categories', { token, body });

  it('super admin creates global categories with version; everyone sees global plus own, sorted', async () => {
    const before = await currentVersion(t.db, null);
    const b = await post(admin, { name: 'Bravo', displayOrder: 2, organizationId: null });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ name: 'Bravo', organizationId: null, displayOrder: 2, description: '' });
    expect(b.body.version).toBeGreaterThan(before);
    expect(b.body.updatedAt).toBe(t.clock().toISOString());
    await post(admin, { name: 'Alpha', displayOrder: '1' });
    // The spec's form sends organizationId null: from an org admin that means their own club.
    const own = await post(orgAdmin, { name: 'Club only', displayOrder: 0, organizationId: null });
    expect(own.body.organizationId).toBe(club.id);
    await post(otherOrgAdmin, { name: 'Theirs' });

    const list = await send<Category[]>(t.app, 'GET', '/api/categories', { token: coach });
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.name)).toEqual(['Club only', 'Alpha', 'Bravo']);
    expect((await send(t.app, 'GET', '/api/categories')).status).toBe(401);
  });

  it('refuses a coach (403), another organization (403 on create), bad input (400), writing nothing', async () => {
    expect((await post(coach, { name: 'Nope' })).status).toBe(403);
    expect((await post(orgAdmin, { name: 'Nope', organizationId: other.id })).status).toBe(403);
    const blank = await post(admin, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Category name is required');
    expect((await post(admin, { name: 'X', displayOrder: 1.5 })).status).toBe(400);
    expect((await post(admin, { name: 'X', organizationId: uuidv7() })).status).toBe(400);
    expect(await countRows(t.db, 'categories')).toBe(0);
  });

  it('updates: partial fields keep the rest; 404 across organizations; 403 on a global one for an org admin', async () => {
    const global = (await post(admin, { name: 'Global', description: 'keep me', displayOrder: 3 })).body;
    const theirs = (await post(otherOrgAdmin, { name: 'Theirs' })).body;
    const res = await send<Category>(t.app, 'PUT', `/api/categories/${global.id}`, { token: admin, body: { name: 'Renamed' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', description: 'keep me', displayOrder: 3 });
    expect(res.body.version).toBeGreaterThan(global.version);

    expect((await send(t.app, 'PUT', `/api/categories/${theirs.id}`, { token: orgAdmin, body: { name: 'Hijack' } })).status).toBe(404);
    expect((await send(t.app, 'PUT', `/api/categories/${global.id}`, { token: orgAdmin, body: { name: 'Hijack' } })).status).toBe(403);
    expect((await send(t.app, 'PUT', `/api/categories/${global.id}`, { token: admin, body: { name: '' } })).status).toBe(400);
    expect((await send(t.app, 'PUT', `/api/categories/${uuidv7()}`, { token: admin, body: { name: 'x' } })).status).toBe(404);
    expect(await queryValue(t.db, 'SELECT name FROM categories WHERE id = ?', theirs.id)).toBe('Theirs');
  });

  it('deleting a category deletes its sub-categories, with tombstones for both', async () => {
    const cat = (await post(admin, { name: 'Attacking' })).body;
    const sub = await send<SubCategory>(t.app, 'POST', '/api/sub-categories', { token: admin, body: { name: 'Support', categoryId: cat.id } });
    expect(sub.status).toBe(201);
    const clubSub = await send<SubCategory>(t.app, 'POST', '/api/sub-categories', { token: orgAdmin, body: { name: 'Club sub', categoryId: cat.id } });
    expect(clubSub.body.organizationId).toBe(club.id);

    expect((await send(t.app, 'DELETE', `/api/categories/${cat.id}`, { token: orgAdmin })).status).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/categories/${cat.id}`, { token: coach })).status).toBe(403);
    expect((await send(t.app, 'DELETE', `/api/categories/${cat.id}`, { token: admin })).status).toBe(200);
    expect(await countRows(t.db, 'categories')).toBe(0);
    expect(await countRows(t.db, 'sub_categories')).toBe(0);
    // In each scope's version order (the shared rows' scope first here).
    expect(await queryRows(t.db, "SELECT table_name, row_id, organization_id FROM tombstones ORDER BY COALESCE(organization_id, ''), version")).toEqual([
      { table_name: 'subCategories', row_id: sub.body.id, organization_id: null },
      { table_name: 'categories', row_id: cat.id, organization_id: null },
      { table_name: 'subCategories', row_id: clubSub.body.id, organization_id: club.id },
    ]);
    expect((await send(t.app, 'DELETE', `/api/categories/${cat.id}`, { token: admin })).status).toBe(404);
  });
});
