import { dayOfWeek, uuidv7, type Activity, type Session } from '@pitchside/shared';
import { nextVersion, type Db } from '../db/database';
import { saveActivityRow } from '../domain/activity-rows';
import { toSession, type SessionRow } from '../domain/rows';
import { activityFixture } from '@pitchside/shared/testing/activity-fixture';

/**
 * Synced rows written straight to SQLite, for tests that need data in place without
 * going through the routes under test. Each takes a fresh version like a real write.
 */

type Where = { db: Db; clock: () => Date };

/** A real 1x1 PNG, for diagram uploads. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An activity (global unless organizationId is given) with every list empty. */
export function insertActivity(t: Where, fields: Partial<Activity> = {}): Activity {
  const at = t.clock().toISOString();
  const activity = activityFixture({
    id: uuidv7(),
    title: 'Drill',
    category: 'Penetration',
    subCategoryName: 'Penetration',
    setup: 'A 20x20 m grid.',
    instructions: 'Play 4v4.',
    createdAt: at,
    version: nextVersion(t.db),
    updatedAt: at,
    ...fields,
  });
  saveActivityRow(t.db, activity);
  return activity;
}

/** A session of an organization with no activities, as the builder would save it. */
export function insertSession(
  t: Where,
  organizationId: string,
  fields: { id?: string; title?: string; createdBy?: string | null; activityIds?: string[] } = {},
): Session {
  const at = t.clock().toISOString();
  const activityIds = fields.activityIds ?? [];
  const row: SessionRow = {
    id: fields.id ?? uuidv7(),
    organization_id: organizationId,
    created_by: fields.createdBy ?? null,
    title: fields.title ?? 'S',
    description: '',
    focus: '',
    ability_level: 'Beginner',
    player_count: null,
    duration: activityIds.length * 15,
    space_available: null,
    activity_ids: JSON.stringify(activityIds),
    activity_durations: JSON.stringify(activityIds.map(() => 15)),
    activity_phases: '[]',
    notes: '',
    is_active: 1,
    current_activity_index: 0,
    saved_to_library: 1,
    status: null,
    schedule_entry_id: null,
    group_name: null,
    completed_at: null,
    created_at: at,
    version: nextVersion(t.db),
    updated_at: at,
  };
  t.db
    .prepare(
      `INSERT INTO sessions (id, organization_id, created_by, title, description, focus, ability_level, player_count,
         duration, space_available, activity_ids, activity_durations, notes, is_active, current_activity_index,
         saved_to_library, status, created_at, version, updated_at)
       VALUES (@id, @organization_id, @created_by, @title, @description, @focus, @ability_level, @player_count,
         @duration, @space_available, @activity_ids, @activity_durations, @notes, @is_active, @current_activity_index,
         @saved_to_library, @status, @created_at, @version, @updated_at)`,
    )
    .run(row);
  return toSession(row);
}

/** A category (global unless organizationId is given). Answers its id. */
export function insertCategory(
  t: Where,
  fields: { name: string; organizationId?: string | null; displayOrder?: number },
): string {
  const id = uuidv7();
  t.db
    .prepare('INSERT INTO categories (id, name, display_order, organization_id, version, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, fields.name, fields.displayOrder ?? 0, fields.organizationId ?? null, nextVersion(t.db), t.clock().toISOString());
  return id;
}

/** A sub-category under a category (global unless organizationId is given). Answers its id. */
export function insertSubCategory(
  t: Where,
  categoryId: string,
  fields: { name: string; organizationId?: string | null; displayOrder?: number },
): string {
  const id = uuidv7();
  t.db
    .prepare(
      `INSERT INTO sub_categories (id, name, category_id, display_order, organization_id, version, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, fields.name, categoryId, fields.displayOrder ?? 0, fields.organizationId ?? null, nextVersion(t.db), t.clock().toISOString());
  return id;
}

/** A coach group of an organization. Answers its id. */
export function insertCoachGroup(t: Where, organizationId: string, name: string): string {
  const id = uuidv7();
  t.db
    .prepare('INSERT INTO coach_groups (id, organization_id, name, version, updated_at) VALUES (?, ?, ?, ?, ?)')
    .run(id, organizationId, name, nextVersion(t.db), t.clock().toISOString());
  return id;
}

/** A schedule entry of a group on a date (YYYY-MM-DD), for a session or TBD. Answers its id. */
export function insertScheduleEntry(
  t: Where,
  fields: { organizationId: string; groupId: string; date: string; sessionId: string | null },
): string {
  const id = uuidv7();
  const group = t.db.prepare('SELECT name FROM coach_groups WHERE id = ?').pluck().get(fields.groupId) as string;
  t.db
    .prepare(
      `INSERT INTO schedule_entries (id, organization_id, date, day_of_week, group_id, group_name, session_id, version, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(id, fields.organizationId, fields.date, dayOfWeek(fields.date), fields.groupId, group, fields.sessionId, nextVersion(t.db), t.clock().toISOString());
  return id;
}

/** A section of the library. Answers its id. */
export function insertSection(t: Where, name: string, displayOrder = 0): string {
  const id = uuidv7();
  t.db.prepare('INSERT INTO sections (id, name, display_order) VALUES (?, ?, ?)').run(id, name, displayOrder);
  return id;
}
