import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultAdaptations,
  uuidv7,
  type Activity,
  type Adaptations,
  type ApiErrorBody,
  type PullResponse,
  type TroubleshootingEntry,
} from '@pitchside/shared';
import {
  countRows,
  createOrg,
  createUser,
  insertActivity,
  insertCategory,
  insertSubCategory,
  makeTestApp,
  send,
  tinyPng,
  type TestApp,
} from '../../test-support/index';
import { testEngine } from '../../test-support/test-database';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';

type Fixture = Awaited<ReturnType<typeof setup>>;

async function setup(t: TestApp) {
  const provider = await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
  const clubA = await createOrg(t.db, { name: 'Club A', hasUnitedFcLibraryAccess: true });
  const clubB = await createOrg(t.db, { name: 'Club B', hasUnitedFcLibraryAccess: false });
  const admin = await createUser(t.db, { organizationId: provider.id, role: 'admin' });
  const orgAdminA = await createUser(t.db, { organizationId: clubA.id, role: 'org_admin' });
  const creatorA = await createUser(t.db, { organizationId: clubA.id, role: 'coach', flags: { canCreateActivities: true } });
  const editorA = await createUser(t.db, { organizationId: clubA.id, role: 'coach', flags: { canEditActivities: true } });
  const viewerA = await createUser(t.db, { organizationId: clubA.id, role: 'coach', flags: { canViewActivityLibrary: true } });
  const builderA = await createUser(t.db, { organizationId: clubA.id, role: 'coach', flags: { canCreateSessions: true } });
  const noFlagsA = await createUser(t.db, { organizationId: clubA.id, role: 'coach' });
  const orgAdminB = await createUser(t.db, { organizationId: clubB.id, role: 'org_admin' });
  const viewerB = await createUser(t.db, { organizationId: clubB.id, role: 'coach', flags: { canViewActivityLibrary: true } });
  return { provider, clubA, clubB, admin, orgAdminA, creatorA, editorA, viewerA, builderA, noFlagsA, orgAdminB, viewerB };
}

const validForm = {
  title: 'Gate Passing',
  category: 'Passing & Receiving',
  abilityLevel: 'Intermediate',
  setup: 'Cones in pairs as gates across a 30x30 m area.',
  instructions: 'Pairs pass through as many gates as they can in a minute.',
  coachingPoints: ['Check your shoulder', 'Pass with the inside of the foot'],
};

