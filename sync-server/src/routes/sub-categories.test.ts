import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, Category, Organization, SubCategory } from '@pitchside/shared';
import { uuidv7 } from '@pitchside/shared';
import { countRows, createOrg, createUser, send, type TestApp, makeTestApp, queryRows } from '../../test-support/index';

describe('sub-categories routes', () => {
  let t: TestApp;
  let club: Organization;
  let admin: string;
  let orgAdmin: string;
  let otherOrgAdmin: string;
  let coach: string;
  let globalCat: Category;
  beforeEach(async () => {
    t = await makeTestApp();
    const provider = await createOrg(t.db, { type: 'united_fc' });
    club = await createOrg(t.db);
    const other = await createOrg(t.db);
    admin = (await createUser(t.db, { organizationId: provider.id, role: 'admin' })).token;
    orgAdmin = (await createUser(t.db, { organizationId: club.id, role: 'org_admin' })).token;
    otherOrgAdmin = (await createUser(t.db, { organizationId: other.id, role: 'org_admin' })).token;
    coach = (await createUser(t.db, { organizationId: club.id, role: 'coach' })).token;
    globalCat = (await send<Category>(t.app, 'POST', '/api/categories', { token: admin, body: { name: 'Games' } })).body;
  });
  afterEach(() => t.close());

  const post = (token: string, body: unknown) => send<SubCategory & ApiErrorBody>(t.app, 'POST', '/api/sub-categories', { token, body });

  it('creates, lists (global plus own, sorted), updates partially and deletes with a tombstone', async () => {
    const b = await post(admin, { name: 'Small Sided Games', categoryId: globalCat.id, displayOrder: 2 });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ categoryId: globalCat.id, organizationId: null, displayOrder: 2 });
    await post(admin, { name: 'Games With Conditions', categoryId: globalCat.id, displayOrder: 1 });
    await post(orgAdmin, { name: 'Club games', categoryId: globalCat.id });
    await post(otherOrgAdmin, { name: 'Their games', categoryId: globalCat.id });

    const list = await send<SubCategory[]>(t.app, 'GET', '/api/sub-categories', { token: coach });
    expect(list.body.map((s) => s.name)).toEqual(['Club games', 'Games With Conditions', 'Small Sided Games']);

    const put = await send<SubCategory>(t.app, 'PUT', `/api/sub-categories/${b.body.id}`, { token: admin, body: { displayOrder: 5 } });
    expect(put.body).toMatchObject({ name: 'Small Sided Games', displayOrder: 5, categoryId: globalCat.id });

    expect((await send(t.app, 'DELETE', `/api/sub-categories/${b.body.id}`, { token: admin })).status).toBe(200);
    expect(await queryRows(t.db, 'SELECT table_name, row_id FROM tombstones')).toEqual([{ table_name: 'subCategories', row_id: b.body.id }]);
  });

  it('refuses bad input, foreign and missing categories, and the wrong actor, writing nothing', async () => {
    const theirCat = (await send<Category>(t.app, 'POST', '/api/categories', { token: otherOrgAdmin, body: { name: 'Theirs' } })).body;
    const before = await countRows(t.db, 'sub_categories');
    const missing = await post(admin, { name: '', categoryId: globalCat.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Sub-category name and category are required');
    for (const categoryId of [undefined, '']) {
      const noCategory = await post(admin, { name: 'X', categoryId });
      expect(noCategory.status).toBe(400);
      expect(noCategory.body.fields).toEqual({ categoryId: 'Sub-category name and category are required' });
    }
    expect((await post(admin, { name: 'X', categoryId: 7 })).status).toBe(400);
    expect((await post(orgAdmin, { name: 'X', categoryId: theirCat.id })).status).toBe(400);
    expect((await post(orgAdmin, { name: 'X', categoryId: uuidv7() })).status).toBe(400);
    // A global sub-category under one club's category would dangle for everyone else.
    expect((await post(admin, { name: 'X', categoryId: theirCat.id, organizationId: null })).status).toBe(400);
    expect((await post(coach, { name: 'X', categoryId: globalCat.id })).status).toBe(403);
    expect(await countRows(t.db, 'sub_categories')).toBe(before);

    const global = (await post(admin, { name: 'Global sub', categoryId: globalCat.id })).body;
    const theirs = (await post(otherOrgAdmin, { name: 'Their sub', categoryId: globalCat.id })).body;
    expect((await send(t.app, 'PUT', `/api/sub-categories/${global.id}`, { token: orgAdmin, body: { name: 'x' } })).status).toBe(403);
    expect((await send(t.app, 'PUT', `/api/sub-categories/${theirs.id}`, { token: orgAdmin, body: { name: 'x' } })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/sub-categories/${theirs.id}`, { token: orgAdmin })).status).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/sub-categories/${global.id}`, { token: coach })).status).toBe(403);
    expect(await countRows(t.db, 'sub_categories', 'id IN (?, ?)', global.id, theirs.id)).toBe(2);
  });
});
