import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIAGRAM_VERSION, MAX_DIAGRAM_TEXT, uuidv7, type Activity, type ApiErrorBody, type DiagramInput } from '@pitchside/shared';
import { countRows, createOrg, createUser, insertActivity, makeTestApp, send, tinyPng, type TestApp } from '../../test-support/index';
import { mutation, pullAs, pushAs } from '../../test-support/sync';

/**
 * The drawn diagram of an activity: `diagramData` (JSON text) in the activity form beside the
 * picture file `diagram`, answered as `diagram` by GET; and the same through the sync push
 * (activity.create / activity.update), exactly once and under the same permissions.
 */

const drawn: DiagramInput = {
  area: { width: 20, length: 30, markings: 'thirds' },
  players: [{ id: 'p1', x: 5, y: 25, team: 'red', label: '9' }, { id: 'c', x: 18, y: 2, team: 'blue', role: 'coach' }],
  poles: [{ id: 'po1', x: 10, y: 10 }],
  gates: [{ from: { x: 8, y: 15 }, to: { x: 12, y: 15 } }],
  texts: [{ x: 10, y: 5, text: 'Finish', rotation: 90 }],
  goals: [{ x: 10, y: 0, facing: 'south', size: 'pop-up', rotation: 10 }],
  arrows: [{ kind: 'lofted', piece: 'p1', from: { x: 5, y: 25 }, to: { x: 10, y: 5 }, phase: 1 }],
  phases: ['Lofted ball', 'Finish'],
  positions: [{ piece: 'p1', phase: 2, x: 9, y: 6 }],
};

const fields = {
  title: 'Drawn Drill',
  category: 'Finishing',
  abilityLevel: 'Intermediate',
  setup: 'Thirds of a 20 x 30 m area.',
  instructions: 'Loft it in, then finish.',
};

function form(extra: Record<string, string>, withImage = false): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...extra })) data.append(k, v);
  if (withImage) data.append('diagram', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'd.png');
  return data;
}

async function sendForm<T>(t: TestApp, method: string, path: string, token: string | null, body: FormData) {
  const res = await t.app.request(path, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body });
  return { status: res.status, body: (await res.json()) as T };
}