function formData(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('diagram', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const multipartFields = {
  title: 'Diagram Drill',
  category: 'Finishing',
  abilityLevel: 'Advanced',
  setup: 'Penalty box with a keeper.',
  instructions: 'Shoot after one touch.',
  coachingPoints: JSON.stringify(['Low and hard', 'Follow in for rebounds']),
  playerNumberAdaptations: JSON.stringify([]),
  simplifyTips: JSON.stringify(['Shoot from closer']),
  progressTips: JSON.stringify([]),
  variationTips: JSON.stringify([]),
  troubleshootTips: JSON.stringify([]),
};

async function sendForm(t: TestApp, method: string, path: string, token: string, form: FormData) {
  const res = await t.app.request(path, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('activities API', () => {
  let t: TestApp;
  let f: Fixture;
  beforeEach(async () => {
    t = await makeTestApp();
    f = await setup(t);
  });
  afterEach(() => t.close());

  describe('listing and filters', () => {
    beforeEach(async () => {
      const cat = (name: string, order: number) => insertCategory(t, { name, displayOrder: order });
      const sub = (categoryId: string, name: string) => insertSubCategory(t, categoryId, { name });
      const attacking = await cat('Attacking', 1);
      await sub(attacking, 'Penetration');
      await sub(attacking, 'Support');
      const technical = await cat('Technical', 2);
      await sub(technical, 'Finishing');

      await insertActivity(t, { title: 'Zig Zag Through Balls', category: 'Penetration', subCategoryName: 'Penetration', abilityLevel: 'Advanced' });
      await insertActivity(t, { title: 'angles of support', category: 'Support', subCategoryName: 'Support', abilityLevel: 'Beginner', coachingPoints: ['Show for the BALL early'] });
      await insertActivity(t, { title: 'Attacking Overview', category: 'category:Attacking', subCategoryName: null, abilityLevel: 'All Levels', setup: 'Half pitch with a Keeper.' });
      await insertActivity(t, { title: 'Finishing Circuit', category: 'Finishing', subCategoryName: 'Finishing', abilityLevel: 'Intermediate', instructions: 'Strike first time at the keeper.' });
      await insertActivity(t, { title: 'Club A Special', category: 'Support', subCategoryName: 'Support', organizationId: f.clubA.id });
      await insertActivity(t, { title: 'Club B Special', category: 'Support', subCategoryName: 'Support', organizationId: f.clubB.id });
    });

    const titles = async (query: string, token = f.viewerA.token) => {
      const res = await send<Activity[]>(t.app, 'GET', `/api/activities${query}`, { token });
      expect(res.status).toBe(200);
      return res.body.map((a) => a.title);
    };

    it('lists global and own activities sorted by title, never another club’s', async () => {
      expect(await titles('')).toEqual([
        'angles of support',
        'Attacking Overview',
        'Club A Special',
        'Finishing Circuit',
        'Zig Zag Through Balls',
      ]);
    });

    it('searches title, setup, instructions and coaching points case-insensitively', async () => {
      expect(await titles('?search=ZIG')).toEqual(['Zig Zag Through Balls']);
      expect(await titles('?search=keeper')).toEqual(['Attacking Overview', 'Finishing Circuit']);
      expect(await titles('?search=ball%20early')).toEqual(['angles of support']);
      expect(await titles('?search=nothing-like-this')).toEqual([]);
    });

    it('searches as the device does: category names, plurals and small typos', async () => {
      // Support and Penetration are sub-categories of the seeded Attacking category.
      expect(await titles('?search=attacking')).toEqual(['angles of support', 'Attacking Overview', 'Club A Special', 'Zig Zag Through Balls']);
      expect(await titles('?search=circuits')).toEqual(['Finishing Circuit']);
      expect(await titles('?search=finsihing')).toEqual(['Finishing Circuit']);
    });

    it('filters by sub-category (or focus) name and by whole category', async () => {
      expect(await titles('?category=Support')).toEqual(['angles of support', 'Club A Special']);
      expect(await titles('?category=Finishing')).toEqual(['Finishing Circuit']);
      expect(await titles(`?category=${encodeURIComponent('category:Attacking')}`)).toEqual([
        'angles of support',
        'Attacking Overview',
        'Club A Special',
        'Zig Zag Through Balls',
      ]);
    });

    it('filters by level, with All Levels activities matching any level', async () => {
      expect(await titles('?abilityLevel=Beginner')).toEqual(['angles of support', 'Attacking Overview', 'Club A Special']);
      expect(await titles('?abilityLevel=Advanced&category=Penetration')).toEqual(['Zig Zag Through Balls']);
      const bad = await send<ApiErrorBody>(t.app, 'GET', '/api/activities?abilityLevel=Expert', { token: f.viewerA.token });
      expect(bad.status).toBe(400);
    });

    it('hides the global library from a club without library access', async () => {
      expect(await titles('', f.viewerB.token)).toEqual(['Club B Special']);
      expect(await titles('', f.admin.token)).toEqual([
        'angles of support',
        'Attacking Overview',
        'Finishing Circuit',
        'Zig Zag Through Balls',
      ]);
    });

    it('needs sign-in and a library or builder permission', async () => {
      expect((await send(t.app, 'GET', '/api/activities')).status).toBe(401);
      const denied = await send<ApiErrorBody>(t.app, 'GET', '/api/activities', { token: f.noFlagsA.token });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe("You don't have permission to access the Activity Library.");
      expect((await send(t.app, 'GET', '/api/activities', { token: f.builderA.token })).status).toBe(200);
      expect((await send(t.app, 'GET', '/api/activities', { token: f.creatorA.token })).status).toBe(200);
    });
  });

  describe('reading one activity', () => {
    it('answers a visible activity, 404 for another club’s or a hidden global one', async () => {
      const global = await insertActivity(t, { title: 'Global' });
      const ofB = await insertActivity(t, { title: 'B only', organizationId: f.clubB.id });
      const ok = await send<Activity>(t.app, 'GET', `/api/activities/${global.id}`, { token: f.noFlagsA.token });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual(global);
      expect((await send(t.app, 'GET', `/api/activities/${ofB.id}`, { token: f.orgAdminA.token })).status).toBe(404);
      expect((await send(t.app, 'GET', `/api/activities/${global.id}`, { token: f.viewerB.token })).status).toBe(404);
      expect((await send(t.app, 'GET', `/api/activities/${ofB.id}`, { token: f.viewerB.token })).status).toBe(200);
      expect((await send(t.app, 'GET', `/api/activities/${uuidv7()}`, { token: f.viewerA.token })).status).toBe(404);
      expect((await send(t.app, 'GET', `/api/activities/${global.id}`)).status).toBe(401);
    });

    it('answers the troubleshooting entries', async () => {
      const entries: TroubleshootingEntry[] = [{ problem: 'Bored', solution: 'Keep score', coachingTip: 'Praise effort' }];
      const a = await insertActivity(t, { title: 'T', troubleshooting: entries });
      const res = await send<TroubleshootingEntry[]>(t.app, 'GET', `/api/activities/${a.id}/troubleshooting`, { token: f.viewerA.token });
      expect(res).toEqual({ status: 200, body: entries });
      const ofB = await insertActivity(t, { title: 'B', organizationId: f.clubB.id });
      expect((await send(t.app, 'GET', `/api/activities/${ofB.id}/troubleshooting`, { token: f.viewerA.token })).status).toBe(404);
    });

    it('answers adaptations: the activity’s own lists, defaults where empty', async () => {
      const a = await insertActivity(t, { title: 'A', simplifyTips: ['Own simplify tip'], variationTips: ['Own variation'] });
      const res = await send<Adaptations>(t.app, 'GET', `/api/activities/${a.id}/adaptations`, { token: f.viewerA.token });
      expect(res.status).toBe(200);
      expect(res.body.simplify).toEqual(['Own simplify tip']);
      expect(res.body.variation).toEqual(['Own variation']);
      expect(res.body.progress.length).toBeGreaterThan(0);
      expect(res.body.troubleshoot.length).toBeGreaterThan(0);
      expect(res.body.progress).toEqual(defaultAdaptations(a).progress);
      expect(res.body.troubleshoot).toEqual(defaultAdaptations(a).troubleshoot);
    });
  });

  describe('create', () => {
    it('a super admin creates global activities', async () => {
      const res = await send<Activity>(t.app, 'POST', '/api/activities', { token: f.admin.token, body: validForm });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: 'Gate Passing',
        category: 'Passing & Receiving',
        subCategoryName: 'Passing & Receiving',
        abilityLevel: 'Intermediate',
        organizationId: null,
        createdBy: f.admin.user.id,
        coachingPoints: ['Check your shoulder', 'Pass with the inside of the foot'],
        simplifyTips: [],
        diagramUrl: null,
      });
      expect(res.body.version).toBeGreaterThan(0);
      const read = await send<Activity>(t.app, 'GET', `/api/activities/${res.body.id}`, { token: f.viewerA.token });
      expect(read.body).toEqual(res.body);
    });

    it('an org admin and a coach allowed to create add to their own club; whole-category choice has no sub-category', async () => {
      const byAdmin = await send<Activity>(t.app, 'POST', '/api/activities', {
        token: f.orgAdminA.token,
        body: { ...validForm, category: 'category:Attacking' },
      });
      expect(byAdmin.status).toBe(201);
      expect(byAdmin.body.organizationId).toBe(f.clubA.id);
      expect(byAdmin.body.subCategoryName).toBeNull();
      const byCoach = await send<Activity>(t.app, 'POST', '/api/activities', { token: f.creatorA.token, body: validForm });
      expect(byCoach.status).toBe(201);
      expect(byCoach.body.organizationId).toBe(f.clubA.id);
      expect(byCoach.body.version).toBeGreaterThan(byAdmin.body.version);
    });

    it('refuses coaches without the create flag, and writes nothing', async () => {
      for (const who of [f.viewerA, f.editorA, f.noFlagsA]) {
        const res = await send<ApiErrorBody>(t.app, 'POST', '/api/activities', { token: who.token, body: validForm });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('forbidden');
      }
      expect((await send(t.app, 'POST', '/api/activities', { body: validForm })).status).toBe(401);
      expect(await countRows(t.db, 'activities')).toBe(0);
    });

    it('answers 400 with the spec’s messages for each missing field, and writes nothing', async () => {
      const res = await send<ApiErrorBody>(t.app, 'POST', '/api/activities', { token: f.orgAdminA.token, body: {} });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(res.body.fields).toMatchObject({
        title: 'Activity title is required.',
        category: 'Category is required.',
        abilityLevel: 'Ability level is required.',
        setup: 'Setup instructions are required.',
        instructions: 'Activity instructions are required.',
      });
      const blank = await send<ApiErrorBody>(t.app, 'POST', '/api/activities', {
        token: f.orgAdminA.token,
        body: { ...validForm, title: '   ', abilityLevel: 'Expert' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.fields).toEqual({ title: 'Activity title is required.', abilityLevel: 'Ability level is required.' });
      const badList = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, coachingPoints: 'not json' }));
      expect(badList.status).toBe(400);
      expect(await countRows(t.db, 'activities')).toBe(0);
      expect(await countRows(t.db, 'tombstones')).toBe(0);
    });
  });

  describe('edit and delete', () => {
    it('an org admin edits their club’s activity; omitted fields are kept; version moves on', async () => {
      const a = await insertActivity(t, { title: 'Old', organizationId: f.clubA.id, coachingPoints: ['Keep me'] });
      const res = await send<Activity>(t.app, 'PUT', `/api/activities/${a.id}`, {
        token: f.orgAdminA.token,
        body: { title: 'New', category: 'category:Attacking', abilityLevel: 'Advanced', setup: '' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: 'New', subCategoryName: null, abilityLevel: 'Advanced', setup: '', coachingPoints: ['Keep me'], organizationId: f.clubA.id });
      expect(res.body.version).toBeGreaterThan(a.version);
      expect(res.body.updatedAt).toBe(t.clock().toISOString());
    });

    it('a coach with the edit flag edits their club’s activity but may not delete it', async () => {
      const a = await insertActivity(t, { title: 'Old', organizationId: f.clubA.id });
      expect((await send(t.app, 'PUT', `/api/activities/${a.id}`, { token: f.editorA.token, body: { title: 'Edited' } })).status).toBe(200);
      expect((await send(t.app, 'DELETE', `/api/activities/${a.id}`, { token: f.editorA.token })).status).toBe(403);
      expect(await countRows(t.db, 'activities', 'id = ?', a.id)).toBe(1);
    });

    it('refuses edits outside one’s reach: 403 when visible, 404 when not, writing nothing', async () => {
      const global = await insertActivity(t, { title: 'Global' });
      const ofA = await insertActivity(t, { title: 'Of A', organizationId: f.clubA.id });
      const ofB = await insertActivity(t, { title: 'Of B', organizationId: f.clubB.id });
      const attempts: [string, string, number][] = [
        [f.orgAdminA.token, global.id, 403], // org admins never edit the provider's library
        [f.creatorA.token, ofA.id, 403], // creating is not editing
        [f.viewerA.token, ofA.id, 403],
        [f.orgAdminA.token, ofB.id, 404],
        [f.orgAdminB.token, ofA.id, 404],
        [f.admin.token, ofA.id, 404], // a super admin acts on global activities only
      ];
      for (const [token, id, status] of attempts) {
        expect((await send(t.app, 'PUT', `/api/activities/${id}`, { token, body: { title: 'Hacked' } })).status).toBe(status);
        expect((await send(t.app, 'DELETE', `/api/activities/${id}`, { token })).status).toBe(status);
      }
      expect(await countRows(t.db, 'activities', "title = 'Hacked'")).toBe(0);
      expect(await countRows(t.db, 'activities')).toBe(3);
      expect(await countRows(t.db, 'tombstones')).toBe(0);
    });

    it('validates edits: title, category and level required; setup and instructions not', async () => {
      const a = await insertActivity(t, { title: 'Old', organizationId: f.clubA.id });
      const res = await send<ApiErrorBody>(t.app, 'PUT', `/api/activities/${a.id}`, {
        token: f.orgAdminA.token,
        body: { title: '', category: '', abilityLevel: '', setup: '', instructions: '' },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        title: 'Activity title is required.',
        category: 'Category is required.',
        abilityLevel: 'Ability level is required.',
      });
      const row = await send<Activity>(t.app, 'GET', `/api/activities/${a.id}`, { token: f.orgAdminA.token });
      expect(row.body).toEqual(a);
    });

    it('a super admin deletes a global activity and leaves a global tombstone', async () => {
      const global = await insertActivity(t, { title: 'Global' });
      const res = await send(t.app, 'DELETE', `/api/activities/${global.id}`, { token: f.admin.token });
      expect(res).toEqual({ status: 200, body: { ok: true } });
      expect(await countRows(t.db, 'activities')).toBe(0);
      expect(await countRows(t.db, 'tombstones', "table_name = 'activities' AND row_id = ? AND organization_id IS NULL", global.id)).toBe(1);
      expect((await send(t.app, 'GET', `/api/activities/${global.id}`, { token: f.admin.token })).status).toBe(404);
    });

    it('an org admin deletes their club’s activity with a tombstone for that club', async () => {
      const ofA = await insertActivity(t, { title: 'Of A', organizationId: f.clubA.id });
      expect((await send(t.app, 'DELETE', `/api/activities/${ofA.id}`, { token: f.orgAdminA.token })).status).toBe(200);
      expect(await countRows(t.db, 'tombstones', 'row_id = ? AND organization_id = ?', ofA.id, f.clubA.id)).toBe(1);
    });
  });

  describe('diagram uploads', () => {
    const uploaded = () => (existsSync(t.uploadsDir) ? readdirSync(t.uploadsDir) : []);

    it('stores a PNG under a server-made name and serves it back', async () => {
      const res = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData(multipartFields, { bytes: tinyPng, name: 'my drill.png', type: 'image/png' }));
      expect(res.status).toBe(201);
      const activity = res.body as Activity;
      expect(activity.coachingPoints).toEqual(['Low and hard', 'Follow in for rebounds']);
      expect(activity.simplifyTips).toEqual(['Shoot from closer']);
      expect(activity.diagramUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      expect(uploaded()).toHaveLength(1);

      const served = await t.app.request(activity.diagramUrl!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    });

    it('refuses a text file named .png, and an SVG, writing nothing', async () => {
      const text = new TextEncoder().encode('just some text, not an image');
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      for (const file of [
        { bytes: text, name: 'fake.png', type: 'image/png' },
        { bytes: svg, name: 'diagram.svg', type: 'image/svg+xml' },
      ]) {
        const res = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData(multipartFields, file));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Please upload an image file.', code: 'invalid_file' });
      }
      expect(await countRows(t.db, 'activities')).toBe(0);
      expect(uploaded()).toHaveLength(0);
    });

    it('refuses an image over 5 MB, writing nothing', async () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(tinyPng);
      const res = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData(multipartFields, { bytes: big, name: 'big.png', type: 'image/png' }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'Please upload an image smaller than 5MB.', code: 'file_too_large' });
      expect(await countRows(t.db, 'activities')).toBe(0);
      expect(uploaded()).toHaveLength(0);
    });

    it('does not keep the file when the form is invalid or the user may not create', async () => {
      const png = { bytes: tinyPng, name: 'd.png', type: 'image/png' };
      expect((await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, title: '' }, png))).status).toBe(400);
      expect((await sendForm(t, 'POST', '/api/activities', f.viewerA.token, formData(multipartFields, png))).status).toBe(403);
      expect(uploaded()).toHaveLength(0);
    });

    it('replacing a diagram deletes the old file; deleting the activity deletes its file', async () => {
      const png = { bytes: tinyPng, name: 'd.png', type: 'image/png' };
      const created = (await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData(multipartFields, png))).body as Activity;
      const oldName = created.diagramUrl!.split('/').pop()!;
      const edited = await sendForm(t, 'PUT', `/api/activities/${created.id}`, f.orgAdminA.token, formData({ ...multipartFields, title: 'Renamed' }, png));
      expect(edited.status).toBe(200);
      const after = edited.body as Activity;
      expect(after.title).toBe('Renamed');
      expect(after.diagramUrl).not.toBe(created.diagramUrl);
      expect(uploaded()).toEqual([after.diagramUrl!.split('/').pop()]);
      expect((await t.app.request(`/uploads/${oldName}`)).status).toBe(404);

      // An edit without a file keeps the current image.
      const kept = await sendForm(t, 'PUT', `/api/activities/${created.id}`, f.orgAdminA.token, formData({ title: 'Again' }));
      expect((kept.body as Activity).diagramUrl).toBe(after.diagramUrl);

      expect((await send(t.app, 'DELETE', `/api/activities/${created.id}`, { token: f.orgAdminA.token })).status).toBe(200);
      expect(uploaded()).toHaveLength(0);
    });

    it('serves only server-made names', async () => {
      for (const path of ['/uploads/..%2Fpitchside.db', '/uploads/pitchside.db', '/uploads/abc.png', `/uploads/${'a'.repeat(32)}.svg`, `/uploads/${'a'.repeat(32)}.png`]) {
        const res = await t.app.request(path);
        expect(res.status).toBe(404);
      }
      if (testEngine() === 'sqlite') expect(existsSync(join(t.dir, 'pitchside.db'))).toBe(true);
    });
  });

  describe('drill profile', () => {
    const profile = drillProfileFixture({ ageBands: ['U13-U14'], practiceType: 'small-sided game' });

    it('is saved from the multipart form, answered on read and pulled by devices', async () => {
      const created = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, profile: JSON.stringify(profile) }));
      expect(created.status).toBe(201);
      const activity = created.body as Activity;
      expect(activity.profile).toEqual(profile);
      const read = await send<Activity>(t.app, 'GET', `/api/activities/${activity.id}`, { token: f.viewerA.token });
      expect(read.body.profile).toEqual(profile);
      const pulled = await send<PullResponse>(t.app, 'GET', '/api/sync/pull?cursor=0&clientId=device-viewer', { token: f.viewerA.token });
      expect(pulled.status).toBe(200);
      expect(pulled.body.changes.activities?.find((a) => a.id === activity.id)?.profile).toEqual(profile);
    });

    it('filters the list by age band, players and practice type through the shared filter', async () => {
      await insertActivity(t, { title: 'Teen Game', profile });
      await insertActivity(t, { title: 'Kids Rondo', profile: drillProfileFixture({ ageBands: ['U7-U8'], players: { min: 3, ideal: 4, max: 5, goalkeepers: 0 } }) });
      await insertActivity(t, { title: 'No Details' });
      const list = async (query: string) =>
        (await send<Activity[]>(t.app, 'GET', `/api/activities${query}`, { token: f.viewerA.token })).body.map((a) => a.title);
      expect(await list('?ageBand=U13-U14')).toEqual(['Teen Game']);
      expect(await list('?players=5')).toEqual(['Kids Rondo', 'Teen Game']);
      expect(await list(`?practiceType=${encodeURIComponent('small-sided game')}&players=8`)).toEqual(['Teen Game']);
      const bad = await send<ApiErrorBody>(t.app, 'GET', '/api/activities?ageBand=U6', { token: f.viewerA.token });
      expect(bad.status).toBe(400);
    });

    it('is optional: an activity without one has profile null', async () => {
      const created = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData(multipartFields));
      expect((created.body as Activity).profile).toBeNull();
      const blank = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, title: 'Blank', profile: '' }));
      expect((blank.body as Activity).profile).toBeNull();
    });

    it("a club's activity may give a single detail: stored and read back as given", async () => {
      const created = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, title: 'Just an age', profile: JSON.stringify({ ageBands: ['U9-U10'] }) }));
      expect(created.status).toBe(201);
      expect((created.body as Activity).profile).toEqual({ ageBands: ['U9-U10'] });
      const read = await send<Activity>(t.app, 'GET', `/api/activities/${(created.body as Activity).id}`, { token: f.viewerA.token });
      expect(read.body.profile).toEqual({ ageBands: ['U9-U10'] });
      const minutesOnly = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, title: 'Just minutes', profile: JSON.stringify({ duration: { minutes: 15 } }) }));
      expect(minutesOnly.status).toBe(201);
      expect((minutesOnly.body as Activity).profile).toEqual({ duration: { minutes: 15 } });
    });

    it('refuses one invalid detail given on its own, naming it', async () => {
      const res = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, title: 'Bad intensity', profile: JSON.stringify({ intensity: 'extreme' }) }));
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as ApiErrorBody).fields ?? {})).toEqual(['profile.intensity']);
    });

    it('refuses an invalid profile with 400 and field errors, writing nothing', async () => {
      const before = await countRows(t.db, 'activities');
      const bad = { ...profile, players: { min: 8, ideal: 6, max: 4, goalkeepers: 0 }, ageBands: ['U6'] };
      const res = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, profile: JSON.stringify(bad) }));
      expect(res.status).toBe(400);
      const body = res.body as ApiErrorBody;
      expect(Object.keys(body.fields ?? {})).toEqual(expect.arrayContaining(['profile.ageBands.0', 'profile.players']));
      const notJson = await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, profile: '{oops' }));
      expect(notJson).toMatchObject({ status: 400, body: { fields: { profile: 'Must be a JSON object.' } } });
      expect(await countRows(t.db, 'activities')).toBe(before);
    });

    it('an edit keeps the profile when the form leaves it out, replaces it, and clears it with null', async () => {
      const created = (await sendForm(t, 'POST', '/api/activities', f.orgAdminA.token, formData({ ...multipartFields, profile: JSON.stringify(profile) }))).body as Activity;
      const kept = await sendForm(t, 'PUT', `/api/activities/${created.id}`, f.orgAdminA.token, formData({ title: 'Renamed' }));
      expect((kept.body as Activity).profile).toEqual(profile);
      const changed = { ...profile, intensity: 'high' as const };
      const replaced = await send<Activity>(t.app, 'PUT', `/api/activities/${created.id}`, { token: f.orgAdminA.token, body: { profile: changed } });
      expect(replaced.body.profile).toEqual(changed);
      const cleared = await sendForm(t, 'PUT', `/api/activities/${created.id}`, f.orgAdminA.token, formData({ profile: 'null' }));
      expect((cleared.body as Activity).profile).toBeNull();
    });
  });
});
