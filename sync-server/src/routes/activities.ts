import { Hono, type Context } from 'hono';
import {
  activityQuerySchema,
  activityTipListKeys,
  can,
  checkDiagramValue,
  MAX_IMAGE_UPLOAD_BYTES,
  parseDiagramData,
  type Activity,
  type Diagram,
  type Adaptations,
  type TroubleshootingEntry,
} from '@pitchside/shared';
import type { AppEnv } from '../http/env';
import { requireAuth } from '../http/auth';
import { badRequest, forbidden } from '../domain/errors';
import { parseOr400, requireJsonBody, validate } from '../http/validate';
import { wellFormedDeep } from '../domain/well-formed';
import {
  activityAdaptations,
  activityCreateFormSchema,
  activityEditFormSchema,
  activityFormValues,
  assertCanCreateActivity,
  createActivity,
  deleteActivity,
  getEditableActivity,
  getVisibleActivity,
  listActivities,
  updateActivity,
} from '../domain/activities';
import { deleteUpload, fileTooLarge, invalidFile, saveImage } from '../domain/uploads';

/** Activities: the library (read by any member who may see it) and its create/edit/delete screens. */

const textFields = ['title', 'category', 'abilityLevel', 'setup', 'instructions'] as const;
/** Sent as JSON text in the multipart form (docs/spec/accounts.md section 7). */
const jsonFields = [...activityTipListKeys, 'troubleshooting'] as const;

type ActivityForm = {
  /** The fields the request carried; absent ones are absent (an edit keeps them). */
  fields: Record<string, unknown>;
  diagram: File | null;
  removeDiagram: boolean;
  /** The drawn diagram (`diagramData`): undefined when the form left it out, null to remove it. */
  diagramData: Diagram | null | undefined;
};

/** `diagramData`, JSON text in the form (or an object in a JSON body), checked with the shared rules. */
function readDiagramData(value: unknown): Diagram | null | undefined {
  if (value === undefined) return undefined;
  const result = typeof value === 'string' ? parseDiagramData(value) : checkDiagramValue(value);
  if (!result.ok) throw badRequest(result.message, { diagramData: result.message });
  return result.diagram;
}

/** The drill details, sent as JSON text (an object) in the form; blank or 'null' clears them. */
function parseProfileField(text: string): unknown {
  if (text.trim() === '' || text.trim() === 'null') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('profile must be a JSON object.', { profile: 'Must be a JSON object.' });
  }
}