describe('activity diagrams', () => {
  let t: TestApp;
  let creatorA: string;
  let viewerA: string;
  let creatorB: string;
  let clubA: string;
  beforeEach(async () => {
    t = await makeTestApp();
    await createOrg(t.db, { name: 'United FC', type: 'united_fc' });
    const a = await createOrg(t.db, { name: 'Club A', hasUnitedFcLibraryAccess: true });
    const b = await createOrg(t.db, { name: 'Club B', hasUnitedFcLibraryAccess: true });
    clubA = a.id;
    creatorA = (await createUser(t.db, { organizationId: a.id, role: 'coach', flags: { canCreateActivities: true, canEditActivities: true, canViewActivityLibrary: true } })).token;
    viewerA = (await createUser(t.db, { organizationId: a.id, role: 'coach', flags: { canViewActivityLibrary: true } })).token;
    creatorB = (await createUser(t.db, { organizationId: b.id, role: 'org_admin' })).token;
  });
  afterEach(() => t.close());

  describe('REST', () => {
    it('creates with diagramData beside the picture file and answers it as diagram, migrated to version 2', async () => {
      const created = await sendForm<Activity>(t, 'POST', '/api/activities', creatorA, form({ diagramData: JSON.stringify(drawn) }, true));
      expect(created.status).toBe(201);
      expect(created.body.diagramUrl).toMatch(/^\/uploads\//);
      const read = await send<Activity>(t.app, 'GET', `/api/activities/${created.body.id}`, { token: creatorA });
      expect(read.status).toBe(200);
      expect(read.body.diagram).toMatchObject({
        version: DIAGRAM_VERSION,
        texts: [{ text: 'Finish', rotation: 90 }],
        goals: [{ size: 'pop-up', rotation: 10 }],
        arrows: [{ kind: 'lofted', piece: 'p1' }],
        positions: [{ piece: 'p1', phase: 2 }],
        mannequins: [],
      });
      // Another club never sees it.
      expect((await send(t.app, 'GET', `/api/activities/${created.body.id}`, { token: creatorB })).status).toBe(404);
    });

    it('accepts diagramData in a JSON body too, as text or as an object', async () => {
      const asText = await send<Activity>(t.app, 'POST', '/api/activities', { token: creatorA, body: { ...fields, diagramData: JSON.stringify(drawn) } });
      expect(asText.status).toBe(201);
      expect(asText.body.diagram?.poles).toHaveLength(1);
      const asObject = await send<Activity>(t.app, 'POST', '/api/activities', { token: creatorA, body: { ...fields, diagramData: drawn } });
      expect(asObject.body.diagram?.gates).toHaveLength(1);
    });

    it('answers a bad diagram with 400 naming diagramData, and saves nothing', async () => {
      const deep = `{"area":{"width":20,"length":20},"zones":${'['.repeat(20000)}${']'.repeat(20000)}}`;
      const bad = [
        '{not json',
        '[1,2]',
        JSON.stringify({ ...drawn, area: { width: 500, length: 30 } }),
        JSON.stringify({ ...drawn, arrows: [{ kind: 'teleport', from: { x: 0, y: 0 }, to: { x: 1, y: 1 } }] }),
        deep,
        JSON.stringify({ ...drawn, note: 'x'.repeat(MAX_DIAGRAM_TEXT) }),
      ];
      for (const diagramData of bad) {
        const res = await sendForm<ApiErrorBody>(t, 'POST', '/api/activities', creatorA, form({ diagramData }));
        expect(res.status, diagramData.slice(0, 40)).toBe(400);
        expect(res.body.code).toBe('invalid');
        expect(res.body.fields).toHaveProperty('diagramData');
        expect(res.body.message).toMatch(/diagram/);
      }
      expect(await countRows(t.db, 'activities')).toBe(0);
    });

    it('refuses without a sign-in (401) and without the right to create (403)', async () => {
      expect((await sendForm(t, 'POST', '/api/activities', null, form({ diagramData: JSON.stringify(drawn) }))).status).toBe(401);
      expect((await sendForm(t, 'POST', '/api/activities', viewerA, form({ diagramData: JSON.stringify(drawn) }))).status).toBe(403);
    });

    it('edits: diagramData replaces the drawing, left out keeps it, null removes it; 403 and 404 as for any edit', async () => {
      const own = await insertActivity(t, { title: 'Own', organizationId: clubA });
      const put = (token: string, extra: Record<string, string>) => sendForm<Activity>(t, 'PUT', `/api/activities/${own.id}`, token, form(extra));
      const drew = await put(creatorA, { diagramData: JSON.stringify(drawn) });
      expect(drew.status).toBe(200);
      expect(drew.body.diagram?.texts).toHaveLength(1);
      const kept = await put(creatorA, { title: 'Renamed' });
      expect(kept.body.title).toBe('Renamed');
      expect(kept.body.diagram?.texts).toHaveLength(1);
      const badEdit = await put(creatorA, { diagramData: '{"area":{}}' });
      expect(badEdit.status).toBe(400);
      expect((badEdit.body as unknown as ApiErrorBody).fields).toHaveProperty('diagramData');
      expect((await put(viewerA, { diagramData: JSON.stringify(drawn) })).status).toBe(403);
      expect((await put(creatorB, { diagramData: JSON.stringify(drawn) })).status).toBe(404);
      const removed = await put(creatorA, { diagramData: 'null' });
      expect(removed.body.diagram).toBeNull();
      const missing = await sendForm(t, 'PUT', `/api/activities/${uuidv7()}`, creatorA, form({ diagramData: JSON.stringify(drawn) }));
      expect(missing.status).toBe(404);
    });
  });

  describe('sync push', () => {
    it('creates a drawn activity exactly once, however often the device sends it, and pulls it with its diagram', async () => {
      const id = uuidv7();
      const create = mutation(1, 'activity.create', { ...fields, id, diagram: drawn });
      const first = await pushAs(t.app, creatorA, [create]);
      expect(first.status).toBe(200);
      expect(first.body.rejected).toEqual([]);
      const again = await pushAs(t.app, creatorA, [create]);
      expect(again.body.rejected).toEqual([]);
      expect(await countRows(t.db, 'activities')).toBe(1);
      const pulled = await pullAs(t.app, creatorA);
      const row = pulled.body.changes.activities?.find((a) => a.id === id);
      expect(row?.diagram?.arrows[0]?.kind).toBe('lofted');
      expect(row?.organizationId).toBe(clubA);

      const edit = mutation(2, 'activity.update', { ...fields, id, title: 'Drawn Drill v2', diagram: { ...drawn, phases: [] } });
      expect((await pushAs(t.app, creatorA, [edit])).body.rejected).toEqual([]);
      const read = await send<Activity>(t.app, 'GET', `/api/activities/${id}`, { token: creatorA });
      expect(read.body).toMatchObject({ title: 'Drawn Drill v2', diagram: { phases: [] } });
    });

    it('refuses as REST does: no right to create, another club’s activity, a bad diagram, a taken id', async () => {
      const theirs = await insertActivity(t, { title: 'Theirs', organizationId: clubA });
      const pushed = await pushAs(t.app, viewerA, [mutation(1, 'activity.create', { ...fields, id: uuidv7(), diagram: drawn })]);
      expect(pushed.body.rejected.map((r) => r.code)).toEqual(['forbidden']);
      const other = await pushAs(t.app, creatorB, [
        mutation(1, 'activity.update', { ...fields, id: theirs.id, diagram: drawn }),
        mutation(2, 'activity.create', { ...fields, id: uuidv7(), diagram: { area: { width: -3, length: 2 } } }),
        mutation(3, 'activity.create', { ...fields, id: theirs.id, diagram: drawn }),
      ]);
      expect(other.body.rejected.map((r) => [r.mutationId, r.code])).toEqual([
        [1, 'not_found'],
        [2, 'invalid'],
        [3, 'conflict'],
      ]);
      const read = await send<Activity>(t.app, 'GET', `/api/activities/${theirs.id}`, { token: creatorA });
      expect(read.body.title).toBe('Theirs');
    });
  });
});
