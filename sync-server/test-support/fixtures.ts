import { insertCoalescedRow } from '../src/db/push-transaction';
import { dayOfWeek, emptyTeamProfile, newSessionContent, sessionInputSchema, uuidv7, type Activity, type Session } from '@pitchside/shared';
import type { Db } from '../src/db/database';
import { nextVersion } from '../src/db/queries/versions';
import { saveActivityRow } from '../src/domain/activity-rows';
import { newSessionRow, toSession } from '../src/domain/rows';
import { activityFixture } from '@pitchside/shared/testing/activity-fixture';

/**
 * Synced rows written straight to the database, for tests that need data in place without
 * going through the routes under test. Each takes a fresh version like a real write.
 */

type Where = { db: Db; clock: () => Date };

/** A real 1x1 PNG, for diagram uploads. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An activity (global unless organizationId is given) with every list empty. */
export async function insertActivity(t: Where, fields: Partial<Activity> = {}): Promise<Activity> {
  const at = t.clock().toISOString();
  const activity = activityFixture({
    id: uuidv7(),
    title: 'Drill',
    category: 'Penetration',
    subCategoryName: 'Penetration',
    setup: 'A 20x20 m grid.',
    instructions: 'Play 4v4.',
    createdAt: at,
    version: await nextVersion(t.db, fields.organizationId ?? null),
    updatedAt: at,
    ...fields,
  });
  await saveActivityRow(t.db, activity);
  return activity;
}

/**
 * A session of an organization, as the builder would save it: the session input's defaults
 * and the shared session rules (15 minutes and the Main phase per activity) fill the rest.
 */
export async function insertSession(
  t: Where,
  organizationId: string,
  fields: { id?: string; title?: string; createdBy?: string | null; activityIds?: string[] } = {},
): Promise<Session> {
  const input = sessionInputSchema.parse({ title: fields.title ?? 'S', activityIds: fields.activityIds ?? [], activityDurations: [] });
  const row = newSessionRow(newSessionContent(input), {
    id: fields.id ?? uuidv7(),
    organizationId,
    createdBy: fields.createdBy ?? null,
    at: t.clock().toISOString(),
    version: await nextVersion(t.db, organizationId),
  });
  await insertCoalescedRow(t.db, 'sessions', row);
  return toSession(row);
}

type CategoryFields = { name: string; organizationId?: string | null; displayOrder?: number };

/** A category (global unless organizationId is given). Answers its id. */
export async function insertCategory(t: Where, fields: CategoryFields): Promise<string> {
  const row = await categoryRowOf(t, fields);
  await t.db.insertInto('categories').values(row).execute();
  return row.id;
}

/** A sub-category under a category (global unless organizationId is given). Answers its id. */
export async function insertSubCategory(t: Where, categoryId: string, fields: CategoryFields): Promise<string> {
  const row = await categoryRowOf(t, fields);
  await t.db.insertInto('sub_categories').values({ ...row, category_id: categoryId }).execute();
  return row.id;
}

async function categoryRowOf(t: Where, fields: CategoryFields) {
  return {
    id: uuidv7(),
    name: fields.name,
    description: '',
    display_order: fields.displayOrder ?? 0,
    organization_id: fields.organizationId ?? null,
    version: await nextVersion(t.db, fields.organizationId ?? null),
    updated_at: t.clock().toISOString(),
  };
}

/** A coach group of an organization. Answers its id. */
export async function insertCoachGroup(t: Where, organizationId: string, name: string): Promise<string> {
  const id = uuidv7();
  await t.db
    .insertInto('coach_groups')
    .values({ id, organization_id: organizationId, name, coach_ids: '[]', profile: JSON.stringify(emptyTeamProfile), season_plan: null, version: await nextVersion(t.db, organizationId), updated_at: t.clock().toISOString() })
    .execute();
  return id;
}

/** A schedule entry of a group on a date (YYYY-MM-DD), for a session or TBD. Answers its id. */
export async function insertScheduleEntry(
  t: Where,
  fields: { organizationId: string; groupId: string; date: string; sessionId: string | null },
): Promise<string> {
  const id = uuidv7();
  const group = await t.db.selectFrom('coach_groups').select('name').where('id', '=', fields.groupId).executeTakeFirstOrThrow();
  await t.db
    .insertInto('schedule_entries')
    .values({
      id,
      organization_id: fields.organizationId,
      date: fields.date,
      day_of_week: dayOfWeek(fields.date),
      group_id: fields.groupId,
      group_name: group.name,
      session_id: fields.sessionId,
      version: await nextVersion(t.db, fields.organizationId),
      updated_at: t.clock().toISOString(),
    })
    .execute();
  return id;
}

/** A section of the library. Answers its id. */
export async function insertSection(t: Where, name: string, displayOrder = 0): Promise<string> {
  const id = uuidv7();
  await t.db.insertInto('sections').values({ id, name, description: '', display_order: displayOrder }).execute();
  return id;
}