function parseJsonField(name: string, text: string): unknown {
  if (text.trim() === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${name} must be a JSON list.`, { [name]: 'Must be a JSON list.' });
  }
}

/** Reads the activity form, multipart (the spec's form, with the diagram file) or JSON. */
async function readActivityForm(c: Context<AppEnv>): Promise<ActivityForm> {
  const contentType = c.req.header('content-type') ?? '';
  const fields: Record<string, unknown> = {};
  if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
    let body: Record<string, string | File>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw badRequest('Malformed form data');
    }
    for (const name of textFields) {
      const value = body[name];
      if (typeof value === 'string') fields[name] = value;
    }
    for (const name of jsonFields) {
      const value = body[name];
      if (typeof value === 'string') fields[name] = parseJsonField(name, value);
    }
    if (typeof body.profile === 'string') fields.profile = parseProfileField(body.profile);
    const file = body.diagram;
    return {
      fields,
      // A form with no file chosen still sends an empty part.
      diagram: file instanceof File && file.size > 0 ? file : null,
      removeDiagram: body.removeDiagram === 'true',
      diagramData: readDiagramData(typeof body.diagramData === 'string' ? body.diagramData : undefined),
    };
  }
  requireJsonBody(c);
  const json = wellFormedDeep(await c.req.json());
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw badRequest('Send the activity as an object');
  const record = json as Record<string, unknown>;
  for (const name of textFields) if (name in record) fields[name] = record[name];
  for (const name of jsonFields) {
    if (!(name in record)) continue;
    const value = record[name];
    fields[name] = typeof value === 'string' ? parseJsonField(name, value) : value;
  }
  if ('profile' in record) fields.profile = typeof record.profile === 'string' ? parseProfileField(record.profile) : record.profile;
  return { fields, diagram: null, removeDiagram: record.removeDiagram === true, diagramData: readDiagramData(record.diagramData) };
}

/** A field the form left out counts as empty, so the spec's "is required" message answers it. */
function withBlankText(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  for (const name of textFields) out[name] ??= '';
  return out;
}

async function storeDiagram(file: File | null, uploadsDir: string): Promise<string | null> {
  if (!file) return null;
  // Refuse before reading a too-large file into memory.
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) throw fileTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw invalidFile();
  return saveImage(uploadsDir, bytes);
}

export const activitiesRoutes = new Hono<AppEnv>()
  .use('*', requireAuth)
  .get('/', validate('query', activityQuerySchema), async (c) => {
    const user = c.get('user');
    // The builder lists activities too, so session creators may search without the library flag.
    if (!can(user, 'viewActivityLibrary') && !can(user, 'openSessionBuilder')) {
      throw forbidden("You don't have permission to access the Activity Library.");
    }
    return c.json<Activity[]>(await listActivities(c.get('deps').db, user, c.req.valid('query')));
  })
  .get('/:id', async (c) => c.json<Activity>(await getVisibleActivity(c.get('deps').db, c.get('user'), c.req.param('id'))))
  .get('/:id/troubleshooting', async (c) => {
    const activity = await getVisibleActivity(c.get('deps').db, c.get('user'), c.req.param('id'));
    return c.json<TroubleshootingEntry[]>(activity.troubleshooting);
  })
  .get('/:id/adaptations', async (c) => {
    const activity = await getVisibleActivity(c.get('deps').db, c.get('user'), c.req.param('id'));
    return c.json<Adaptations>(activityAdaptations(activity));
  })
  .post('/', async (c) => {
    const user = c.get('user');
    const { db, uploadsDir, clock } = c.get('deps');
    assertCanCreateActivity(user);
    const form = await readActivityForm(c);
    const input = parseOr400(activityCreateFormSchema, withBlankText(form.fields));
    const diagramUrl = await storeDiagram(form.diagram, uploadsDir);
    try {
      return c.json<Activity>(await createActivity(db, user, input, { now: clock(), diagramUrl, diagram: form.diagramData ?? null }), 201);
    } catch (error) {
      deleteUpload(uploadsDir, diagramUrl);
      throw error;
    }
  })
  .put('/:id', async (c) => {
    const user = c.get('user');
    const { db, uploadsDir, clock } = c.get('deps');
    const id = c.req.param('id');
    const current = await getEditableActivity(db, user, id);
    const form = await readActivityForm(c);
    const input = parseOr400(activityEditFormSchema, { ...activityFormValues(current), ...form.fields });
    const newUrl = await storeDiagram(form.diagram, uploadsDir);
    const diagramUrl = newUrl ?? (form.removeDiagram ? null : undefined);
    try {
      const diagram = form.diagramData;
      const { activity, replacedDiagramUrl } = await updateActivity(db, user, id, input, { now: clock(), diagramUrl, ...(diagram === undefined ? {} : { diagram }) });
      deleteUpload(uploadsDir, replacedDiagramUrl);
      return c.json<Activity>(activity);
    } catch (error) {
      deleteUpload(uploadsDir, newUrl);
      throw error;
    }
  })
  .delete('/:id', async (c) => {
    const { db, uploadsDir, clock } = c.get('deps');
    const deleted = await deleteActivity(db, c.get('user'), c.req.param('id'), clock());
    deleteUpload(uploadsDir, deleted.diagramUrl);
    return c.json({ ok: true as const });
  });
